// `npm test -- --changed [REV]`, for use while working: only the stages a change can break, and in
// the Vitest stages only the test files that import what changed (Vitest's own --changed). The
// change is every file that differs from REV (default HEAD) plus the files git does not track yet.
// CI runs `npm test` without it: everything.
import { execFileSync } from 'node:child_process';

/** Prose changes no behaviour, except the article library's Markdown, which the server seeds. */
const prose = (f) => f.endsWith('.md') && !f.startsWith('content/');

/** Which stages each kind of path can break; a path matches every rule whose test it passes. */
const RULES = [
  {
    test: (f) => f.startsWith('openapi/'),
    stages: ['openapi-lint', 'typecheck', 'unit', 'server-postgres', 'topology', 'e2e', 'consumer'],
  },
  { test: (f) => /\.(c|m)?[jt]sx?$/.test(f), stages: ['lint', 'format', 'dependencies', 'typecheck'] },
  // The project of .storybook's and the scripts' TypeScript (scripts/typecheck.mjs).
  { test: (f) => f === 'tsconfig.repo.json', stages: ['typecheck'] },
  {
    test: (f) =>
      f.startsWith('packages/') || f.startsWith('apps/') || f.startsWith('scripts/') || f.startsWith('content/'),
    stages: ['unit'],
  },
  { test: (f) => /^(apps\/server|packages\/(domain|api|content))\//.test(f), stages: ['server-postgres', 'topology'] },
  // deploy/'s files are read by scripts/deploy.test.ts (unit) and mirrored by the topology stage.
  { test: (f) => f.startsWith('deploy/'), stages: ['unit', 'topology'] },
  { test: (f) => f.startsWith('packages/domain/'), stages: ['domain-coverage'] },
  // The stories and their pictures: of the design system, the features and the console.
  {
    test: (f) => /^(packages\/(tokens|ui|features)|apps\/care-team|\.storybook)\//.test(f),
    stages: ['storybook', 'visual'],
  },
  // The browser every browser stage launches, and its flags.
  { test: (f) => f === 'scripts/chromium.mjs', stages: ['storybook', 'e2e', 'visual', 'consumer'] },
  {
    test: (f) => /^(apps\/patient|packages\/(tokens|ui|features|api|domain))\//.test(f),
    stages: ['budget', 'cap-sync'],
  },
  { test: (f) => /^(apps|e2e|content|packages\/(tokens|ui|features|api|domain))\//.test(f), stages: ['e2e'] },
  {
    test: (f) => /^(packages\/(tokens|ui|features|api|domain)|examples\/(partner|consumer))\//.test(f),
    stages: ['consumer'],
  },
  // The runner and its stages themselves: everything.
  {
    test: (f) =>
      /^scripts\/(test|test-stages|test-reports|system-services|bootstrap)\.mjs$/.test(f) ||
      f === 'package.json' ||
      f === 'pnpm-lock.yaml' ||
      f === 'tsconfig.json' ||
      f === 'biome.json',
    stages: ['*'],
  },
];

/** The stage names (in `all`'s order) that the changed `files` can break. */
export function stagesFor(files, all) {
  const wanted = new Set();
  for (const file of files) {
    if (prose(file)) continue;
    for (const rule of RULES) if (rule.test(file)) for (const stage of rule.stages) wanted.add(stage);
  }
  return wanted.has('*') ? [...all] : all.filter((name) => wanted.has(name));
}

/** The files that differ from `rev` in the work tree, and those git does not track yet. */
export function changedFiles(root, rev = 'HEAD') {
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  return [...new Set([...git('diff', '--name-only', rev), ...git('ls-files', '--others', '--exclude-standard')])];
}
