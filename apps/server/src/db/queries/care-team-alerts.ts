// SQL of the care team's urgent alerts (crisis answers, blood pressure): stored in the caller's
// transaction, listed for the organizations that care for the patient, resolved once.
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../client.js';
import {
  bloodPressureReadingSymptoms,
  bloodPressureReadings,
  careTeamAlerts,
  careTeamMembers,
  conversations,
  organizations,
  practitioners,
  questionnaireUsers,
  questionnaires,
  symptoms,
  users,
} from '../schema.js';

export type CareTeamAlertRow = typeof careTeamAlerts.$inferSelect;
export type NewCareTeamAlert = typeof careTeamAlerts.$inferInsert;
/** The organization whose console reads alerts: its id, and whether it is Matrona's own team. */
export type AlertsReader = Pick<typeof organizations.$inferSelect, 'id' | 'kind'>;

export async function insertAlert(db: Database, alert: NewCareTeamAlert): Promise<CareTeamAlertRow> {
  const [row] = await db.insert(careTeamAlerts).values(alert).returning();
  return row!;
}

/** The crisis alert already raised for this question of a run, if any. */
export async function crisisAlertOf(
  db: Database,
  questionnaireUserId: number,
  questionId: number,
): Promise<CareTeamAlertRow | undefined> {
  const [row] = await db
    .select()
    .from(careTeamAlerts)
    .where(
      and(
        eq(careTeamAlerts.questionnaireUserId, questionnaireUserId),
        eq(careTeamAlerts.questionId, questionId),
        eq(careTeamAlerts.kind, 'crisis_answer'),
      ),
    );
  return row;
}

/** The patient of a crisis alert raised for any question of this run, if any. */
export async function patientOfCrisisAlertOfRun(db: Database, questionnaireUserId: number): Promise<number | null> {
  const [row] = await db
    .select({ patientId: careTeamAlerts.userId })
    .from(careTeamAlerts)
    .where(and(eq(careTeamAlerts.questionnaireUserId, questionnaireUserId), eq(careTeamAlerts.kind, 'crisis_answer')))
    .limit(1);
  return row ? row.patientId : null;
}

/** Urgent first, then those a severe recheck raised, then newest first. */
const openAlertsOrder = [
  desc(careTeamAlerts.urgent),
  sql`${careTeamAlerts.raisedAt} is null`,
  desc(careTeamAlerts.createdAt),
  desc(careTeamAlerts.id),
];

/** Every unresolved alert, of every patient. */
export function allOpenAlerts(db: Database): Promise<CareTeamAlertRow[]> {
  return db
    .select()
    .from(careTeamAlerts)
    .where(isNull(careTeamAlerts.resolvedAt))
    .orderBy(...openAlertsOrder);
}

/** The patient's unresolved blood pressure alert of the newest reading, if any. */
export async function openBloodPressureAlertOf(db: Database, patientId: number): Promise<CareTeamAlertRow | undefined> {
  const [open] = await db
    .select()
    .from(careTeamAlerts)
    .where(
      and(
        eq(careTeamAlerts.userId, patientId),
        eq(careTeamAlerts.kind, 'blood_pressure'),
        isNull(careTeamAlerts.resolvedAt),
      ),
    )
    .orderBy(desc(careTeamAlerts.readingMeasuredAt), desc(careTeamAlerts.id))
    .limit(1);
  return open;
}

/** A severe recheck raises the open alert's urgency. */
export async function raiseAlert(
  db: Database,
  id: number,
  raisedAt: Date,
  recheckReadingId: number,
): Promise<CareTeamAlertRow> {
  const [raised] = await db
    .update(careTeamAlerts)
    .set({ raisedAt, recheckReadingId })
    .where(eq(careTeamAlerts.id, id))
    .returning();
  return raised!;
}

/** Whether an alert already came of this reading, as its first reading or its recheck. */
export async function readingHasAlert(db: Database, readingId: number): Promise<boolean> {
  const [known] = await db
    .select({ id: careTeamAlerts.id })
    .from(careTeamAlerts)
    .where(or(eq(careTeamAlerts.bloodPressureReadingId, readingId), eq(careTeamAlerts.recheckReadingId, readingId)))
    .limit(1);
  return known !== undefined;
}

/** The organizations with one of their practitioners on the patient's team, or she wrote to, by name. */
export function organizationsCaringFor(db: Database, patientId: number) {
  const teamOrganizations = db
    .select({ id: practitioners.organizationId })
    .from(careTeamMembers)
    .innerJoin(practitioners, eq(practitioners.id, careTeamMembers.practitionerId))
    .where(eq(careTeamMembers.patientId, patientId));
  const wroteTo = db
    .select({ id: conversations.organizationId })
    .from(conversations)
    .where(eq(conversations.patientId, patientId));
  return db
    .select({ name: organizations.name, kind: organizations.kind })
    .from(organizations)
    .where(sql`${organizations.id} in ${teamOrganizations} or ${organizations.id} in ${wroteTo}`)
    .orderBy(organizations.name);
}

