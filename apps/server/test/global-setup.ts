// Runs once before the server's test files: migrates one database from scratch and hands it to
// every file to start from, instead of each file running all the migrations again. On PGlite the
// migrated data directory is dumped to a file each file's in-memory PGlite loads; on PostgreSQL a
// migrated template database each file's own database is created from (CREATE DATABASE ... TEMPLATE).
// Every migration still runs here, on the database kind of the run, and a failing one fails the run.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../src/db/client.js';
import { freshPostgres } from './fresh-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database to start from: a PGlite data directory dump, or a template database. */
    migratedDatabase: { kind: 'pglite'; imageFile: string } | { kind: 'postgres'; template: string };
  }
}

export default async function setup(project: TestProject) {
  // The migrations import @mat/domain, which must come from its source, not from a build that may
  // be older or still being written (npm test builds the packages beside the unit stage): the
  // config gives Vitest's own environment, where this file runs, the @mat/source condition.
  const conditions = project.vite.environments.__vitest__?.config.resolve.conditions ?? [];
  if (!conditions.includes('@mat/source'))
    throw new Error("Vitest's global-setup environment lacks the @mat/source condition (apps/server/vitest.config.ts)");
  const adminUrl = process.env.MAT_TEST_DATABASE_URL;
  if (adminUrl) {
    const template = await freshPostgres(adminUrl, 'matrona_template');
    const handle = await openDatabase({ url: template.url });
    await handle.close();
    project.provide('migratedDatabase', { kind: 'postgres', template: new URL(template.url).pathname.slice(1) });
    return () => template.drop();
  }
  const handle = await openDatabase({ memory: true });
  const folder = mkdtempSync(join(tmpdir(), `matrona-migrated-${randomBytes(3).toString('hex')}-`));
  const imageFile = join(folder, 'pglite.tar');
  try {
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    // The tests use PGlite's own database (postgres) only. Its two templates are a third of the
    // dump (44.5 MB to 29.3 MB), which every file's PGlite unpacks as it opens and keeps in memory:
    // 1.4 CPU-s to open with them, 1.05 without; the server suite on PGlite went from 189-205 s,
    // 361-391 CPU-s to 149-162 s, 282-307 CPU-s (`vitest run --project server`, two runs each).
    for (const template of ['template0', 'template1']) {
      await client.exec(`ALTER DATABASE ${template} IS_TEMPLATE false`);
      await client.exec(`DROP DATABASE ${template}`);
    }
    await client.exec('CHECKPOINT');
    const image = await client.dumpDataDir('none');
    writeFileSync(imageFile, new Uint8Array(await image.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('migratedDatabase', { kind: 'pglite', imageFile });
  return () => rmSync(folder, { recursive: true, force: true });
}
