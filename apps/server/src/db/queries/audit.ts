// SQL of the audit trail: insert and read only; the table refuses UPDATE and DELETE itself.
import { and, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../client.js';
import { auditEvents } from '../schema.js';

export type AuditEventRow = typeof auditEvents.$inferSelect;
export type NewAuditEvent = typeof auditEvents.$inferInsert;

export async function insertAuditEvents(db: Database, events: NewAuditEvent[]): Promise<void> {
  if (events.length > 0) await db.insert(auditEvents).values(events);
}

export function auditEventsOfPatient(
  db: Database,
  patientId: number,
  limit: number,
  offset: number,
): Promise<AuditEventRow[]> {
  return db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.patientId, patientId))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(limit)
    .offset(offset);
}

/** The patients of `patientIds` whose `resource` this actor already read since `since` (one list's entries). */
export async function patientsReadSince(
  db: Database,
  actorId: number | null,
  resource: string,
  patientIds: number[],
  since: Date,
): Promise<Set<number>> {
  if (patientIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ patientId: auditEvents.patientId })
    .from(auditEvents)
    .where(
      and(
        inArray(auditEvents.patientId, patientIds),
        gte(auditEvents.at, since),
        actorId === null ? isNull(auditEvents.actorId) : eq(auditEvents.actorId, actorId),
        eq(auditEvents.resource, resource),
        eq(auditEvents.action, 'read'),
      ),
    );
  return new Set(rows.map((row) => row.patientId));
}
