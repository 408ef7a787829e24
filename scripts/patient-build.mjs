// The patient app's production build, made once per `npm test`: the budget stage
// (scripts/budget.mjs) builds it into .reports/budget-app, and the journeys (e2e/playwright.config.ts)
// serve that same build when it is current, instead of building the app a second time.
//
// A build is current when the stamp it was written with (`.vite/matrona-build.json` in the build's
// folder, beside Vite's manifest, where scripts/cap-sync.mjs copies nothing from)
// names the same sources and the same build environment: a hash of every file the build can read
// (the app, the packages it compiles from source, the scripts it imports, the lockfile) and the
// environment variables Vite puts in the app (VITE_*, the phone app's MOBILE_* identity). Anything
// else (a stamp missing, an edited file, another marketing origin) builds again.
//
//   node scripts/patient-build.mjs --out DIR [--env NAME=VALUE ...] [--preview]
// builds into DIR unless a current build is there; with --preview it then serves DIR with
// `vite preview` (host 127.0.0.1, PORT and API_PORT from the environment, apps/patient/vite.config.ts).
import { createHash } from 'node:crypto';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
export const app = join(root, 'apps/patient');

/** Where the budget stage builds, and where the journeys look for a build to serve. */
export const SHARED_BUILD_DIR = join(root, '.reports/budget-app');

/**
 * The environment the shared build is made with: the marketing site's origin the journeys give it
 * (e2e/tests/environment.ts, PORTS.marketing at offset 0). The budget measures this build; the
 * origin is one string, the same length as its default's give or take, in the entry chunk.
 */
export const SHARED_BUILD_ENV = { VITE_MARKETING_ORIGIN: 'http://127.0.0.1:5311' };

/** The app's own Vite, so the build needs nothing on PATH. */
const vite = existsSync(join(app, 'node_modules/.bin/vite')) ? join(app, 'node_modules/.bin/vite') : 'vite';

const STAMP = '.vite/matrona-build.json';

// What a build of the app reads: its own files, the packages' sources (resolved through the
// `@mat/source` condition), the TypeScript helpers of scripts/ its config imports (the Content
// Security Policy, the API proxy), and what decides node_modules. Listed by
// git (tracked and new files, ignored ones left out: dist, node_modules).
const inputs = ['apps/patient', 'packages', 'scripts', 'pnpm-lock.yaml', 'package.json', 'tsconfig.json'];
// Left out, as nothing of them reaches the build: the native projects (apps/patient/android, ios),
// which take the build in; tests, stories, their helpers and configs; the docs.
const outside = [
  /^apps\/patient\/(android|ios)\//,
  /\.(test|spec|stories)\.[cm]?[jt]sx?$/,
  /(^|\/)vitest\.[^/]*config\.[cm]?[jt]s$/,
  /(^|\/)(test|__snapshots__)\//,
  /\.md$/,
];
const isInput = (file) =>
  !outside.some((pattern) => pattern.test(file)) && (!file.startsWith('scripts/') || /^scripts\/[^/]+\.ts$/.test(file));

/** The variables of `env` a build takes in. */
function buildEnvironment(env) {
  return Object.fromEntries(
    Object.entries(env)
      .filter(([name]) => name.startsWith('VITE_') || name.startsWith('MOBILE_') || name === 'NODE_ENV')
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** A hash of every input file's path and content. */
export function sourceHash() {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...inputs],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const hash = createHash('sha256');
  for (const file of [...new Set(listed.split('\0').filter(Boolean))].filter(isInput).sort()) {
    const path = join(root, file);
    // A file deleted but not yet staged is listed by git and gone from the disk.
    hash.update(
      `${file}\0${existsSync(path) ? createHash('sha256').update(readFileSync(path)).digest('hex') : 'deleted'}\0`,
    );
  }
  return hash.digest('hex');
}

function stampFor(env) {
  return { sources: sourceHash(), env: buildEnvironment(env) };
}

function readStamp(outDir) {
  try {
    return JSON.parse(readFileSync(join(outDir, STAMP), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Makes `outDir` hold a current build of the patient app for `extraEnv` (added to this process's
 * environment). Answers whether it built (false: the build there was current and is kept).
 */
export function ensureBuild(outDir, extraEnv = {}, { log = console.log } = {}) {
  const env = { ...process.env, ...extraEnv };
  const wanted = stampFor(env);
  const found = readStamp(outDir);
  if (found && JSON.stringify(found) === JSON.stringify(wanted) && existsSync(join(outDir, 'index.html'))) {
    log(
      `patient app: the build in ${relative(root, outDir)} is current (same sources and environment), not built again`,
    );
    return false;
  }
  execFileSync(vite, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: app,
    stdio: 'inherit',
    env,
  });
  // Stamped with the sources as they were before the build began: a file edited meanwhile makes
  // the next look build again.
  writeFileSync(join(outDir, STAMP), `${JSON.stringify(wanted, null, 2)}\n`);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const outDir = args.includes('--out') ? resolve(args[args.indexOf('--out') + 1]) : SHARED_BUILD_DIR;
  const extraEnv = Object.fromEntries(
    args.flatMap((arg, i) => (args[i - 1] === '--env' ? [arg.split(/=(.*)/s).slice(0, 2)] : [])),
  );
  ensureBuild(outDir, extraEnv);
  if (args.includes('--preview')) {
    const preview = spawn(vite, ['preview', '--outDir', outDir, '--host', '127.0.0.1'], {
      cwd: app,
      stdio: 'inherit',
      env: { ...process.env, ...extraEnv },
    });
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => preview.kill(signal));
    preview.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  }
}
