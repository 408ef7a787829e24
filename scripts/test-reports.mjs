// What a stage's JSON report (Vitest's or Playwright's) counted, the names of what failed, and how
// long each test file took (npm test prints the slowest after its summary).
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

// The first lines that say something of an error message (what failed, then the locator or the
// values), without the terminal's colours: the CI keeps only a log's tail, so the summary must say
// why as well as what.
const firstLines = (message = '') =>
  stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(' ⏎ ')
    .slice(0, 300);

/** Where a Playwright error happened in the spec, as "file:line", if the report says. */
const at = (error) => (error?.location ? ` (${error.location.file.split('/').pop()}:${error.location.line})` : '');

/** The failed tests of a Playwright report, as "file › title: why (where)". */
function playwrightFailures(suites = [], found = []) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      const failed = (spec.tests ?? []).find((test) => test.status === 'unexpected');
      if (!failed) continue;
      const error = failed.results?.find((result) => result.error)?.error;
      found.push(`${spec.file} › ${spec.title}${error ? `: ${firstLines(error.message)}${at(error)}` : ''}`);
    }
    playwrightFailures(suite.suites, found);
  }
  return found;
}

/**
 * Reads a Vitest or Playwright JSON report into counts and the names of what failed, so the
 * summary at the end of a long log still says which test it was.
 */
export function readReport(file, root) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof report.numTotalTests === 'number') {
    const failures = [];
    for (const result of report.testResults ?? []) {
      const file = relative(root, result.name);
      const failed = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failed) {
        const why = firstLines(test.failureMessages?.[0]);
        failures.push(`${file} › ${test.fullName}${why ? `: ${why}` : ''}`);
      }
      if (failed.length === 0 && result.status === 'failed') failures.push(`${file}: ${firstLines(result.message)}`);
    }
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests + (report.success === false && report.numFailedTests === 0 ? 1 : 0),
      skipped: report.numPendingTests + report.numTodoTests,
      failures,
    };
  }
  if (report.stats) {
    const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
    const errors = report.errors ?? [];
    const failures = [...playwrightFailures(report.suites), ...errors.map((error) => firstLines(error.message))];
    return { passed: expected + flaky, failed: unexpected + errors.length, skipped, failures };
  }
  throw new Error(`${file} is neither a Vitest nor a Playwright JSON report`);
}

/** The test files of a Playwright report with the time their tests ran (retries included). */
function playwrightFileTimes(suites = [], rootDir, root, times = new Map()) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      const file = relative(root, resolve(rootDir, spec.file));
      const ms = (spec.tests ?? [])
        .flatMap((test) => test.results ?? [])
        .reduce((sum, result) => sum + (result.duration ?? 0), 0);
      times.set(file, (times.get(file) ?? 0) + ms);
    }
    playwrightFileTimes(suite.suites, rootDir, root, times);
  }
  return times;
}

/**
 * How long each test file of a Vitest or Playwright JSON report took, as [{ file, ms }] with the
 * file relative to root. Vitest's report gives a file the span from its first test's start to its
 * last test's end (its imports and beforeAll hooks are not in the report); Playwright's gives each
 * test's runs, summed per file (its workers run files side by side, so a span would say less).
 */
export function fileTimes(file, root) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof report.numTotalTests === 'number') {
    return (report.testResults ?? []).map((result) => ({
      file: relative(root, result.name),
      ms: Math.max(0, (result.endTime ?? 0) - (result.startTime ?? 0)),
    }));
  }
  if (report.stats) {
    const rootDir = report.config?.rootDir ?? root;
    return [...playwrightFileTimes(report.suites, rootDir, root)].map(([file, ms]) => ({ file, ms }));
  }
  throw new Error(`${file} is neither a Vitest nor a Playwright JSON report`);
}

/**
 * The slowest test files across the stages' reports ([{ stage, report }], report a JSON file),
 * slowest first, as [{ stage, file, ms }]. A report that is missing or unreadable is passed over:
 * its stage's summary line already says what went wrong.
 */
export function slowestFiles(reports, root, count = 10) {
  const all = [];
  for (const { stage, report } of reports) {
    let times;
    try {
      times = fileTimes(report, root);
    } catch {
      continue;
    }
    for (const time of times) all.push({ stage, ...time });
  }
  return all.sort((a, b) => b.ms - a.ms || a.file.localeCompare(b.file)).slice(0, count);
}
