// The care team console's view of urgent alerts (crisis answers, blood pressure): the open alerts of the patients an organization
// cares for (on its care team, or who asked it a question; for Matrona's own team, also every patient
// no organization cares for yet), and resolving one. Another
// organization's alert is 404, as if absent, like its conversations. Resolving one is a change to
// the patient's record, in the audit trail; the list, the organization's queue polled all day,
// shows readings and screenings, so it is recorded as a read once an hour per patient and reader.
import { classifyBloodPressure } from '@mat/domain';
import type { Database } from '../../db/client.js';
import {
  alertOf,
  countOpenAlertsOf,
  matronaOrganizationName,
  openAlertsOf,
  organizationsCaringFor,
  resolveAlert,
} from '../../db/queries/care-team-alerts.js';
import type { AuditTrail } from '../audit.js';
import type { OrganizationRow } from '../conversations/present.js';
import { auditActorOf, type Staff } from '../conversations/inbox.js';
import { NotFoundError } from '../errors.js';
import type { Language } from '../language.js';

/** Who sees a patient's alerts, as she is told: her organizations, or Matrona's on-call team alone. */
export type AlertedTeam = { kind: 'care_team' | 'matrona_on_call'; organizations: string[] };

/**
 * The organizations whose console lists a patient's alerts: the same rule as the console's list
 * (db/queries/care-team-alerts.ts, `ofPatientsOf`), read from the patient's side, so what she is
 * told ("we have let ... know") is who was told.
 */
export async function alertedTeamOf(db: Database, patientId: number): Promise<AlertedTeam> {
  const rows = await organizationsCaringFor(db, patientId);
  // Matrona's team may see it too (a patient's welcome thread is with Matrona), as a second pair of
  // eyes; she is told of the organizations she chose.
  const chosen = rows.filter((row) => row.kind !== 'matrona');
  if (chosen.length) return { kind: 'care_team', organizations: chosen.map((row) => row.name) };
  const matrona = await matronaOrganizationName(db);
  return { kind: 'matrona_on_call', organizations: matrona !== undefined ? [matrona] : [] };
}

export class StaffAlerts {
  constructor(
    private readonly db: Database,
    private readonly audit: AuditTrail,
    private readonly now: () => Date,
  ) {}

  /** How many alerts open() lists, counted in SQL for the inbox's queue counts. */
  async countOpen(organization: Pick<OrganizationRow, 'id' | 'kind'>): Promise<number> {
    return countOpenAlertsOf(this.db, organization);
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
    const rows = await openAlertsOf(this.db, organization, language);
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
    const row = await alertOf(this.db, staff.organization, id);
    if (!row) throw new NotFoundError();
    if (row.resolvedAt) return;
    await this.db.transaction(async (tx) => {
      await resolveAlert(tx, id, this.now());
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
