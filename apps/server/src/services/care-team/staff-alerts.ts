// The care team console's view of urgent alerts (crisis answers, blood pressure): the open alerts of the patients an organization
// cares for (on its care team, or who asked it a question; for Matrona's own team, also every patient
// no organization cares for yet), and resolving one. Another
// organization's alert is 404, as if absent, like its conversations. Resolving one is a change to
// the patient's record, in the audit trail; the list, the organization's queue polled all day,
// shows readings and screenings, so it is recorded as a read once an hour per patient and reader.
import { classifyBloodPressure } from '@mat/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
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
} from '../../db/schema.js';
import type { AuditTrail } from '../audit.js';
import type { OrganizationRow } from '../conversations/present.js';
import { auditActorOf, type Staff } from '../conversations/inbox.js';
import { NotFoundError } from '../errors.js';
import type { Language } from '../language.js';

/** Who sees a patient's alerts, as she is told: her organizations, or Matrona's on-call team alone. */
export type AlertedTeam = { kind: 'care_team' | 'matrona_on_call'; organizations: string[] };

/**
 * The organizations whose console lists a patient's alerts: the same rule as `patientsOf` below,
 * read from the patient's side, so what she is told ("we have let ... know") is who was told.
 */
export async function alertedTeamOf(db: Database, patientId: number): Promise<AlertedTeam> {
  const teamOrganizations = db
    .select({ id: practitioners.organizationId })
    .from(careTeamMembers)
    .innerJoin(practitioners, eq(practitioners.id, careTeamMembers.practitionerId))
    .where(eq(careTeamMembers.patientId, patientId));
  const wroteTo = db
    .select({ id: conversations.organizationId })
    .from(conversations)
    .where(eq(conversations.patientId, patientId));
  const rows = await db
    .select({ name: organizations.name, kind: organizations.kind })
    .from(organizations)
    .where(sql`${organizations.id} in ${teamOrganizations} or ${organizations.id} in ${wroteTo}`)
    .orderBy(organizations.name);
  // Matrona's team may see it too (a patient's welcome thread is with Matrona), as a second pair of
  // eyes; she is told of the organizations she chose.
  const chosen = rows.filter((row) => row.kind !== 'matrona');
  if (chosen.length) return { kind: 'care_team', organizations: chosen.map((row) => row.name) };
  const [matrona] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.kind, 'matrona'))
    .orderBy(organizations.id)
    .limit(1);
  return { kind: 'matrona_on_call', organizations: matrona ? [matrona.name] : [] };
}

export class StaffAlerts {
  constructor(
    private readonly db: Database,
    private readonly audit: AuditTrail,
    private readonly now: () => Date,
  ) {}

  /**
   * The organization's patients: those with one of its practitioners on their team, or who wrote to
   * it. Matrona's own care team is also the team of last resort: a patient no organization cares for
   * yet is theirs, so a crisis answer is never left where no console shows it.
   */
  private patientsOf(organization: Pick<OrganizationRow, 'id' | 'kind'>) {
    const teamOf = (organizationId?: number) =>
      this.db
        .select({ id: careTeamMembers.patientId })
        .from(careTeamMembers)
        .innerJoin(practitioners, eq(practitioners.id, careTeamMembers.practitionerId))
        .where(organizationId === undefined ? undefined : eq(practitioners.organizationId, organizationId));
    const wroteTo = (organizationId?: number) =>
      this.db
        .select({ id: conversations.patientId })
        .from(conversations)
        .where(organizationId === undefined ? undefined : eq(conversations.organizationId, organizationId));
    const patient = careTeamAlerts.userId;
    const cared = sql`(${patient} in ${teamOf(organization.id)} or ${patient} in ${wroteTo(organization.id)})`;
    if (organization.kind !== 'matrona') return cared;
    return sql`(${cared} or (${patient} not in ${teamOf()} and ${patient} not in ${wroteTo()}))`;
  }

