// A patient's record as the care team's console reads it (openapi/staff.yaml, "Patient record"):
// profile, pregnancies, babies and the monitors' latest readings with their categories from
// @mat/domain, her newest scored screenings with their bands, and who pays for her membership (the
// maternity benefit a nurse asks about first). Only with the patient's permission (spec 6: "care team members see the record with
// the user's permission"): her connection to the provider's organization is confirmed and shares
// the record (organization_connections.record_access, which she can take back). A patient the
// organization cares for without it is 403 with no data; anyone else is 404, as if absent.
import {
  classifyBloodPressure,
  dayOfLife,
  evaluateKickCountSession,
  screeningMaxTotal,
  screeningSeverity,
  shouldContactPediatrician,
} from '@mat/domain';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
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
} from '../../db/schema.js';
import type { AuditTrail } from '../audit.js';
import { auditActorOf, type Staff } from '../conversations/inbox.js';
import { ForbiddenError, NotFoundError } from '../errors.js';
import type { Language } from '../language.js';

/** The newest readings of each kind the record shows. */
export const RECORD_READINGS = 20;
/** The newest scored screenings the record shows. */
export const RECORD_SCREENINGS = 5;

export class PatientRecords {
  constructor(
    private readonly db: Database,
    private readonly audit: AuditTrail,
  ) {}

  /** Whether the organization reaches the patient at all, and whether she shares her record with it: one statement. */
  private async access(staff: Staff, patientId: number) {
    const organization = staff.organization.id;
    const [row] = await this.db
      .select({
        patient: users,
        shared: sql<boolean>`exists (select 1 from organization_connections c where c.patient_id = ${patientId} and c.organization_id = ${organization}
          and c.confirmation = 'confirmed' and c.record_access)`,
        reached: sql<boolean>`(exists (select 1 from organization_connections c where c.patient_id = ${patientId} and c.organization_id = ${organization})
          or exists (select 1 from care_team_members m join practitioners p on p.id = m.practitioner_id where m.patient_id = ${patientId} and p.organization_id = ${organization})
          or exists (select 1 from conversations v where v.patient_id = ${patientId} and v.organization_id = ${organization})
          or exists (select 1 from appointment_requests r where r.patient_id = ${patientId} and r.organization_id = ${organization}))`,
      })
      .from(users)
      .where(and(eq(users.id, patientId), eq(users.role, 'patient')));
    if (!row || !row.reached) throw new NotFoundError();
    if (!row.shared) throw new ForbiddenError('The patient has not shared their record with this organization');
    return row.patient;
  }

  /** Her newest coverage: the organization of an invite or join code (once it confirmed her), or the health plan of an eligibility. */
  private async benefit(patientId: number) {
    const [row] = await this.db
      .select({ organization: organizations.name, insurer: membershipCoverages.insurer })
      .from(membershipCoverages)
      .leftJoin(organizations, eq(organizations.id, membershipCoverages.organizationId))
      .where(and(eq(membershipCoverages.userId, patientId), eq(membershipCoverages.awaitingOrganization, false)))
      .orderBy(desc(membershipCoverages.createdAt), desc(membershipCoverages.id))
      .limit(1);
    if (row?.organization) return { kind: 'organization' as const, name: row.organization };
    if (row?.insurer) return { kind: 'health_plan' as const, name: row.insurer };
    return null;
  }

  /** Finished runs of a scored questionnaire, the newest first; the band and total were stored at the run's end. */
  private screenings(patientId: number) {
    return this.db
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
      .limit(RECORD_SCREENINGS);
  }

