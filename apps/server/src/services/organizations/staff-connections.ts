// The console's side of connections: a provider sees the patients connected to their organization
// and the requests waiting for it, and confirms or declines each (spec 4: "a connection may stay
// pending until the other party confirms"). Only their own organization's, like the inbox.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organizationConnections, users } from '../../db/schema.js';
import type { Staff } from '../conversations/inbox.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { connectionStatus, type ConnectionRow } from './present.js';
import { joinTeam, patientName } from './connections.js';
import { settleAwaitingCoverage } from '../payments/covered.js';

const toPatientConnection = (row: ConnectionRow, patient: typeof users.$inferSelect) => ({
  id: row.id,
  patient: { id: patient.id, name: patientName(patient) },
  // Never 'none': the row is the connection.
  status: connectionStatus(row) as 'pending' | 'active' | 'archived' | 'declined',
  record_access: row.recordAccess,
  requested_at: row.requestedAt.toISOString(),
  responded_at: row.respondedAt?.toISOString() ?? null,
});

export class StaffConnections {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** The organization's patients (confirmed, archived by the patient or not), then those waiting. */
  async list(staff: Staff, which: 'connected' | 'pending') {
    const rows = await this.db
      .select({ connection: organizationConnections, patient: users })
      .from(organizationConnections)
      .innerJoin(users, eq(users.id, organizationConnections.patientId))
      .where(
        and(
          eq(organizationConnections.organizationId, staff.organization.id),
          eq(organizationConnections.confirmation, which === 'connected' ? 'confirmed' : 'pending'),
        ),
      )
      .orderBy(
        which === 'pending' ? asc(organizationConnections.requestedAt) : desc(organizationConnections.respondedAt),
        asc(organizationConnections.id),
      );
    return rows.map(({ connection, patient }) => toPatientConnection(connection, patient));
  }

  async answer(staff: Staff, id: number, answer: 'confirmed' | 'declined') {
    const [found] = await this.db
      .select({ connection: organizationConnections, patient: users })
      .from(organizationConnections)
      .innerJoin(users, eq(users.id, organizationConnections.patientId))
      .where(
        and(eq(organizationConnections.id, id), eq(organizationConnections.organizationId, staff.organization.id)),
      );
    if (!found) throw new NotFoundError('No such connection request');
    if (found.connection.confirmation !== 'pending')
      throw new ConflictError('errors.conflict', 'This request was already answered');
    const updated = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(organizationConnections)
        .set({ confirmation: answer, respondedAt: this.now() })
        .where(and(eq(organizationConnections.id, id), eq(organizationConnections.confirmation, 'pending')))
        .returning();
      if (!row) throw new ConflictError('errors.conflict', 'This request was already answered');
      if (answer === 'confirmed') await joinTeam(tx, row);
      await settleAwaitingCoverage(tx, row.patientId, row.organizationId, answer, this.now());
      return row;
    });
    return toPatientConnection(updated, found.patient);
  }
}
