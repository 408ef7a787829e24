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
import type { Database } from '../../db/client.js';
import {
  childrenOfNewestFirst,
  newestBloodPressureOf,
  newestCoverageOf,
  newestKickCountsOf,
  newestWeightsOf,
  patientAsOrganizationReaches,
  pregnanciesOfNewestDueFirst,
  scoredScreeningsOf,
} from '../../db/queries/patient-records.js';
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
    const row = await patientAsOrganizationReaches(this.db, patientId, staff.organization.id);
    if (!row || !row.reached) throw new NotFoundError();
    if (!row.shared) throw new ForbiddenError('The patient has not shared their record with this organization');
    return row.patient;
  }

  /** Her newest coverage: the organization of an invite or join code (once it confirmed her), or the health plan of an eligibility. */
  private async benefit(patientId: number) {
    const row = await newestCoverageOf(this.db, patientId);
    if (row?.organization) return { kind: 'organization' as const, name: row.organization };
    if (row?.insurer) return { kind: 'health_plan' as const, name: row.insurer };
    return null;
  }

  /** Finished runs of a scored questionnaire, the newest first; the band and total were stored at the run's end. */
  private screenings(patientId: number) {
    return scoredScreeningsOf(this.db, patientId, RECORD_SCREENINGS);
  }

  async get(staff: Staff, patientId: number, language: Language) {
    const patient = await this.access(staff, patientId);
    const [pregnancyRows, childRows, pressure, kicks, weights, screeningRows, organization] = await Promise.all([
      pregnanciesOfNewestDueFirst(this.db, patientId),
      childrenOfNewestFirst(this.db, patientId),
      newestBloodPressureOf(this.db, patientId, RECORD_READINGS),
      newestKickCountsOf(this.db, patientId, RECORD_READINGS),
      newestWeightsOf(this.db, patientId, RECORD_READINGS),
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
