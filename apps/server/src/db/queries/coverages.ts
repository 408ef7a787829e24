// SQL of covered memberships (Gold someone else pays for) and of what joining one reads: the
// organization's invite code or join code and her connection to its care team.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { inviteCodes, membershipCoverages, organizationConnections, organizations } from '../schema.js';

export type CoverageRow = typeof membershipCoverages.$inferSelect;
export type NewCoverage = typeof membershipCoverages.$inferInsert;
export type InviteCodeRow = typeof inviteCodes.$inferSelect;
export type OrganizationRow = typeof organizations.$inferSelect;
type Confirmation = (typeof organizationConnections.$inferSelect)['confirmation'];

/** The invite of a code, locked until the transaction ends. */
export async function lockInviteByCode(db: Database, code: string): Promise<InviteCodeRow | undefined> {
  const [row] = await db.select().from(inviteCodes).where(eq(inviteCodes.code, code)).for('update');
  return row;
}

export async function markInviteUsed(db: Database, inviteId: number, patientId: number, at: Date): Promise<void> {
  await db.update(inviteCodes).set({ usedByPatientId: patientId, usedAt: at }).where(eq(inviteCodes.id, inviteId));
}

export async function organizationByJoinCode(db: Database, joinCode: string): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.joinCode, joinCode));
  return row;
}

export async function organizationById(db: Database, id: number): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row;
}

/** Where her connection to the organization stands, if she has one. */
export async function connectionConfirmation(
  db: Database,
  patientId: number,
  organizationId: number,
): Promise<Confirmation | undefined> {
  const [existing] = await db
    .select({ confirmation: organizationConnections.confirmation })
    .from(organizationConnections)
    .where(
      and(eq(organizationConnections.patientId, patientId), eq(organizationConnections.organizationId, organizationId)),
    );
  return existing?.confirmation;
}

/** Keeps the coverage unless the organization already covers her; answers whether it was kept. */
export async function insertCoverageOnce(db: Database, coverage: NewCoverage): Promise<boolean> {
  const [kept] = await db
    .insert(membershipCoverages)
    .values(coverage)
    .onConflictDoNothing({ target: [membershipCoverages.userId, membershipCoverages.organizationId] })
    .returning({ id: membershipCoverages.id });
  return kept !== undefined;
}

const awaiting = (patientId: number, organizationId: number) =>
  and(
    eq(membershipCoverages.userId, patientId),
    eq(membershipCoverages.organizationId, organizationId),
    eq(membershipCoverages.awaitingOrganization, true),
  );

/** The coverage waiting for the organization to confirm her, locked until the transaction ends. */
export async function lockAwaitingCoverage(
  db: Database,
  patientId: number,
  organizationId: number,
): Promise<CoverageRow | undefined> {
  const [row] = await db.select().from(membershipCoverages).where(awaiting(patientId, organizationId)).for('update');
  return row;
}

export async function deleteAwaitingCoverage(db: Database, patientId: number, organizationId: number): Promise<void> {
  await db.delete(membershipCoverages).where(awaiting(patientId, organizationId));
}

/** The coverage no longer waits: it gives Gold to `goldUntil`. */
export async function startCoverage(db: Database, coverageId: number, goldUntil: Date): Promise<void> {
  await db
    .update(membershipCoverages)
    .set({ awaitingOrganization: false, goldUntil })
    .where(eq(membershipCoverages.id, coverageId));
}
