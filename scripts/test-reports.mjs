// What a stage's JSON report (Vitest's or Playwright's) counted, and the names of what failed.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** The failed tests of a Playwright report, as "file › title". */
function playwrightFailures(suites = [], found = []) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      if ((spec.tests ?? []).some((test) => test.status === 'unexpected')) found.push(`${spec.file} › ${spec.title}`);
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
      for (const test of failed) failures.push(`${file} › ${test.fullName}`);
      if (failed.length === 0 && result.status === 'failed') failures.push(`${file}: ${(result.message ?? '').split('\n')[0]}`);
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
    const failures = [...playwrightFailures(report.suites), ...errors.map((error) => (error.message ?? '').split('\n')[0])];
    return { passed: expected + flaky, failed: unexpected + errors.length, skipped, failures };
  }
  throw new Error(`${file} is neither a Vitest nor a Playwright JSON report`);
}
