// SQL of what the current user's answer adds to her row: how many children she has and her care team.
import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { careTeamMembers, children, organizations, practitioners } from '../schema.js';

export async function countChildrenOf(db: Database, userId: number): Promise<number | undefined> {
  const [counted] = await db.select({ n: count() }).from(children).where(eq(children.userId, userId));
  return counted?.n;
}

/** The practitioners of the patient's care team with their organizations, in the order they joined it. */
export function careTeamOfPatient(db: Database, patientId: number) {
  return db
    .select({ practitioner: practitioners, organization: organizations })
    .from(careTeamMembers)
    .innerJoin(practitioners, eq(practitioners.id, careTeamMembers.practitionerId))
    .innerJoin(organizations, eq(organizations.id, practitioners.organizationId))
    .where(eq(careTeamMembers.patientId, patientId))
    .orderBy(asc(careTeamMembers.addedAt), asc(practitioners.id));
}
