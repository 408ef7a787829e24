// The visual regression stage: build the Storybook (unless `--built`), then compare every story's screenshots.
// `--build-only` builds and stops: npm test's storybook-build stage, beside the storybook stage.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const baselines = path.join(root, '.storybook', 'visual', 'baselines');
const shotsFolder = path.join(root, '.reports', 'visual-shots');
const args = process.argv.slice(2);
const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
const env = {
  ...process.env,
  STORYBOOK_DISABLE_TELEMETRY: '1',
  MAT_STORYBOOK_DOCGEN: 'off',
  VISUAL_PORT: String(process.env.VISUAL_PORT ?? (await freePort())),
};
const run = (command, commandArgs) => spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env }).status ?? 1;

// `--built`: storybook-static is current already (npm test's storybook-build stage made it).
if (!args.includes('--built')) {
  const built = run('storybook', [
    'build',
    '-c',
    '.storybook',
    '-o',
    'storybook-static',
    '--quiet',
    '--disable-telemetry',
  ]);
  if (built !== 0 || args.includes('--build-only')) process.exit(built);
}
rmSync(shotsFolder, { recursive: true, force: true });
const shotArgs = args.filter((arg) => arg !== '--built');
const status = run('playwright', ['test', '-c', '.storybook/visual/playwright.config.ts', ...shotArgs]);
reportRetried();
if (status !== 0) process.exit(status);

// A baseline no story shoots any more (a story removed or renamed, a theme or width it no longer
// has) would be kept forever: after a whole run, it fails the stage; --update-snapshots removes it.
// A run of some stories only (-g, a file filter) cannot tell, so it does not look.
const whole = !args.some((arg) => arg === '-g' || arg.startsWith('--grep') || !arg.startsWith('-'));
if (whole) {
  const shot = new Set(
    (existsSync(shotsFolder) ? readdirSync(shotsFolder) : []).flatMap((file) =>
      readFileSync(path.join(shotsFolder, file), 'utf8').split('\n').filter(Boolean),
    ),
  );
  const orphans = readdirSync(baselines).filter((file) => !shot.has(file));
  if (orphans.length > 0 && args.some((arg) => arg.startsWith('--update-snapshots'))) {
    for (const file of orphans) rmSync(path.join(baselines, file));
    console.log(`Removed ${orphans.length} baselines no story shoots any more.`);
  } else if (orphans.length > 0) {
    console.error(
      `${orphans.length} baselines are shot by no story (run with --update-snapshots to remove them):\n  ${orphans.join('\n  ')}`,
    );
    process.exit(1);
  }
}

/** Names the stories whose pictures matched only on a fresh load of the preview (their retry). */
function reportRetried() {
  const report = path.join(root, '.reports', 'visual.json');
  if (!existsSync(report)) return;
  const retried = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((t) => t.status === 'flaky')) retried.push(spec.title);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of JSON.parse(readFileSync(report, 'utf8')).suites ?? []) walk(suite);
  if (retried.length > 0) {
    console.log(
      `${retried.length} stories matched their baselines only on a fresh load of the preview (a state the story before left behind):\n  ${retried.join('\n  ')}`,
    );
  }
}
