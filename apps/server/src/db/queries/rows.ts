// Raw SQL's rows, typed once here. Drizzle types `db.execute` by the driver, and `Database` is
// written for both (node-postgres and PGlite), so its answer is not typed; both drivers answer
// `{ rows }`. Queries that need SQL the builder cannot say (a CTE that checks the owner and
// inserts in one statement) call this instead of casting at each call.
import type { SQL } from 'drizzle-orm';
import type { Database } from '../client.js';

/** The rows of a raw statement; `Row` is what its `returning`/`select` list names. */
export async function rowsOf<Row>(db: Database, statement: SQL): Promise<Row[]> {
  const answer = (await db.execute(statement)) as unknown as { rows: Row[] };
  return answer.rows;
}
