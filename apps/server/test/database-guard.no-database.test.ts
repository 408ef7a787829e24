// The guard of database-guard.ts, which lets a *.no-database.test.ts file run once, in the PGlite
// run only: while this file runs, every way the server and the tests open a database is refused,
// naming the file, before anything is opened or connected.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { DATABASE_INDEPENDENT } from './database-guard.js';

const named = /database-guard\.no-database\.test\.ts is marked database-independent/;

describe('a file marked database-independent', () => {
  it('is told by its name alone', () => {
    expect(DATABASE_INDEPENDENT.test('apps/server/test/cors.no-database.test.ts')).toBe(true);
    expect(DATABASE_INDEPENDENT.test('apps/server/test/cors.test.ts')).toBe(false);
    expect(DATABASE_INDEPENDENT.test('apps/server/test/no-database.test.ts.orig')).toBe(false);
  });

  it('cannot open the server’s database, on PGlite or on PostgreSQL', async () => {
    await expect(openDatabase({ memory: true })).rejects.toThrow(named);
    // Port 1 has no server: a connection that got past the guard would fail otherwise.
    await expect(openDatabase({ url: 'postgres://matrona@127.0.0.1:1/matrona' })).rejects.toThrow(named);
  });

  it('cannot open a PGlite of its own, nor query one, nor connect a PostgreSQL client', async () => {
    await expect(PGlite.create()).rejects.toThrow(named);
    await expect(PGlite.prototype.query.call({} as PGlite, 'select 1')).rejects.toThrow(named);
    await expect(PGlite.prototype.exec.call({} as PGlite, 'select 1')).rejects.toThrow(named);
    await expect(
      new pg.Client({ connectionString: 'postgres://matrona@127.0.0.1:1/matrona' }).connect(),
    ).rejects.toThrow(named);
    const pool = new pg.Pool({ connectionString: 'postgres://matrona@127.0.0.1:1/matrona' });
    await expect(pool.query('select 1')).rejects.toThrow(named);
    await pool.end();
  });
});
