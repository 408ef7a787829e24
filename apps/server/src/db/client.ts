// The database port: a real PostgreSQL when DATABASE_URL is set, else PGlite (PostgreSQL compiled
// to WebAssembly) persisted in a folder. Both run the same Drizzle schema and migrations.
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PostgresNotifications, type Listen } from './notifications.js';
import { keepPreparedStatements } from './pglite-statements.js';
import { schema } from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The database's notifications (db/notifications.ts): what open event streams wait on. */
  listen: Listen;
  close: () => Promise<void>;
};

export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** The advisory lock key that serializes migrations across servers (any fixed number). */
const MIGRATION_LOCK = 20_261_124;

/**
 * Where the data lives: a PostgreSQL URL, a PGlite folder, or PGlite in memory, optionally started
 * from a data directory another PGlite dumped (`dumpDataDir`), so that migrations already applied
 * there are not run again (the server tests start each file from one migrated image).
 */
export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true; image?: Blob };

/** Where the database's own troubles are told (the server's logger once it exists). */
export type DatabaseLog = { warn: (object: object, message: string) => void };

export async function openDatabase(target: DatabaseTarget, log: DatabaseLog = console): Promise<DatabaseHandle> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // PostgreSQL ends an idle connection when it restarts, fails over or is told to: the pool
    // drops that client and opens another at the next query. Without a listener the event would
    // end the process, and every instance with it.
    pool.on('error', (error) => log.warn({ err: error }, 'an idle database connection was lost; the pool replaces it'));
    const db = drizzlePg(pool, { schema });
    // Several servers may start at once on one database: the migrations run under a lock, so one
    // migrates and the others wait and then find nothing left to do.
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(db, { migrationsFolder });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      lock.release();
    }
    const notifications = new PostgresNotifications(target.url, log);
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      listen: notifications.listen,
      close: async () => {
        await notifications.close();
        await pool.end();
      },
    };
  }
  let client: PGlite;
  if ('dataDir' in target) {
    const dir = join(target.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create(target.image ? { loadDataDir: target.image } : {});
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  // After the migrations: the requests' statements are prepared once each (pglite-statements.ts).
  keepPreparedStatements(client);
  // PGlite is one connection in this process: a NOTIFY committed on it reaches its listeners here.
  const listen: Listen = (channel, onPayload) => client.listen(channel, onPayload);
  return { db: db as unknown as Database, kind: 'pglite', listen, close: () => client.close() };
}
