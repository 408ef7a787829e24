// The audit trail: every read or change of a patient's record by anyone other than the patient.
// Append-only: a trigger (migration 0012) refuses UPDATE and DELETE. No foreign keys, so a
// removed account does not take its trail with it, nor fail because the trail cannot be deleted.
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Whose record (users.id). */
    patientId: integer('patient_id').notNull(),
    /** Who: the account that looked (users.id), null for the system itself. */
    actorId: integer('actor_id'),
    /** In which capacity: support, care_team, system. */
    actorRole: text('actor_role', { enum: ['support', 'care_team', 'system'] }).notNull(),
    /** The name shown to the patient (kept as it was at the time). */
    actorName: text('actor_name').notNull(),
    /** For which organization (a care team, Matrona), as it was at the time; null when none is known. */
    actorOrganization: text('actor_organization'),
    action: text('action', { enum: ['read', 'change'] }).notNull(),
    /** What: a part of the record (`profile`, `blood_pressure`, `documents`, `export`...). */
    resource: text('resource').notNull(),
    resourceId: text('resource_id'),
    /** From where: the client address. */
    address: text('address'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('audit_events_patient_idx').on(t.patientId, t.at)],
);
