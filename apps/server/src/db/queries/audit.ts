// SQL of the audit trail: insert and read only; the table refuses UPDATE and DELETE itself.
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { auditEvents } from '../schema.js';

export type AuditEventRow = typeof auditEvents.$inferSelect;
export type NewAuditEvent = typeof auditEvents.$inferInsert;

export async function insertAuditEvents(db: Database, events: NewAuditEvent[]): Promise<void> {
  if (events.length > 0) await db.insert(auditEvents).values(events);
}

export function auditEventsOfPatient(db: Database, patientId: number, limit: number, offset: number): Promise<AuditEventRow[]> {
  return db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.patientId, patientId))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(limit)
    .offset(offset);
}
