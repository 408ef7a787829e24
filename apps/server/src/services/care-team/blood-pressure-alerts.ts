// Urgent alerts for blood pressure (@mat/domain's alertsCareTeam and bloodPressureAlertStep): a
// severe reading, a high one with a warning sign, or an emergency sign reaches the care team by the
// same path as a crisis answer: stored in the reading's own transaction, listed first in the
// console, and paged to the on-call clinician once it is committed. A severe recheck raises the
// open alert's urgency instead of making a second one.
import {
  BLOOD_PRESSURE_RECHECK_MINUTES,
  bloodPressureAlertStep,
  type BloodPressureCategory,
  type WarningSign,
} from '@mat/domain';
import type { Database } from '../../db/client.js';
import {
  insertAlert,
  openBloodPressureAlertOf,
  raiseAlert,
  readingHasAlert,
  type CareTeamAlertRow,
} from '../../db/queries/care-team-alerts.js';
import type { OnCallPager } from './on-call.js';
import { alertedTeamOf, type AlertedTeam } from './staff-alerts.js';

export type AlertingReading = {
  id: number;
  patientId: number;
  systolic: number;
  diastolic: number;
  category: BloodPressureCategory;
  signs: readonly WarningSign[];
  /** The signs' names in English, for the on-call page. */
  signNames: readonly string[];
  measuredAt: Date;
};

/** What a reading did, as its answer tells the patient; null when it alerted no one. */
export type ReadingAlert = { alert: CareTeamAlertRow; step: 'raise' | 'escalate' | 'join' };

export class BloodPressureAlerts {
  constructor(
    private readonly pager: OnCallPager,
    private readonly now: () => Date,
  ) {}

  /**
   * Raises, escalates or joins the patient's blood pressure alert for a reading, in the caller's
   * transaction with the reading. The reading's insert holds the monitor's row, so two readings of
   * one patient are decided one after the other, never both as "raise".
   */
  async record(tx: Database, reading: AlertingReading): Promise<ReadingAlert | null> {
    const open = await openBloodPressureAlertOf(tx, reading.patientId);
    const step = bloodPressureAlertStep(
      reading,
      open?.readingMeasuredAt ? { measuredAt: open.readingMeasuredAt, raised: open.raisedAt !== null } : null,
    );
    if (step === 'none') return null;
    if (step === 'join') return { alert: open!, step };
    if (step === 'escalate') {
      const raised = await raiseAlert(tx, open!.id, this.now(), reading.id);
      return { alert: raised, step };
    }
    const alert = await insertAlert(tx, {
      userId: reading.patientId,
      kind: 'blood_pressure',
      urgent: true,
      bloodPressureReadingId: reading.id,
      readingMeasuredAt: reading.measuredAt,
      createdAt: this.now(),
    });
    return { alert, step };
  }

  /** As `record`, for a reading corrected after it was saved: nothing when an alert already came of it. */
  async recordCorrection(tx: Database, reading: AlertingReading): Promise<ReadingAlert | null> {
    const known = await readingHasAlert(tx, reading.id);
    return known ? null : this.record(tx, reading);
  }

  /** Pages the on-call clinician for a new alert or a raised one, once committed; a joined one is already known. */
  async notify(
    db: Database,
    result: ReadingAlert,
    reading: AlertingReading,
  ): Promise<{ id: number; raised: boolean; alerted_team: AlertedTeam }> {
    if (result.step !== 'join') {
      const numbers = `${reading.systolic}/${reading.diastolic} mmHg (${reading.category})`;
      const signs = reading.signNames.length ? ` with ${reading.signNames.join(', ')}` : '';
      const raised = result.step === 'escalate';
      await this.pager.page({
        alertId: result.alert.id,
        patientId: reading.patientId,
        subject: raised ? 'blood pressure severe again on recheck' : 'blood pressure',
        what: `${raised ? 'is severe again on recheck:' : 'logged a blood pressure of'} ${numbers}${signs}, measured ${reading.measuredAt.toISOString()}`,
        details: [
          `They were told to rest and recheck in ${BLOOD_PRESSURE_RECHECK_MINUTES} minutes, to call their provider or labor and delivery now if still severe, and to call 911 with warning signs.`,
          `Alert #${result.alert.id}, reading #${reading.id}.`,
        ],
        read: { resource: 'blood_pressure', resourceId: reading.id },
      });
    }
    return {
      id: result.alert.id,
      raised: result.alert.raisedAt !== null,
      alerted_team: await alertedTeamOf(db, reading.patientId),
    };
  }
}
