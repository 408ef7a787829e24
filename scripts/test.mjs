// `npm test`: every stage of scripts/test-stages.mjs in order (a `background` one beside the stages
// after it), then a summary (each stage's counts and wall time, then the ten slowest test files of
// the stages' reports) and one last line `N passed, N failed` that sums what each stage's report
// counted (CI reads that line). A stage that fails does not stop the others, so one run shows
// everything that is wrong; the exit code is 1 when anything failed.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { changedFiles, stagesFor } from './changed-stages.mjs';
import { skippedStage } from './skipped-stage.mjs';
import { readReport, slowestFiles } from './test-reports.mjs';
import { stages, withAwaitedStages } from './test-stages.mjs';
import { CADDY, CHROMIUM, ensureCaddy, ensureChromium, ensurePostgres } from './system-services.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// `--changed [REV]`: only what a change since REV (default HEAD) can break (scripts/changed-stages.mjs).
const args = process.argv.slice(2);
const at = args.indexOf('--changed');
const revGiven =
  at !== -1 &&
  args[at + 1] !== undefined &&
  !args[at + 1].startsWith('-') &&
  !stages.some((s) => s.name === args[at + 1]);
const since = at === -1 ? null : revGiven ? args[at + 1] : 'HEAD';
const only = args.filter((_, i) => i !== at && !(revGiven && i === at + 1));
let selected = only.length ? stages.filter((s) => only.includes(s.name)) : stages;
if (since !== null) {
  const files = changedFiles(root, since);
  const touched = stagesFor(
    files,
    selected.map((s) => s.name),
  );
  selected = selected.filter((s) => touched.includes(s.name));
  console.log(
    `Changed since ${since}: ${files.length} files; stages: ${touched.join(', ') || 'none'} (Vitest stages run the tests of what changed only)`,
  );
}

// A stage runs with the background stages it waits for (the visual stage, the Storybook's build).
selected = withAwaitedStages(selected);

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
const reports = [];
const services = {};

function needService(name) {
  if (name in services) return services[name];
  if (name === 'chromium') {
    const why = ensureChromium();
    services.chromium = why ? { skipped: why } : { env: { CHROME_PATH: CHROMIUM } };
  } else if (name === 'caddy') {
    const why = ensureCaddy();
    services.caddy = why ? { skipped: why } : { env: { MAT_CADDY: CADDY } };
  } else if (name === 'postgres') {
    const pg = ensurePostgres();
    services.postgres = 'url' in pg ? { env: { MAT_TEST_DATABASE_URL: pg.url } } : pg;
  } else {
    services[name] = { skipped: `unknown service ${name}` };
  }
  return services[name];
}

mkdirSync(join(root, '.reports'), { recursive: true });
const started = Date.now();

/**
 * Runs one stage to its end and gives its summary lines and counts. A stage in the background writes
 * its output to .reports/<name>.log, which is printed whole when the runner waits for it.
 */
async function runStage(stage, background) {
  const stageStart = Date.now();
  if (!background) console.log(`\n=== ${stage.name} ===`);
  const env = { ...process.env, FORCE_COLOR: '1' };
  const missing = [];
  for (const need of stage.needs ?? []) {
    const service = needService(need);
    if (service.skipped) missing.push(`${need}: ${service.skipped}`);
    else Object.assign(env, service.env);
  }
  if (missing.length) {
    const notice = `SKIPPED ${stage.name}: ${missing.join('; ')}`;
    console.log(`\n${'!'.repeat(notice.length)}\n${notice}\n${'!'.repeat(notice.length)}`);
    const skipped = skippedStage(stage.name, missing);
    return {
      counts: { passed: 0, failed: skipped.failed ? 1 : 0, skipped: skipped.failed ? 0 : 1 },
      lines: [skipped.line],
    };
  }
  Object.assign(env, stage.env ?? {});
  const report = stage.report && join(root, stage.report);
  if (report) rmSync(report, { force: true });
  const [bin, ...commandArgs] = stage.command;
  // In --changed mode a Vitest stage that counts tests runs only the files whose imports reach a
  // changed file; the coverage stage runs whole, as its thresholds are over every file.
  const stageArgs =
    since !== null && bin === 'vitest' && stage.report ? [...commandArgs, '--changed', since] : commandArgs;
  const log = background ? openSync(join(root, '.reports', `${stage.name}.log`), 'w') : null;
  const status = await new Promise((done) => {
    const child = spawn(bin, stageArgs, { cwd: root, env, stdio: log === null ? 'inherit' : ['ignore', log, log] });
    child.on('error', () => done(1));
    child.on('close', (code) => done(code ?? 1));
  });
  if (log !== null) closeSync(log);
  let counts;
  if (report && existsSync(report)) {
    reports.push({ stage: stage.name, report });
    counts = readReport(report, root);
    if (status !== 0 && counts.failed === 0) counts.failed = 1; // a crash outside any test
    if (status !== 0 && counts.failures.length === 0) {
      counts.failures.push(
        `exited ${status} though no test failed: an error outside any test (an unhandled rejection, a hook, a worker); search the stage's output for "Unhandled" or "Error"`,
      );
    }
  } else {
    counts = status === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
  }
  const seconds = ((Date.now() - stageStart) / 1000).toFixed(1);
  const lines = [
    `${stage.name}: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''} (${seconds} s${background ? ', in the background' : ''})`,
    ...(counts.failures ?? []).map((failure) => `  ✗ ${failure}`),
  ];
  return { counts, lines };
}

// A stage marked `background` starts and the next stage starts beside it; a stage that names it in
// `after` (and the end of the run) waits for it first. Its output is printed when it is waited for.
const results = new Map();
const inBackground = new Map();
async function waitFor(name) {
  const pending = inBackground.get(name);
  if (!pending) return;
  inBackground.delete(name);
  results.set(name, await pending);
  console.log(`\n=== ${name} (ran in the background) ===`);
  console.log(readFileSync(join(root, '.reports', `${name}.log`), 'utf8'));
}
for (const stage of selected) {
  for (const name of stage.after ?? []) await waitFor(name);
  if (stage.background) inBackground.set(stage.name, runStage(stage, true));
  else results.set(stage.name, await runStage(stage, false));
}
for (const name of [...inBackground.keys()]) await waitFor(name);
for (const stage of selected) {
  const { counts, lines: stageLines } = results.get(stage.name);
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  lines.push(...stageLines);
}

console.log('\n=== summary ===');
for (const line of lines) console.log(line);
console.log(`total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
const slowest = slowestFiles(reports, root, 10);
if (slowest.length) {
  console.log('\n=== ten slowest test files ===');
  for (const { stage, file, ms } of slowest) console.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${stage}: ${file}`);
}
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