  async get(staff: Staff, patientId: number, language: Language) {
    const patient = await this.access(staff, patientId);
    const [pregnancyRows, childRows, pressure, kicks, weights, screeningRows, organization] = await Promise.all([
      this.db
        .select()
        .from(pregnancies)
        .where(eq(pregnancies.userId, patientId))
        .orderBy(desc(pregnancies.dueDate), desc(pregnancies.id)),
      this.db.select().from(children).where(eq(children.userId, patientId)).orderBy(desc(children.id)),
      this.db
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
        .limit(RECORD_READINGS),
      this.db
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
        .limit(RECORD_READINGS),
      this.db
        .select({ reading: weightReadings, childId: monitors.childId })
        .from(weightReadings)
        .innerJoin(
          monitors,
          and(eq(monitors.id, weightReadings.monitorId), eq(monitors.userId, patientId), eq(monitors.type, 'weight')),
        )
        .orderBy(desc(weightReadings.measuredOn), desc(weightReadings.id))
        .limit(RECORD_READINGS),
      this.screenings(patientId),
      this.benefit(patientId),
    ]);
    await this.audit.record(auditActorOf(staff), {
      patientId,
      action: 'read',
      resource: 'record',
      address: staff.address,
    });
    const byId = new Map(childRows.map((child) => [child.id, child]));
    return {
      patient: {
        id: patient.id,
        name: `${patient.firstName} ${patient.lastName}`,
        stage: patient.status,
        email: patient.email,
        phone: patient.phone,
        language: patient.prefs.language === 'es' ? ('es' as const) : ('en' as const),
        timezone: patient.timezone,
      },
      organization,
      pregnancies: pregnancyRows.map((row) => ({
        id: row.id,
        due_date: row.dueDate,
        status:
          row.lossReport !== null ? ('loss' as const) : row.childId !== null ? ('born' as const) : ('ongoing' as const),
        first_pregnancy: row.firstPregnancy,
        delivery_type: row.deliveryType,
      })),
      children: childRows.map((row) => ({
        id: row.id,
        name: [row.firstName, row.lastName].filter(Boolean).join(' '),
        date_of_birth: row.dateOfBirth,
        due_date: row.dueDate,
        sex: row.sex,
        birth_weight_grams: row.birthWeightGrams,
      })),
      blood_pressure: pressure.map(({ reading }) => ({
        id: reading.id,
        systolic: reading.systolic,
        diastolic: reading.diastolic,
        pulse: reading.pulse,
        measured_at: reading.measuredAt.toISOString(),
        category: classifyBloodPressure(reading).category,
      })),
      kick_counts: kicks.map(({ reading, childId }) => ({
        id: reading.id,
        child_id: childId,
        date: reading.date,
        time: reading.time,
        total_kicks: reading.totalKicks,
        duration_seconds: reading.durationSeconds,
        result: evaluateKickCountSession({ kicks: reading.totalKicks, durationSeconds: reading.durationSeconds }),
      })),
      weights: weights.map(({ reading, childId }) => {
        const child = childId === null ? undefined : byId.get(childId);
        const known = child?.birthWeightGrams && child.dateOfBirth;
        return {
          id: reading.id,
          child_id: childId,
          grams: reading.grams,
          measured_on: reading.measuredOn,
          contact_pediatrician: known
            ? shouldContactPediatrician({
                birthGrams: child.birthWeightGrams!,
                currentGrams: reading.grams,
                dayOfLife: dayOfLife(child.dateOfBirth!, reading.measuredOn),
              })
            : null,
        };
      }),
      screenings: screeningRows.flatMap(({ run, definition }) => {
        const scale = definition.scoring?.scale;
        if (!scale) return [];
        const result = {
          total: run.score!,
          band: [run.bandMin!, run.bandMax!] as [number, number],
          positive: false,
          crisis: run.crisis,
        };
        return [
          {
            id: run.id,
            scale,
            title: definition.title[language],
            score: run.score!,
            max_score: screeningMaxTotal(scale),
            band_min: run.bandMin!,
            band_max: run.bandMax!,
            severity: screeningSeverity(scale, result),
            crisis: run.crisis,
            finished_at: run.endAt!.toISOString(),
          },
        ];
      }),
    };
  }
}
