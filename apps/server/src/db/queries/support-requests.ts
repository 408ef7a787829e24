// SQL of Contact us: a request is stored before it is e-mailed, so nothing is lost if mail fails.
import type { Database } from '../client.js';
import { supportRequests } from '../schema.js';

export type SupportRequestRow = typeof supportRequests.$inferSelect;
export type NewSupportRequest = typeof supportRequests.$inferInsert;

export async function insertSupportRequest(db: Database, request: NewSupportRequest): Promise<SupportRequestRow> {
  const [row] = await db.insert(supportRequests).values(request).returning();
  return row!;
}
