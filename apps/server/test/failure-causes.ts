// A failed statement's error says what was sent ("Failed query: <the SQL> params: <values>", a
// line longer than npm test's summary keeps) and not why PostgreSQL refused it: that is its cause.
// When a test fails, each of its errors that has a cause gets a short first line and then the
// cause, so the summary at the end of a long log says why (scripts/test-reports.mjs reads the
// first lines). vitest.config.ts and vitest.topology.config.ts load this file.
import { beforeEach } from 'vitest';

const SHORT = 120;

beforeEach(({ onTestFailed }) => {
  onTestFailed(({ task }) => {
    for (const error of task.result?.errors ?? []) {
      const cause = (error.cause as { message?: unknown } | undefined)?.message;
      if (typeof cause !== 'string' || error.message.includes(cause)) continue;
      const first = error.message.split('\n')[0] ?? '';
      const what = first.length > SHORT ? `${first.slice(0, SHORT)}…` : first;
      error.stack = `${what}\nCaused by: ${cause}\n${error.stack ?? ''}`;
    }
  });
});
