// SIGKILL during a burst of acknowledged writes on PostgreSQL: a reading answered 201 was committed,
// so it is there when the server starts again. PostgreSQL only (a `.postgres.test.ts` file, left out
// of the PGlite run by vitest.config.ts); the PGlite variant is sigkill.pglite.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { killDuringBurst, killLeftovers } from './acknowledged-writes.js';
import { setUpTestApp } from './harness.js';

const ctx = setUpTestApp();

afterAll(killLeftovers);

describe('a server killed with SIGKILL during a burst of writes, on PostgreSQL', () => {
  it('keeps every write it acknowledged', { timeout: 240_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'matrona-sigkill-'));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    const result = await killDuringBurst({ DATABASE_URL: ctx.databaseUrl!, DATA_DIR: dataDir });
    console.info(
      `SIGKILL (postgres): ${result.acknowledged} writes acknowledged of ${result.attempted} sent, ${result.found} found after the restart, ${result.lost.length} lost`,
    );
    expect(result.acknowledged).toBeGreaterThanOrEqual(120);
    expect(result.lost).toEqual([]);
  });
});
