// The console's side of connections: a provider sees the patients connected to their organization
// and the requests waiting for it, and confirms or declines each (spec 4: "a connection may stay
// pending until the other party confirms"). Only their own organization's, like the inbox.
import type { Database } from '../../db/client.js';
import {
  answerPendingConnection,
  connectionOfOrganization,
  connectionsOfOrganization,
} from '../../db/queries/organization-connections.js';
import type { UserRow } from '../sessions.js';
import type { Staff } from '../conversations/inbox.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { connectionStatus, type ConnectionRow } from './present.js';
import { joinTeam, patientName } from './connections.js';
import { settleAwaitingCoverage } from '../payments/covered.js';

const toPatientConnection = (row: ConnectionRow, patient: UserRow) => ({
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
    const rows = await connectionsOfOrganization(
      this.db,
      staff.organization.id,
      which === 'connected' ? 'confirmed' : 'pending',
    );
    return rows.map(({ connection, patient }) => toPatientConnection(connection, patient));
  }

  async answer(staff: Staff, id: number, answer: 'confirmed' | 'declined') {
    const found = await connectionOfOrganization(this.db, staff.organization.id, id);
    if (!found) throw new NotFoundError('No such connection request');
    if (found.connection.confirmation !== 'pending')
      throw new ConflictError('errors.conflict', 'This request was already answered');
    const updated = await this.db.transaction(async (tx) => {
      const row = await answerPendingConnection(tx, id, answer, this.now());
      if (!row) throw new ConflictError('errors.conflict', 'This request was already answered');
      if (answer === 'confirmed') await joinTeam(tx, row);
      await settleAwaitingCoverage(tx, row.patientId, row.organizationId, answer, this.now());
      return row;
    });
    return toPatientConnection(updated, found.patient);
  }
}
