// SQL of a patient's record as the care team's console reads it: whether the organization may,
// then her profile, pregnancies, babies, newest readings and screenings, and her coverage.
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import {
  bloodPressureReadings,
  children,
  kickCountReadings,
  membershipCoverages,
  monitors,
  organizations,
  pregnancies,
  questionnaireUsers,
  questionnaires,
  users,
  weightReadings,
} from '../schema.js';

/**
 * The patient, whether the organization reaches her at all (a connection, its practitioner on her
 * team, a conversation or an appointment request), and whether she shares her record with it
 * (a confirmed connection with record access): one statement.
 */
export async function patientAsOrganizationReaches(db: Database, patientId: number, organizationId: number) {
  const [row] = await db
    .select({
      patient: users,
      shared: sql<boolean>`exists (select 1 from organization_connections c where c.patient_id = ${patientId} and c.organization_id = ${organizationId}
          and c.confirmation = 'confirmed' and c.record_access)`,
      reached: sql<boolean>`(exists (select 1 from organization_connections c where c.patient_id = ${patientId} and c.organization_id = ${organizationId})
          or exists (select 1 from care_team_members m join practitioners p on p.id = m.practitioner_id where m.patient_id = ${patientId} and p.organization_id = ${organizationId})
          or exists (select 1 from conversations v where v.patient_id = ${patientId} and v.organization_id = ${organizationId})
          or exists (select 1 from appointment_requests r where r.patient_id = ${patientId} and r.organization_id = ${organizationId}))`,
    })
    .from(users)
    .where(and(eq(users.id, patientId), eq(users.role, 'patient')));
  return row;
}

/** Her newest settled coverage: its organization's name (if one) and its insurer. */
export async function newestCoverageOf(db: Database, patientId: number) {
  const [row] = await db
    .select({ organization: organizations.name, insurer: membershipCoverages.insurer })
    .from(membershipCoverages)
    .leftJoin(organizations, eq(organizations.id, membershipCoverages.organizationId))
    .where(and(eq(membershipCoverages.userId, patientId), eq(membershipCoverages.awaitingOrganization, false)))
    .orderBy(desc(membershipCoverages.createdAt), desc(membershipCoverages.id))
    .limit(1);
  return row;
}

/** Finished runs of a scored questionnaire with their definitions, the newest `limit` first. */
export function scoredScreeningsOf(db: Database, patientId: number, limit: number) {
  return db
    .select({ run: questionnaireUsers, definition: questionnaires.definition })
    .from(questionnaireUsers)
    .innerJoin(questionnaires, eq(questionnaires.id, questionnaireUsers.questionnaireId))
    .where(
      and(
        eq(questionnaireUsers.userId, patientId),
        isNotNull(questionnaireUsers.endAt),
        isNotNull(questionnaireUsers.score),
        isNotNull(questionnaireUsers.bandMin),
      ),
    )
    .orderBy(desc(questionnaireUsers.endAt), desc(questionnaireUsers.id))
    .limit(limit);
}

export function pregnanciesOfNewestDueFirst(db: Database, patientId: number) {
  return db
    .select()
    .from(pregnancies)
    .where(eq(pregnancies.userId, patientId))
    .orderBy(desc(pregnancies.dueDate), desc(pregnancies.id));
}

export function childrenOfNewestFirst(db: Database, patientId: number) {
  return db.select().from(children).where(eq(children.userId, patientId)).orderBy(desc(children.id));
}

export function newestBloodPressureOf(db: Database, patientId: number, limit: number) {
  return db
    .select({ reading: bloodPressureReadings })
    .from(bloodPressureReadings)
    .innerJoin(
      monitors,
      and(
        eq(monitors.id, bloodPressureReadings.monitorId),
        eq(monitors.userId, patientId),
        eq(monitors.type, 'pressure'),
      ),
    )
    .orderBy(desc(bloodPressureReadings.measuredAt), desc(bloodPressureReadings.id))
    .limit(limit);
}

/** Saved kick counts (not a running one), each with its monitor's child. */
export function newestKickCountsOf(db: Database, patientId: number, limit: number) {
  return db
    .select({ reading: kickCountReadings, childId: monitors.childId })
    .from(kickCountReadings)
    .innerJoin(
      monitors,
      and(
        eq(monitors.id, kickCountReadings.monitorId),
        eq(monitors.userId, patientId),
        eq(monitors.type, 'kick_counter'),
      ),
    )
    .where(eq(kickCountReadings.running, false))
    .orderBy(desc(kickCountReadings.date), desc(kickCountReadings.time), desc(kickCountReadings.id))
    .limit(limit);
}

export function newestWeightsOf(db: Database, patientId: number, limit: number) {
  return db
    .select({ reading: weightReadings, childId: monitors.childId })
    .from(weightReadings)
    .innerJoin(
      monitors,
      and(eq(monitors.id, weightReadings.monitorId), eq(monitors.userId, patientId), eq(monitors.type, 'weight')),
    )
    .orderBy(desc(weightReadings.measuredOn), desc(weightReadings.id))
    .limit(limit);
}
