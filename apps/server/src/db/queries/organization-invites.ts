// SQL of organizations' invites (to a patient already signed up) and invite codes (a link that
// brings her to registration): each moves on only from the state it was read in, so two answers
// at once cannot both win.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../client.js';
import { inviteCodes, organizationInvites, organizations } from '../schema.js';

export type InviteRow = typeof organizationInvites.$inferSelect;
export type InviteState = InviteRow['state'];
export type InviteCodeRow = typeof inviteCodes.$inferSelect;

/** The patient's invites in these states with their organizations, the oldest first. */
export function invitesInStates(db: Database, patientId: number, states: InviteState[]) {
  return db
    .select({ invite: organizationInvites, organization: organizations })
    .from(organizationInvites)
    .innerJoin(organizations, eq(organizations.id, organizationInvites.organizationId))
    .where(and(eq(organizationInvites.patientId, patientId), inArray(organizationInvites.state, states)))
    .orderBy(asc(organizationInvites.invitedAt), asc(organizationInvites.id));
}

/** One of the patient's invites with its organization (another patient's is not found). */
export async function inviteOfPatient(db: Database, patientId: number, id: number) {
  const [found] = await db
    .select({ invite: organizationInvites, organization: organizations })
    .from(organizationInvites)
    .innerJoin(organizations, eq(organizations.id, organizationInvites.organizationId))
    .where(and(eq(organizationInvites.id, id), eq(organizationInvites.patientId, patientId)));
  return found;
}

/** Moves an invite on only from the state it was read in: undefined if it had moved already. */
export async function moveInvite(
  db: Database,
  id: number,
  from: InviteState,
  to: InviteState,
): Promise<InviteRow | undefined> {
  const [updated] = await db
    .update(organizationInvites)
    .set({ state: to })
    .where(and(eq(organizationInvites.id, id), eq(organizationInvites.state, from)))
    .returning();
  return updated;
}

/** Those of `ids` that are the patient's invites. */
export function invitesOfPatientByIds(db: Database, patientId: number, ids: number[]): Promise<InviteRow[]> {
  return db
    .select()
    .from(organizationInvites)
    .where(and(eq(organizationInvites.patientId, patientId), inArray(organizationInvites.id, ids)));
}

export async function markInvitesMovedToPending(db: Database, ids: number[]): Promise<void> {
  await db.update(organizationInvites).set({ state: 'movedToPending' }).where(inArray(organizationInvites.id, ids));
}

/** The invite code (already normalized) with its organization. */
export async function inviteCodeWithOrganization(db: Database, code: string) {
  const [found] = await db
    .select({ invite: inviteCodes, organization: organizations })
    .from(inviteCodes)
    .innerJoin(organizations, eq(organizations.id, inviteCodes.organizationId))
    .where(eq(inviteCodes.code, code));
  return found;
}

export async function inviteCodeNamed(db: Database, code: string): Promise<InviteCodeRow | undefined> {
  const [row] = await db.select().from(inviteCodes).where(eq(inviteCodes.code, code));
  return row;
}

/** Takes an unused invite code for the patient: undefined if someone had it already. */
export async function takeInviteCode(
  db: Database,
  id: number,
  patientId: number,
  at: Date,
): Promise<InviteCodeRow | undefined> {
  const [taken] = await db
    .update(inviteCodes)
    .set({ usedByPatientId: patientId, usedAt: at })
    .where(and(eq(inviteCodes.id, id), isNull(inviteCodes.usedAt)))
    .returning();
  return taken;
}
