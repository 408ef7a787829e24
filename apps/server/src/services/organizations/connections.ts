// The patient's care team organizations (spec 4, "Care team organization"): a connection is pending
// until the organization confirms (or declines); the patient archives, unarchives or removes it;
// connecting gives the organization access to view and update the medical profile, which the
// patient can take back. The contract calls each one a "referral resource".
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  careTeamMembers,
  organizationConnections,
  organizations,
  practitioners,
  referrals,
  users,
} from '../../db/schema.js';
import type { Schema } from '../../contract.js';
import { ConflictError, NotFoundError } from '../errors.js';
import type { Language } from '../language.js';
import { pageWindow, toPage } from '../pagination.js';
import { toPractitioner } from '../conversations/present.js';
import type { Directory } from './directory.js';
import { connectionStatus, type ConnectionRow } from './present.js';
import { toReferral } from './referral-present.js';

type ResourceStatus = Schema<'ReferralState'>;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
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
    const where = [eq(organizationConnections.patientId, patientId)];
    const words = query.search?.trim();
    if (words) where.push(ilike(organizations.name, `%${escapeLike(words)}%`));
    if (query.status) where.push(statusCondition(query.status));
    const rows = await this.db
      .select({ connection: organizationConnections })
      .from(organizationConnections)
      .innerJoin(organizations, eq(organizations.id, organizationConnections.organizationId))
      .where(and(...where))
      .orderBy(desc(organizationConnections.requestedAt), desc(organizationConnections.id))
      .limit(limit)
      .offset(offset);
    return toPage(
      await this.present(
        rows.map((r) => r.connection),
        language,
      ),
      query.page,
    );
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
    const [existing] = await this.db
      .select()
      .from(organizationConnections)
      .where(
        and(
          eq(organizationConnections.patientId, patientId),
          eq(organizationConnections.organizationId, organizationId),
        ),
      );
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
      const [row] = existing
        ? await tx
            .update(organizationConnections)
            .set(values)
            .where(eq(organizationConnections.id, existing.id))
            .returning()
        : await tx
            .insert(organizationConnections)
            .values({ patientId, organizationId, ...values })
            .returning();
      if (options.confirmed) await joinTeam(tx, row!);
      return row!;
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
    await this.db.update(organizationConnections).set(changed).where(eq(organizationConnections.id, connection.id));
  }

  /** Removes a provider: the connection, its access and its practitioners on the team go; a hand-added resource goes too. */
  async remove(patientId: number, id: number) {
    const connection = await this.own(patientId, id);
    await this.db.transaction(async (tx) => {
      await leaveTeam(tx, connection);
      await tx.delete(organizationConnections).where(eq(organizationConnections.id, connection.id));
      await tx
        .delete(organizations)
        .where(and(eq(organizations.id, connection.organizationId), eq(organizations.addedByPatientId, patientId)));
    });
  }

  /** Archives (or unarchives) confirmed connections; one id that is not the patient's, or not confirmed, refuses them all. */
  async setArchived(patientId: number, ids: number[], archived: boolean) {
    const rows = await this.db
      .select()
      .from(organizationConnections)
      .where(and(eq(organizationConnections.patientId, patientId), inArray(organizationConnections.id, ids)));
    if (rows.length !== new Set(ids).size) throw new NotFoundError('No such resource');
    if (rows.some((row) => row.confirmation !== 'confirmed'))
      throw new ConflictError('errors.conflict', 'Only a confirmed organization can be archived');
    await this.db
      .update(organizationConnections)
      .set({ archivedAt: archived ? this.now() : null })
      .where(inArray(organizationConnections.id, ids));
  }

  /** Takes back the organization's access to view and update the medical profile. */
  async revokeRecordAccess(patientId: number, id: number) {
    const connection = await this.own(patientId, id);
    await this.db
      .update(organizationConnections)
      .set({ recordAccess: false })
      .where(eq(organizationConnections.id, connection.id));
  }

  async connections(patientId: number, confirmation: 'pending' | 'declined', query: { page: number; search?: string }) {
    const { limit, offset } = pageWindow(query.page);
    const words = query.search?.trim();
    const rows = await this.db
      .select({ connection: organizationConnections, organization: organizations })
      .from(organizationConnections)
      .innerJoin(organizations, eq(organizations.id, organizationConnections.organizationId))
      .where(
        and(
          eq(organizationConnections.patientId, patientId),
          eq(organizationConnections.confirmation, confirmation),
          words ? ilike(organizations.name, `%${escapeLike(words)}%`) : undefined,
        ),
      )
      .orderBy(desc(organizationConnections.requestedAt), desc(organizationConnections.id))
      .limit(limit)
      .offset(offset);
    return toPage(
      rows.map(({ connection, organization }) => toConnection(connection, organization)),
      query.page,
    );
  }

  /** The organizations on the patient's care team (CurrentUser.user_care_orgs): confirmed and not archived. */
  async careOrganizations(patientId: number) {
    return this.db
      .select({ id: organizations.id, name: organizations.name })
      .from(organizationConnections)
      .innerJoin(organizations, eq(organizations.id, organizationConnections.organizationId))
      .where(
        and(
          eq(organizationConnections.patientId, patientId),
          eq(organizationConnections.confirmation, 'confirmed'),
          isNull(organizationConnections.archivedAt),
        ),
      )
      .orderBy(asc(organizationConnections.requestedAt), asc(organizations.id));
  }

  async own(patientId: number, id: number): Promise<ConnectionRow> {
    const [row] = await this.db
      .select()
      .from(organizationConnections)
      .where(and(eq(organizationConnections.id, id), eq(organizationConnections.patientId, patientId)));
    if (!row) throw new NotFoundError('No such resource');
    return row;
  }

  async practitionerOf(organizationId: number, practitionerId: number) {
    const [row] = await this.db
      .select()
      .from(practitioners)
      .where(
        and(
          eq(practitioners.id, practitionerId),
          eq(practitioners.organizationId, organizationId),
          ne(practitioners.userType, 'assistant'),
        ),
      );
    if (!row) throw new NotFoundError('No such practitioner in this organization');
    return row;
  }

  async present(rows: ConnectionRow[], language: Language) {
    if (rows.length === 0) return [];
    const patientId = rows[0]!.patientId;
    const orgRows = await this.db
      .select()
      .from(organizations)
      .where(
        inArray(
          organizations.id,
          rows.map((r) => r.organizationId),
        ),
      );
    const shown = await this.directory.present(orgRows, patientId, language);
    const picked = rows.flatMap((r) => (r.practitionerId ? [r.practitionerId] : []));
    const team = picked.length
      ? await this.db.select().from(practitioners).where(inArray(practitioners.id, picked))
      : [];
    const latest = await this.db
      .select({ referral: referrals, practitioner: practitioners })
      .from(referrals)
      .leftJoin(practitioners, eq(practitioners.id, referrals.practitionerId))
      .where(
        and(
          eq(referrals.patientId, patientId),
          inArray(
            referrals.organizationId,
            orgRows.map((o) => o.id),
          ),
        ),
      )
      .orderBy(desc(referrals.referredAt), desc(referrals.id));
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

function statusCondition(status: ResourceStatus) {
  const c = organizationConnections;
  switch (status) {
    case 'pending':
      return eq(c.confirmation, 'pending');
    case 'declined':
      return eq(c.confirmation, 'declined');
    case 'archived':
      return and(eq(c.confirmation, 'confirmed'), isNotNull(c.archivedAt))!;
    case 'accepted':
      return and(eq(c.confirmation, 'confirmed'), isNull(c.archivedAt))!;
    case 'ignored':
      return sql`false`;
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

type Tx = Pick<Database, 'insert' | 'delete' | 'select'>;

/** A confirmed connection puts the organization's practitioners (or the one the patient chose) on the patient's team (/team). */
export async function joinTeam(tx: Tx, connection: ConnectionRow) {
  const members = await tx
    .select({ id: practitioners.id })
    .from(practitioners)
    .where(
      and(
        eq(practitioners.organizationId, connection.organizationId),
        ne(practitioners.userType, 'assistant'),
        connection.practitionerId ? eq(practitioners.id, connection.practitionerId) : undefined,
      ),
    );
  if (members.length === 0) return;
  await tx
    .insert(careTeamMembers)
    .values(members.map((m) => ({ patientId: connection.patientId, practitionerId: m.id })))
    .onConflictDoNothing();
}

async function leaveTeam(tx: Tx, connection: ConnectionRow) {
  const members = tx
    .select({ id: practitioners.id })
    .from(practitioners)
    .where(eq(practitioners.organizationId, connection.organizationId));
  await tx
    .delete(careTeamMembers)
    .where(and(eq(careTeamMembers.patientId, connection.patientId), inArray(careTeamMembers.practitionerId, members)));
}

/** Names a patient for the console. */
export const patientName = (row: Pick<typeof users.$inferSelect, 'firstName' | 'lastName'>) =>
  `${row.firstName} ${row.lastName}`.trim();