/** The name of Matrona's own organization (the first, if several). */
export async function matronaOrganizationName(db: Database): Promise<string | undefined> {
  const [matrona] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.kind, 'matrona'))
    .orderBy(organizations.id)
    .limit(1);
  return matrona?.name;
}

/**
 * The alerts of the organization's patients: those with one of its practitioners on their team, or
 * who wrote to it. Matrona's own care team is also the team of last resort: a patient no
 * organization cares for yet is theirs.
 */
function ofPatientsOf(db: Database, organization: AlertsReader) {
  const teamOf = (organizationId?: number) =>
    db
      .select({ id: careTeamMembers.patientId })
      .from(careTeamMembers)
      .innerJoin(practitioners, eq(practitioners.id, careTeamMembers.practitionerId))
      .where(organizationId === undefined ? undefined : eq(practitioners.organizationId, organizationId));
  const wroteTo = (organizationId?: number) =>
    db
      .select({ id: conversations.patientId })
      .from(conversations)
      .where(organizationId === undefined ? undefined : eq(conversations.organizationId, organizationId));
  const patient = careTeamAlerts.userId;
  const cared = sql`(${patient} in ${teamOf(organization.id)} or ${patient} in ${wroteTo(organization.id)})`;
  if (organization.kind !== 'matrona') return cared;
  return sql`(${cared} or (${patient} not in ${teamOf()} and ${patient} not in ${wroteTo()}))`;
}

export async function countOpenAlertsOf(db: Database, organization: AlertsReader): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(careTeamAlerts)
    .innerJoin(users, eq(users.id, careTeamAlerts.userId))
    .where(and(isNull(careTeamAlerts.resolvedAt), ofPatientsOf(db, organization)));
  return row?.n ?? 0;
}

/**
 * The organization's unresolved alerts in the console's order, each with its patient, its
 * screening's definition, and a blood pressure alert's reading, warning signs (named in
 * `language`) and recheck.
 */
export function openAlertsOf(db: Database, organization: AlertsReader, language: 'en' | 'es') {
  const first = alias(bloodPressureReadings, 'first_reading');
  const recheck = alias(bloodPressureReadings, 'recheck_reading');
  const signName = language === 'es' ? symptoms.nameEs : symptoms.nameEn;
  const signs = sql<
    string[] | null
  >`(select array_agg(${signName} order by ${symptoms.position}) from ${bloodPressureReadingSymptoms}
      join ${symptoms} on ${symptoms.id} = ${bloodPressureReadingSymptoms.symptomId}
      where ${bloodPressureReadingSymptoms.readingId} = ${first.id} and ${symptoms.warningSign} is not null)`;
  return db
    .select({
      alert: careTeamAlerts,
      patient: { id: users.id, firstName: users.firstName, lastName: users.lastName, status: users.status },
      definition: questionnaires.definition,
      first: { systolic: first.systolic, diastolic: first.diastolic, measuredAt: first.measuredAt },
      recheck: { systolic: recheck.systolic, diastolic: recheck.diastolic, measuredAt: recheck.measuredAt },
      signs,
    })
    .from(careTeamAlerts)
    .innerJoin(users, eq(users.id, careTeamAlerts.userId))
    .leftJoin(questionnaireUsers, eq(questionnaireUsers.id, careTeamAlerts.questionnaireUserId))
    .leftJoin(questionnaires, eq(questionnaires.id, questionnaireUsers.questionnaireId))
    .leftJoin(first, eq(first.id, careTeamAlerts.bloodPressureReadingId))
    .leftJoin(recheck, eq(recheck.id, careTeamAlerts.recheckReadingId))
    .where(and(isNull(careTeamAlerts.resolvedAt), ofPatientsOf(db, organization)))
    .orderBy(...openAlertsOrder);
}

/** One alert of the organization's patients (another organization's is not found). */
export async function alertOf(db: Database, organization: AlertsReader, id: number) {
  const [row] = await db
    .select({
      id: careTeamAlerts.id,
      patientId: careTeamAlerts.userId,
      kind: careTeamAlerts.kind,
      resolvedAt: careTeamAlerts.resolvedAt,
    })
    .from(careTeamAlerts)
    .where(and(eq(careTeamAlerts.id, id), ofPatientsOf(db, organization)));
  return row;
}

/** Resolves the alert unless it already is. */
export async function resolveAlert(db: Database, id: number, at: Date): Promise<void> {
  await db
    .update(careTeamAlerts)
    .set({ resolvedAt: at })
    .where(and(eq(careTeamAlerts.id, id), isNull(careTeamAlerts.resolvedAt)));
}

/** The name and phone the on-call page gives of a patient. */
export async function patientToPage(db: Database, patientId: number) {
  const [patient] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, phone: users.phone })
    .from(users)
    .where(eq(users.id, patientId));
  return patient;
}
