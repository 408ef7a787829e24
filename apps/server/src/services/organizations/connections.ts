// The patient's care team organizations (spec 4, "Care team organization"): a connection is pending
// until the organization confirms (or declines); the patient archives, unarchives or removes it;
// connecting gives the organization access to view and update the medical profile, which the
// patient can take back. The contract calls each one a "referral resource".
import type { Database } from '../../db/client.js';
import { organizationsByIds, deleteOrganizationAddedBy } from '../../db/queries/organizations.js';
import {
  addToTeam,
  archiveConnections,
  careOrganizationsOf,
  changeConnection,
  connectionBetween,
  connectionOfPatient,
  connectionsOfPatientByIds,
  connectionsPageOf,
  connectionsPageWithOrganizations,
  deleteConnection,
  insertConnection,
  practitionerOfOrganization,
  practitionersByIds,
  removeOrganizationFromTeam,
  renewConnection,
  teamOfConnection,
} from '../../db/queries/organization-connections.js';
import { referralsOfPatientTo } from '../../db/queries/referrals.js';
import type { UserRow } from '../sessions.js';
import type { Schema } from '../../contract.js';
import { ConflictError, NotFoundError } from '../errors.js';
import type { Language } from '../language.js';
import { pageWindow, toPage } from '../pagination.js';
import { toPractitioner } from '../conversations/present.js';
import type { Directory } from './directory.js';
import { connectionStatus, type ConnectionRow } from './present.js';
import { toReferral } from './referral-present.js';

type ResourceStatus = Schema<'ReferralState'>;
const alreadyConnected = () =>
  new ConflictError('errors.conflict', 'This organization is already on the care team list');

/** The contract's state of a resource: the organization's answer, then the patient's archive. */
export function resourceStatus(row: Pick<ConnectionRow, 'confirmation' | 'archivedAt'>): ResourceStatus {
  const status = connectionStatus(row);
  return status === 'active' ? 'accepted' : status === 'none' ? 'pending' : status;
}

export type ConnectOptions = { practitionerId?: number | null; note?: string | null; confirmed?: boolean };

export class CareTeamOrganizations {
  constructor(
    private readonly db: Database,
    private readonly directory: Directory,
    private readonly now: () => Date,
  ) {}

  async list(patientId: number, query: { page: number; status?: ResourceStatus; search?: string }, language: Language) {
    const { limit, offset } = pageWindow(query.page);
    const rows = await connectionsPageOf(
      this.db,
      patientId,
      { words: query.search?.trim(), state: query.status },
      limit,
      offset,
    );
    return toPage(await this.present(rows, language), query.page);
  }

  async get(patientId: number, id: number, language: Language) {
    return (await this.present([await this.own(patientId, id)], language))[0]!;
  }

  /**
   * Asks to join an organization's care team (from the directory, a code, a referral): pending until
   * it confirms, unless `confirmed` (an invite it sent, Matrona's own team). A declined request may
   * be made again; any other existing connection is a conflict.
   */
  async connect(patientId: number, organizationId: number, options: ConnectOptions = {}): Promise<ConnectionRow> {
    const at = this.now();
    const existing = await connectionBetween(this.db, patientId, organizationId);
    if (existing && existing.confirmation !== 'declined') throw alreadyConnected();
    const values = {
      practitionerId: options.practitionerId ?? null,
      note: options.note ?? null,
      confirmation: options.confirmed ? ('confirmed' as const) : ('pending' as const),
      recordAccess: true,
      archivedAt: null,
      requestedAt: at,
      respondedAt: options.confirmed ? at : null,
    };
    return this.db.transaction(async (tx) => {
      const row = existing
        ? await renewConnection(tx, existing.id, values)
        : await insertConnection(tx, { patientId, organizationId, ...values });
      // Another request connected the two between the check above and this insert.
      if (!row) throw alreadyConnected();
      if (options.confirmed) await joinTeam(tx, row);
      return row;
    });
  }

  async update(patientId: number, id: number, change: { practitionerId?: number | null; note?: string | null }) {
    const connection = await this.own(patientId, id);
    if (change.practitionerId) await this.practitionerOf(connection.organizationId, change.practitionerId);
    const changed = {
      ...(change.practitionerId !== undefined ? { practitionerId: change.practitionerId } : {}),
      ...(change.note !== undefined ? { note: change.note } : {}),
    };
    if (Object.keys(changed).length === 0) return;
    await changeConnection(this.db, connection.id, changed);
  }

