// What both servers of the load benchmark run on: a database of their own (PGlite in memory, or a
// fresh PostgreSQL database dropped at the end), migrated like the real server's, with one patient,
// a session and a blood pressure monitor holding some readings. And a count of the statements the
// process sends to its database, read by the parent between runs.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { monitors, sessions, users } from '../../src/db/schema.js';
import { hashToken, newSessionToken } from '../../src/services/secrets.js';
import { freshPostgres } from '../../test/fresh-database.js';

export type BenchDatabase = 'pglite' | 'postgres';
export const SEEDED_READINGS = 200;

export type World = {
  handle: DatabaseHandle;
  /** PostgreSQL's database, for a second server on the same data (joinWorld); null on PGlite. */
  url: string | null;
  token: string;
  monitorId: number;
  /** Statements sent to the database since the process started counting. */
  statements: () => number;
  readingCount: () => Promise<number>;
  close: () => Promise<void>;
};

let statements = 0;

// Every statement the drivers send, transactions' BEGIN and COMMIT included. Counting is installed
// after the migrations, so only the requests' statements (and the seed's) are counted.
function countPg() {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    statements += 1;
    return query.apply(this, args);
  };
}

function countPglite(client: PGlite) {
  type Call = (...args: unknown[]) => unknown;
  const wrapQueries = <T extends Pick<PGlite, 'query' | 'exec'> | Transaction>(target: T): T => {
    const query = (target.query as Call).bind(target);
    const exec = (target.exec as Call).bind(target);
    Object.assign(target, {
      query: (...args: unknown[]) => {
        statements += 1;
        return query(...args);
      },
      exec: (...args: unknown[]) => {
        statements += 1;
        return exec(...args);
      },
    });
    return target;
  };
  wrapQueries(client);
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) => {
    statements += 2; // BEGIN and COMMIT (or ROLLBACK)
    return transaction((tx) => callback(wrapQueries(tx)));
  };
}

async function open(
  kind: BenchDatabase,
): Promise<{ handle: DatabaseHandle; url: string | null; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ memory: true });
    return { handle, url: null, drop: async () => {} };
  }
  const adminUrl = process.env.MAT_TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('PostgreSQL needs MAT_TEST_DATABASE_URL');
  const { url, drop } = await freshPostgres(adminUrl, 'matrona_load');
  return { handle: await openDatabase({ url }), url, drop };
}

/** Another server's connection to a world a first one opened on PostgreSQL: the same data, this process's own statement count. */
export async function joinWorld(url: string): Promise<{ handle: DatabaseHandle; statements: () => number }> {
  const handle = await openDatabase({ url });
  countPg();
  return { handle, statements: () => statements };
}

export async function openWorld(kind: BenchDatabase, { stockDriver = false } = {}): Promise<World> {
  const { handle, url, drop } = await open(kind);
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  // The bare server calls PGlite as it comes, without Matrona's prepared statements (db/pglite-statements.ts).
  if (stockDriver && kind === 'pglite') delete (client as Partial<PGlite>).query;
  if (kind === 'postgres') countPg();
  else countPglite(client);
  const db = handle.db;
  const [user] = await db
    .insert(users)
    .values({
      firstName: 'Bench',
      lastName: 'Patient',
      email: 'load@example.com',
      phone: '5555550998',
      zip: '90012',
      passwordHash: 'x',
      prefs: {
        terms: true,
        call_you: null,
        call_you_other: null,
        measureUnit: 'imperial',
        language: 'en',
        verified_phone: 'yes',
      },
      agreedToPoliciesAt: new Date(),
    })
    .returning();
  const token = newSessionToken();
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId: user!.id, expiresAt: new Date(Date.now() + 24 * 3600_000) });
  const [monitor] = await db
    .insert(monitors)
    .values({ userId: user!.id, type: 'pressure', name: 'Blood pressure' })
    .returning();
  await db.execute(sql`
    insert into blood_pressure_readings (monitor_id, systolic, diastolic, pulse, measured_at, source)
    select ${monitor!.id}, 100 + i % 40, 60 + i % 30, 70, now() - i * interval '1 hour', 'manual'
    from generate_series(1, ${SEEDED_READINGS}) as i`);
  const readingCount = async () => {
    const result = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from blood_pressure_readings where monitor_id = ${monitor!.id}`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as { n: number }[];
    return rows[0]!.n;
  };
  return {
    handle,
    url,
    token,
    monitorId: monitor!.id,
    statements: () => statements,
    readingCount,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}
