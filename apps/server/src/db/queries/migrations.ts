// SQL of the database's own bookkeeping: how many of the build's migrations it has applied (what
// GET /readyz compares with the migrations this build carries).
import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { rowsOf } from './rows.js';

export async function appliedMigrationCount(db: Database): Promise<number> {
  const [row] = await rowsOf<{ applied: number }>(
    db,
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  );
  return Number(row?.applied ?? 0);
}
