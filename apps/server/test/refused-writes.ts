// Makes the database refuse one kind of write to one table while `work` runs, as an outage or a
// constraint would in the middle of a use case: a trigger that raises, on PGlite and PostgreSQL alike.
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TestContext } from './harness.js';

export async function whileRefusing<T>(
  ctx: TestContext,
  table: PgTable,
  write: 'INSERT' | 'UPDATE' | 'DELETE',
  work: () => Promise<T>,
): Promise<T> {
  const db = ctx.db.db;
  const name = getTableName(table);
  await db.execute(
    sql.raw(
      `CREATE OR REPLACE FUNCTION mat_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'write refused by the test'; END $$`,
    ),
  );
  await db.execute(
    sql.raw(
      `CREATE TRIGGER mat_test_refuse BEFORE ${write} ON "${name}" FOR EACH ROW EXECUTE FUNCTION mat_test_refuse()`,
    ),
  );
  try {
    return await work();
  } finally {
    await db.execute(sql.raw(`DROP TRIGGER mat_test_refuse ON "${name}"`));
  }
}
