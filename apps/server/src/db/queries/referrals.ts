// SQL of referrals: the patient's, each with its organization and practitioner; her answers, which
// move one only from the state it was read in; and the organizations and practitioners she may refer
// herself to.
import { and, asc, desc, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from '../client.js';
import { organizations, practitioners, referrals } from '../schema.js';
import { containsText } from './organizations.js';

export type ReferralRow = typeof referrals.$inferSelect;
export type NewReferral = typeof referrals.$inferInsert;

function referralsWhere(db: Database, where: SQL) {
  return db
    .select({ referral: referrals, organization: organizations, practitioner: practitioners })
    .from(referrals)
    .innerJoin(organizations, eq(organizations.id, referrals.organizationId))
    .leftJoin(practitioners, eq(practitioners.id, referrals.practitionerId))
    .where(where)
    .orderBy(desc(referrals.referredAt), desc(referrals.id));
}

/** The patient's pending referrals with their organizations and practitioners, the newest first. */
export function pendingReferralsOf(db: Database, patientId: number) {
  return referralsWhere(db, and(eq(referrals.patientId, patientId), eq(referrals.status, 'pending'))!);
}

/** One referral with its organization and practitioner (as a list: empty when absent). */
export function referralWithOrganization(db: Database, id: number) {
  return referralsWhere(db, eq(referrals.id, id));
}

/** The patient's referrals to one organization with their organizations and practitioners, the newest first. */
export function referralsOfPatientToOrganization(db: Database, patientId: number, organizationId: number) {
  return referralsWhere(db, and(eq(referrals.patientId, patientId), eq(referrals.organizationId, organizationId))!);
}

/** The patient's referrals to these organizations with their practitioners, the newest first. */
export function referralsOfPatientTo(db: Database, patientId: number, organizationIds: number[]) {
  return db
    .select({ referral: referrals, practitioner: practitioners })
    .from(referrals)
    .leftJoin(practitioners, eq(practitioners.id, referrals.practitionerId))
    .where(and(eq(referrals.patientId, patientId), inArray(referrals.organizationId, organizationIds)))
    .orderBy(desc(referrals.referredAt), desc(referrals.id));
}

/** One of the patient's referrals (another patient's is not found). */
export async function referralOfPatient(db: Database, patientId: number, id: number): Promise<ReferralRow | undefined> {
  const [row] = await db
    .select()
    .from(referrals)
    .where(and(eq(referrals.id, id), eq(referrals.patientId, patientId)));
  return row;
}

/** A referral of the patient to the organization, if any. */
export async function referralBetween(
  db: Database,
  patientId: number,
  organizationId: number,
): Promise<ReferralRow | undefined> {
  const [existing] = await db
    .select()
    .from(referrals)
    .where(and(eq(referrals.patientId, patientId), eq(referrals.organizationId, organizationId)));
  return existing;
}

/** Moves a referral on only from the state it was read in: undefined if it had moved already. */
export async function moveReferral(
  db: Database,
  id: number,
  from: ReferralRow['status'],
  to: ReferralRow['status'],
): Promise<ReferralRow | undefined> {
  const [moved] = await db
    .update(referrals)
    .set({ status: to })
    .where(and(eq(referrals.id, id), eq(referrals.status, from)))
    .returning();
  return moved;
}

export async function insertReferral(db: Database, values: NewReferral): Promise<ReferralRow> {
  const [row] = await db.insert(referrals).values(values).returning();
  return row!;
}

export async function insertReferrals(db: Database, values: NewReferral[]): Promise<void> {
  await db.insert(referrals).values(values);
}

/** Listed organizations (not added by a patient) by name, the first `limit`. */
export function listedOrganizationsNamed(db: Database, words: string | undefined, limit: number) {
  return db
    .select()
    .from(organizations)
    .where(
      and(
        eq(organizations.listed, true),
        isNull(organizations.addedByPatientId),
        words ? containsText(organizations.name, words) : undefined,
      ),
    )
    .orderBy(asc(organizations.name))
    .limit(limit);
}

/** Practitioners (not assistants) of listed organizations, of one or any, by first or last name, the first `limit`. */
export function listedPractitionersNamed(
  db: Database,
  words: string | undefined,
  organizationId: number | undefined,
  limit: number,
) {
  return db
    .select({ practitioner: practitioners, organization: organizations })
    .from(practitioners)
    .innerJoin(organizations, eq(organizations.id, practitioners.organizationId))
    .where(
      and(
        eq(organizations.listed, true),
        ne(practitioners.userType, 'assistant'),
        organizationId ? eq(organizations.id, organizationId) : undefined,
        words
          ? or(containsText(practitioners.firstName, words), containsText(practitioners.lastName, words))
          : undefined,
      ),
    )
    .orderBy(asc(practitioners.lastName), asc(practitioners.id))
    .limit(limit);
}
