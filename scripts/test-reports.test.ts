import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readReport } from './test-reports.mjs';

const root = '/repo';

function reportFile(report: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'matrona-report-')), 'report.json');
  writeFileSync(file, JSON.stringify(report));
  return file;
}

describe("a stage's report", () => {
  it('names the failed Vitest tests and a file that failed outside any test', () => {
    const file = reportFile({
      numTotalTests: 3,
      numPassedTests: 2,
      numFailedTests: 1,
      numPendingTests: 0,
      numTodoTests: 0,
      success: false,
      testResults: [
        { name: '/repo/a.test.ts', status: 'failed', assertionResults: [{ fullName: 'A saves', status: 'failed', failureMessages: ['\x1b[31mAssertionError: expected 1 to be 2\x1b[39m\n\n    at a.test.ts:4:5\n    at more'] }, { fullName: 'A reads', status: 'passed' }] },
        { name: '/repo/b.test.ts', status: 'failed', message: 'Hook timed out in 10000ms.\nmore', assertionResults: [{ fullName: 'B', status: 'passed' }] },
      ],
    });
    expect(readReport(file, root)).toEqual({ passed: 2, failed: 1, skipped: 0, failures: ['a.test.ts › A saves: AssertionError: expected 1 to be 2 ⏎ at a.test.ts:4:5 ⏎ at more', 'b.test.ts: Hook timed out in 10000ms. ⏎ more'] });
  });

  it('counts a Vitest run that failed with every test passed as one failure', () => {
    const file = reportFile({ numTotalTests: 1, numPassedTests: 1, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0, success: false, testResults: [] });
    expect(readReport(file, root)).toMatchObject({ passed: 1, failed: 1 });
  });

  it('names the unexpected Playwright tests and its errors', () => {
    const file = reportFile({
      stats: { expected: 4, unexpected: 1, flaky: 1, skipped: 0 },
      errors: [{ message: 'webServer timed out\nstack' }],
      suites: [{ specs: [], suites: [{ specs: [{ file: 'team.spec.ts', title: 'asks a question', tests: [{ status: 'unexpected', results: [{ error: { message: 'Error: expect(locator).toBeVisible() failed\n\nLocator: getByRole(\'menuitem\')\nExpected: visible\nTimeout: 10000ms', location: { file: '/repo/e2e/tests/team.spec.ts', line: 42, column: 7 } } }] }] }, { file: 'team.spec.ts', title: 'reads', tests: [{ status: 'flaky' }] }] }] }],
    });
    expect(readReport(file, root)).toEqual({ passed: 5, failed: 2, skipped: 0, failures: [
        "team.spec.ts › asks a question: Error: expect(locator).toBeVisible() failed ⏎ Locator: getByRole('menuitem') ⏎ Expected: visible (team.spec.ts:42)",
        'webServer timed out ⏎ stack',
      ],
    });
  });
});