  /** How many alerts open() lists, counted in SQL for the inbox's queue counts. */
  async countOpen(organization: Pick<OrganizationRow, 'id' | 'kind'>): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(careTeamAlerts)
      .innerJoin(users, eq(users.id, careTeamAlerts.userId))
      .where(and(isNull(careTeamAlerts.resolvedAt), this.patientsOf(organization)));
    return row?.n ?? 0;
  }

  /** The open alerts as `staff` reads them in the console: recorded in each patient's audit trail. */
  async list(staff: Staff, language: Language) {
    const alerts = await this.open(staff.organization, language);
    await this.audit.recordListed(
      auditActorOf(staff),
      'alerts',
      alerts.map((alert) => alert.patient.id),
      staff.address,
    );
    return alerts;
  }

  /**
   * Unresolved alerts of the organization's patients: urgent first, then those a severe recheck
   * raised, then newest first. A blood pressure alert carries its reading, its warning signs and
   * the recheck, so the nurse sees what to act on without opening the record.
   */
  async open(organization: Pick<OrganizationRow, 'id' | 'kind'>, language: Language) {
    const first = alias(bloodPressureReadings, 'first_reading');
    const recheck = alias(bloodPressureReadings, 'recheck_reading');
    const signName = language === 'es' ? symptoms.nameEs : symptoms.nameEn;
    const signs = sql<
      string[] | null
    >`(select array_agg(${signName} order by ${symptoms.position}) from ${bloodPressureReadingSymptoms}
      join ${symptoms} on ${symptoms.id} = ${bloodPressureReadingSymptoms.symptomId}
      where ${bloodPressureReadingSymptoms.readingId} = ${first.id} and ${symptoms.warningSign} is not null)`;
    const rows = await this.db
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
      .where(and(isNull(careTeamAlerts.resolvedAt), this.patientsOf(organization)))
      .orderBy(
        desc(careTeamAlerts.urgent),
        sql`${careTeamAlerts.raisedAt} is null`,
        desc(careTeamAlerts.createdAt),
        desc(careTeamAlerts.id),
      );
    return rows.map(({ alert, patient, definition, first, recheck, signs }) => ({
      id: alert.id,
      kind: alert.kind,
      urgent: alert.urgent,
      raised_at: alert.raisedAt?.toISOString() ?? null,
      created_at: alert.createdAt.toISOString(),
      patient: { id: patient.id, name: `${patient.firstName} ${patient.lastName}`, stage: patient.status },
      screening: definition ? definition.title[language] : null,
      blood_pressure: first && {
        systolic: first.systolic,
        diastolic: first.diastolic,
        category: classifyBloodPressure(first).category,
        measured_at: first.measuredAt.toISOString(),
        warning_signs: signs ?? [],
        recheck: recheck && {
          systolic: recheck.systolic,
          diastolic: recheck.diastolic,
          measured_at: recheck.measuredAt.toISOString(),
        },
      },
    }));
  }

  /** Resolved once reached out to; resolving a resolved alert again changes nothing. */
  async resolve(staff: Staff, id: number): Promise<void> {
    const [row] = await this.db
      .select({
        id: careTeamAlerts.id,
        patientId: careTeamAlerts.userId,
        kind: careTeamAlerts.kind,
        resolvedAt: careTeamAlerts.resolvedAt,
      })
      .from(careTeamAlerts)
      .where(and(eq(careTeamAlerts.id, id), this.patientsOf(staff.organization)));
    if (!row) throw new NotFoundError();
    if (row.resolvedAt) return;
    await this.db.transaction(async (tx) => {
      await tx
        .update(careTeamAlerts)
        .set({ resolvedAt: this.now() })
        .where(and(eq(careTeamAlerts.id, id), isNull(careTeamAlerts.resolvedAt)));
      await this.audit.record(
        auditActorOf(staff),
        {
          patientId: row.patientId,
          action: 'change',
          resource: row.kind === 'blood_pressure' ? 'blood_pressure_alert' : 'screening_alert',
          resourceId: id,
          address: staff.address,
        },
        tx,
      );
    });
  }
}
