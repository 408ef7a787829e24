// What a stage's JSON report (Vitest's or Playwright's) counted, and the names of what failed.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
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
