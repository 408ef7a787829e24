// SQL of the connections between patients and organizations (the care team list), from both
// sides: the patient's list and answers, the console's patients and requests, and the
// practitioners a confirmed connection puts on her team.
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { careTeamMembers, organizationConnections, organizations, practitioners, users } from '../schema.js';
import { containsText } from './organizations.js';

export type ConnectionRow = typeof organizationConnections.$inferSelect;
export type NewConnection = typeof organizationConnections.$inferInsert;
export type PractitionerRow = typeof practitioners.$inferSelect;
/** A connection as the patient's list filters it (the contract's ReferralState). */
export type ConnectionState = 'pending' | 'declined' | 'archived' | 'accepted' | 'ignored';

function inState(state: ConnectionState) {
  const c = organizationConnections;
  switch (state) {
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

/** A page of the patient's connections, newest request first, by organization name and state. */
export async function connectionsPageOf(
  db: Database,
  patientId: number,
  filter: { words?: string; state?: ConnectionState },
  limit: number,
  offset: number,
): Promise<ConnectionRow[]> {
  const where = [eq(organizationConnections.patientId, patientId)];
  if (filter.words) where.push(containsText(organizations.name, filter.words));
  if (filter.state) where.push(inState(filter.state));
  const rows = await db
    .select({ connection: organizationConnections })
    .from(organizationConnections)
    .innerJoin(organizations, eq(organizations.id, organizationConnections.organizationId))
    .where(and(...where))
    .orderBy(desc(organizationConnections.requestedAt), desc(organizationConnections.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.connection);
}

/** A page of the patient's connections with this answer, each with its organization. */
export function connectionsPageWithOrganizations(
  db: Database,
  patientId: number,
  confirmation: 'pending' | 'declined',
  words: string | undefined,
  limit: number,
  offset: number,
) {
  return db
    .select({ connection: organizationConnections, organization: organizations })
    .from(organizationConnections)
    .innerJoin(organizations, eq(organizations.id, organizationConnections.organizationId))
    .where(
      and(
        eq(organizationConnections.patientId, patientId),
        eq(organizationConnections.confirmation, confirmation),
        words ? containsText(organizations.name, words) : undefined,
      ),
    )
    .orderBy(desc(organizationConnections.requestedAt), desc(organizationConnections.id))
    .limit(limit)
    .offset(offset);
}

/** The organizations of the patient's confirmed, not archived connections, the oldest request first. */
export function careOrganizationsOf(db: Database, patientId: number) {
  return db
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

/** The patient's connection to the organization, whatever its state. */
export async function connectionBetween(
  db: Database,
  patientId: number,
  organizationId: number,
): Promise<ConnectionRow | undefined> {
  const [row] = await db
    .select()
    .from(organizationConnections)
    .where(
      and(eq(organizationConnections.patientId, patientId), eq(organizationConnections.organizationId, organizationId)),
    );
  return row;
}

/** The patient's connections to these organizations. */
export function connectionsOfPatientTo(db: Database, patientId: number, organizationIds: number[]) {
  return db
    .select()
    .from(organizationConnections)
    .where(
      and(
        eq(organizationConnections.patientId, patientId),
        inArray(organizationConnections.organizationId, organizationIds),
      ),
    );
}

/** One of the patient's connections (another patient's is not found). */
export async function connectionOfPatient(
  db: Database,
  patientId: number,
  id: number,
): Promise<ConnectionRow | undefined> {
  const [row] = await db
    .select()
    .from(organizationConnections)
    .where(and(eq(organizationConnections.id, id), eq(organizationConnections.patientId, patientId)));
  return row;
}

/** Those of `ids` that are the patient's connections. */
export function connectionsOfPatientByIds(db: Database, patientId: number, ids: number[]): Promise<ConnectionRow[]> {
  return db
    .select()
    .from(organizationConnections)
    .where(and(eq(organizationConnections.patientId, patientId), inArray(organizationConnections.id, ids)));
}

/**
 * Adds a connection; none when the patient and the organization already have one (one a request
 * at the same moment added), which the caller answers as already connected rather than as a failure.
 */
export async function insertConnection(db: Database, values: NewConnection): Promise<ConnectionRow | undefined> {
  const [row] = await db.insert(organizationConnections).values(values).onConflictDoNothing().returning();
  return row;
}

/** Changes a connection, answering it as changed. */
export async function renewConnection(
  db: Database,
  id: number,
  values: Partial<NewConnection>,
): Promise<ConnectionRow> {
  const [row] = await db
    .update(organizationConnections)
    .set(values)
    .where(eq(organizationConnections.id, id))
    .returning();
  return row!;
}

export async function changeConnection(db: Database, id: number, change: Partial<NewConnection>): Promise<void> {
  await db.update(organizationConnections).set(change).where(eq(organizationConnections.id, id));
}

export async function archiveConnections(db: Database, ids: number[], archivedAt: Date | null): Promise<void> {
  await db.update(organizationConnections).set({ archivedAt }).where(inArray(organizationConnections.id, ids));
}

export async function deleteConnection(db: Database, id: number): Promise<void> {
  await db.delete(organizationConnections).where(eq(organizationConnections.id, id));
}

/** The organization's connections in this state, each with its patient: pending the oldest first, others the latest answered first. */
export function connectionsOfOrganization(db: Database, organizationId: number, confirmation: 'confirmed' | 'pending') {
  return db
    .select({ connection: organizationConnections, patient: users })
    .from(organizationConnections)
    .innerJoin(users, eq(users.id, organizationConnections.patientId))
    .where(
      and(
        eq(organizationConnections.organizationId, organizationId),
        eq(organizationConnections.confirmation, confirmation),
      ),
    )
    .orderBy(
      confirmation === 'pending' ? asc(organizationConnections.requestedAt) : desc(organizationConnections.respondedAt),
      asc(organizationConnections.id),
    );
}

/** One of the organization's connections with its patient (another organization's is not found). */
export async function connectionOfOrganization(db: Database, organizationId: number, id: number) {
  const [found] = await db
    .select({ connection: organizationConnections, patient: users })
    .from(organizationConnections)
    .innerJoin(users, eq(users.id, organizationConnections.patientId))
    .where(and(eq(organizationConnections.id, id), eq(organizationConnections.organizationId, organizationId)));
  return found;
}

/** The organization's answer, only while the request is still pending: undefined if it no longer was. */
export async function answerPendingConnection(
  db: Database,
  id: number,
  answer: 'confirmed' | 'declined',
  at: Date,
): Promise<ConnectionRow | undefined> {
  const [row] = await db
    .update(organizationConnections)
    .set({ confirmation: answer, respondedAt: at })
    .where(and(eq(organizationConnections.id, id), eq(organizationConnections.confirmation, 'pending')))
    .returning();
  return row;
}

/** The organization's practitioner (not an assistant). */
export async function practitionerOfOrganization(
  db: Database,
  organizationId: number,
  practitionerId: number,
): Promise<PractitionerRow | undefined> {
  const [row] = await db
    .select()
    .from(practitioners)
    .where(
      and(
        eq(practitioners.id, practitionerId),
        eq(practitioners.organizationId, organizationId),
        ne(practitioners.userType, 'assistant'),
      ),
    );
  return row;
}

export function practitionersByIds(db: Database, ids: number[]): Promise<PractitionerRow[]> {
  return db.select().from(practitioners).where(inArray(practitioners.id, ids));
}

/** The organization's practitioners (not assistants) a connection puts on the team: all, or the one chosen. */
export function teamOfConnection(db: Database, organizationId: number, practitionerId: number | null) {
  return db
    .select({ id: practitioners.id })
    .from(practitioners)
    .where(
      and(
        eq(practitioners.organizationId, organizationId),
        ne(practitioners.userType, 'assistant'),
        practitionerId ? eq(practitioners.id, practitionerId) : undefined,
      ),
    );
}

/** Puts practitioners on the patient's team; those already on it stay as they are. */
export async function addToTeam(db: Database, patientId: number, practitionerIds: number[]): Promise<void> {
  await db
    .insert(careTeamMembers)
    .values(practitionerIds.map((practitionerId) => ({ patientId, practitionerId })))
    .onConflictDoNothing();
}

/** Takes every practitioner of the organization off the patient's team. */
export async function removeOrganizationFromTeam(
  db: Database,
  patientId: number,
  organizationId: number,
): Promise<void> {
  const members = db
    .select({ id: practitioners.id })
    .from(practitioners)
    .where(eq(practitioners.organizationId, organizationId));
  await db
    .delete(careTeamMembers)
    .where(and(eq(careTeamMembers.patientId, patientId), inArray(careTeamMembers.practitionerId, members)));
}
