import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileTimes, readReport, slowestFiles } from './test-reports.mjs';

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
        {
          name: '/repo/a.test.ts',
          status: 'failed',
          assertionResults: [
            {
              fullName: 'A saves',
              status: 'failed',
              failureMessages: [
                '\x1b[31mAssertionError: expected 1 to be 2\x1b[39m\n\n    at a.test.ts:4:5\n    at more',
              ],
            },
            { fullName: 'A reads', status: 'passed' },
          ],
        },
        {
          name: '/repo/b.test.ts',
          status: 'failed',
          message: 'Hook timed out in 10000ms.\nmore',
          assertionResults: [{ fullName: 'B', status: 'passed' }],
        },
      ],
    });
    expect(readReport(file, root)).toEqual({
      passed: 2,
      failed: 1,
      skipped: 0,
      failures: [
        'a.test.ts › A saves: AssertionError: expected 1 to be 2 ⏎ at a.test.ts:4:5 ⏎ at more',
        'b.test.ts: Hook timed out in 10000ms. ⏎ more',
      ],
    });
  });

  it('counts a Vitest run that failed with every test passed as one failure', () => {
    const file = reportFile({
      numTotalTests: 1,
      numPassedTests: 1,
      numFailedTests: 0,
      numPendingTests: 0,
      numTodoTests: 0,
      success: false,
      testResults: [],
    });
    expect(readReport(file, root)).toMatchObject({ passed: 1, failed: 1 });
  });

  it('names the unexpected Playwright tests and its errors', () => {
    const file = reportFile({
      stats: { expected: 4, unexpected: 1, flaky: 1, skipped: 0 },
      errors: [{ message: 'webServer timed out\nstack' }],
      suites: [
        {
          specs: [],
          suites: [
            {
              specs: [
                {
                  file: 'team.spec.ts',
                  title: 'asks a question',
                  tests: [
                    {
                      status: 'unexpected',
                      results: [
                        {
                          error: {
                            message:
                              "Error: expect(locator).toBeVisible() failed\n\nLocator: getByRole('menuitem')\nExpected: visible\nTimeout: 10000ms",
                            location: { file: '/repo/e2e/tests/team.spec.ts', line: 42, column: 7 },
                          },
                        },
                      ],
                    },
                  ],
                },
                { file: 'team.spec.ts', title: 'reads', tests: [{ status: 'flaky' }] },
              ],
            },
          ],
        },
      ],
    });
    expect(readReport(file, root)).toEqual({
      passed: 5,
      failed: 2,
      skipped: 0,
      failures: [
        "team.spec.ts › asks a question: Error: expect(locator).toBeVisible() failed ⏎ Locator: getByRole('menuitem') ⏎ Expected: visible (team.spec.ts:42)",
        'webServer timed out ⏎ stack',
      ],
    });
  });
});

describe('the slowest test files', () => {
  const vitest = {
    numTotalTests: 3,
    numPassedTests: 3,
    numFailedTests: 0,
    numPendingTests: 0,
    numTodoTests: 0,
    success: true,
    testResults: [
      {
        name: '/repo/packages/ui/src/a.test.tsx',
        status: 'passed',
        startTime: 1_000,
        endTime: 4_500,
        assertionResults: [],
      },
      {
        name: '/repo/apps/server/test/b.test.ts',
        status: 'passed',
        startTime: 2_000,
        endTime: 14_000,
        assertionResults: [],
      },
      {
        name: '/repo/scripts/c.test.ts',
        status: 'failed',
        message: 'import failed',
        startTime: 9_000,
        endTime: 9_000,
        assertionResults: [],
      },
    ],
  };
  const playwright = {
    config: { rootDir: '/repo/e2e/tests' },
    stats: { expected: 3, unexpected: 0, flaky: 1, skipped: 0 },
    suites: [
      {
        file: 'journey.spec.ts',
        specs: [
          {
            file: 'journey.spec.ts',
            title: 'signs up',
            tests: [
              { status: 'expected', results: [{ duration: 5_000 }] },
              { status: 'expected', results: [{ duration: 3_000 }] },
            ],
          },
        ],
        suites: [
          {
            specs: [
              {
                file: 'journey.spec.ts',
                title: 'in Spanish',
                tests: [{ status: 'flaky', results: [{ duration: 2_000 }, { duration: 1_500 }] }],
              },
            ],
          },
        ],
      },
      {
        file: 'site.spec.ts',
        specs: [
          { file: 'site.spec.ts', title: 'reads', tests: [{ status: 'expected', results: [{ duration: 4_000 }] }] },
        ],
      },
    ],
  };

  it("reads a Vitest file's time from its first test's start to its last test's end", () => {
    expect(fileTimes(reportFile(vitest), root)).toEqual([
      { file: 'packages/ui/src/a.test.tsx', ms: 3_500 },
      { file: 'apps/server/test/b.test.ts', ms: 12_000 },
      { file: 'scripts/c.test.ts', ms: 0 },
    ]);
  });

  it("sums a Playwright file's test runs, retries and nested suites included, named from the workspace root", () => {
    expect(fileTimes(reportFile(playwright), root)).toEqual([
      { file: 'e2e/tests/journey.spec.ts', ms: 11_500 },
      { file: 'e2e/tests/site.spec.ts', ms: 4_000 },
    ]);
  });

  it('ranks the files of every stage, slowest first, keeps the count asked, and passes over a missing report', () => {
    const reports = [
      { stage: 'unit', report: reportFile(vitest) },
      { stage: 'e2e', report: reportFile(playwright) },
      { stage: 'storybook', report: join(tmpdir(), 'matrona-no-such-report.json') },
    ];
    expect(slowestFiles(reports, root, 3)).toEqual([
      { stage: 'unit', file: 'apps/server/test/b.test.ts', ms: 12_000 },
      { stage: 'e2e', file: 'e2e/tests/journey.spec.ts', ms: 11_500 },
      { stage: 'e2e', file: 'e2e/tests/site.spec.ts', ms: 4_000 },
    ]);
    expect(slowestFiles(reports, root)).toHaveLength(5);
  });
});
