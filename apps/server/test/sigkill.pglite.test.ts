// SIGKILL during a burst of acknowledged writes on PGlite (the server's own data directory): a
// reading answered 201 was committed to disk, so it is there after the restart. The PostgreSQL
// variant is sigkill.postgres.test.ts; this one runs in the PGlite run only (vitest.config.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { killDuringBurst, killLeftovers } from './acknowledged-writes.js';

afterAll(killLeftovers);

describe('a server killed with SIGKILL during a burst of writes, on PGlite', () => {
  it('keeps every write it acknowledged', { timeout: 240_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'matrona-sigkill-'));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    const result = await killDuringBurst({ DATA_DIR: dataDir });
    console.info(
      `SIGKILL (pglite): ${result.acknowledged} writes acknowledged of ${result.attempted} sent, ${result.found} found after the restart, ${result.lost.length} lost`,
    );
    expect(result.acknowledged).toBeGreaterThanOrEqual(120);
    expect(result.lost).toEqual([]);
  });
});