  /** Removes a provider: the connection, its access and its practitioners on the team go; a hand-added resource goes too. */
  async remove(patientId: number, id: number) {
    const connection = await this.own(patientId, id);
    await this.db.transaction(async (tx) => {
      await leaveTeam(tx, connection);
      await deleteConnection(tx, connection.id);
      await deleteOrganizationAddedBy(tx, connection.organizationId, patientId);
    });
  }

  /** Archives (or unarchives) confirmed connections; one id that is not the patient's, or not confirmed, refuses them all. */
  async setArchived(patientId: number, ids: number[], archived: boolean) {
    const rows = await connectionsOfPatientByIds(this.db, patientId, ids);
    if (rows.length !== new Set(ids).size) throw new NotFoundError('No such resource');
    if (rows.some((row) => row.confirmation !== 'confirmed'))
      throw new ConflictError('errors.conflict', 'Only a confirmed organization can be archived');
    await archiveConnections(this.db, ids, archived ? this.now() : null);
  }

  /** Takes back the organization's access to view and update the medical profile. */
  async revokeRecordAccess(patientId: number, id: number) {
    const connection = await this.own(patientId, id);
    await changeConnection(this.db, connection.id, { recordAccess: false });
  }

  async connections(patientId: number, confirmation: 'pending' | 'declined', query: { page: number; search?: string }) {
    const { limit, offset } = pageWindow(query.page);
    const words = query.search?.trim();
    const rows = await connectionsPageWithOrganizations(this.db, patientId, confirmation, words, limit, offset);
    return toPage(
      rows.map(({ connection, organization }) => toConnection(connection, organization)),
      query.page,
    );
  }

  /** The organizations on the patient's care team (CurrentUser.user_care_orgs): confirmed and not archived. */
  async careOrganizations(patientId: number) {
    return careOrganizationsOf(this.db, patientId);
  }

  async own(patientId: number, id: number): Promise<ConnectionRow> {
    const row = await connectionOfPatient(this.db, patientId, id);
    if (!row) throw new NotFoundError('No such resource');
    return row;
  }

  async practitionerOf(organizationId: number, practitionerId: number) {
    const row = await practitionerOfOrganization(this.db, organizationId, practitionerId);
    if (!row) throw new NotFoundError('No such practitioner in this organization');
    return row;
  }

  async present(rows: ConnectionRow[], language: Language) {
    if (rows.length === 0) return [];
    const patientId = rows[0]!.patientId;
    const orgRows = await organizationsByIds(
      this.db,
      rows.map((r) => r.organizationId),
    );
    const shown = await this.directory.present(orgRows, patientId, language);
    const picked = rows.flatMap((r) => (r.practitionerId ? [r.practitionerId] : []));
    const team = picked.length ? await practitionersByIds(this.db, picked) : [];
    const latest = await referralsOfPatientTo(
      this.db,
      patientId,
      orgRows.map((o) => o.id),
    );
    return rows.map((row) => {
      const organization = orgRows.find((o) => o.id === row.organizationId)!;
      const practitioner = team.find((p) => p.id === row.practitionerId);
      const referral = latest.find((r) => r.referral.organizationId === row.organizationId);
      return {
        id: row.id,
        status: resourceStatus(row),
        organization: shown.find((o) => o.id === row.organizationId)!,
        practitioner: practitioner ? toPractitioner(practitioner, organization, language) : null,
        note: row.note,
        added_at: row.requestedAt.toISOString(),
        record_access: row.recordAccess,
        added_by_patient: organization.addedByPatientId === patientId,
        referral: referral ? toReferral(referral.referral, organization, referral.practitioner, language) : null,
      };
    });
  }
}

export const toConnection = (
  row: ConnectionRow,
  organization: { id: number; name: string },
): Schema<'OrganizationConnection'> => ({
  id: row.id,
  organization: { id: organization.id, name: organization.name },
  status: connectionStatus(row),
  requested_at: row.requestedAt.toISOString(),
  responded_at: row.respondedAt?.toISOString() ?? null,
});

/** A confirmed connection puts the organization's practitioners (or the one the patient chose) on the patient's team (/team). */
export async function joinTeam(db: Database, connection: ConnectionRow) {
  const members = await teamOfConnection(db, connection.organizationId, connection.practitionerId);
  if (members.length === 0) return;
  await addToTeam(
    db,
    connection.patientId,
    members.map((m) => m.id),
  );
}

const leaveTeam = (db: Database, connection: ConnectionRow) =>
  removeOrganizationFromTeam(db, connection.patientId, connection.organizationId);

/** Names a patient for the console. */
export const patientName = (row: Pick<UserRow, 'firstName' | 'lastName'>) => `${row.firstName} ${row.lastName}`.trim();
