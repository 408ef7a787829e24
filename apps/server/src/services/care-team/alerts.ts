// Urgent alerts for the care team. A crisis answer on a screening (EPDS item 10, PHQ-9 item 9
// above 0) is stored first, so the care team's console shows it even if mail is down, then the
// on-call clinician gets an e-mail and a text at once, at any hour: nothing here waits for
// business hours or a queue.
import type { Database } from '../../db/client.js';
import {
  allOpenAlerts,
  crisisAlertOf,
  insertAlert,
  patientOfCrisisAlertOfRun,
  type CareTeamAlertRow,
} from '../../db/queries/care-team-alerts.js';
import type { OnCallPager } from './on-call.js';
import { alertedTeamOf, type AlertedTeam } from './staff-alerts.js';

export type { CareTeamAlertRow };
export type CrisisAnswer = {
  userId: number;
  questionnaireUserId: number;
  questionId: number;
  questionnaireTitle: string;
};

export class CareTeamAlerts {
  constructor(
    private readonly db: Database,
    private readonly pager: OnCallPager,
    private readonly now: () => Date,
  ) {}

  /**
   * Records the alert for a crisis answer, once per question of a run (changing the answer again
   * does not wake the on-call clinician twice). Runs in the caller's transaction, with the answer;
   * `isNew` says whether `notifyOnCall` is due once it is committed.
   */
  async record(db: Database, answer: CrisisAnswer): Promise<{ alert: CareTeamAlertRow; isNew: boolean }> {
    const existing = await crisisAlertOf(db, answer.questionnaireUserId, answer.questionId);
    if (existing) return { alert: existing, isNew: false };
    const alert = await insertAlert(db, {
      userId: answer.userId,
      kind: 'crisis_answer',
      urgent: true,
      questionnaireUserId: answer.questionnaireUserId,
      questionId: answer.questionId,
      createdAt: this.now(),
    });
    return { alert, isNew: true };
  }

  /** Who was alerted about a crisis answer of this run, if anyone (so an end screen says what really happened). */
  async alertedFor(questionnaireUserId: number): Promise<AlertedTeam | null> {
    const patientId = await patientOfCrisisAlertOfRun(this.db, questionnaireUserId);
    return patientId !== null ? alertedTeamOf(this.db, patientId) : null;
  }

  /** Every unresolved alert, urgent first, raised first, newest first (each console reads its own share through StaffAlerts). */
  async open(): Promise<CareTeamAlertRow[]> {
    return allOpenAlerts(this.db);
  }

  /** Pages the on-call clinician about a new crisis answer, once it is committed. */
  async notifyOnCall(alert: CareTeamAlertRow, answer: CrisisAnswer): Promise<void> {
    await this.pager.page({
      alertId: alert.id,
      patientId: answer.userId,
      subject: 'crisis answer on a screening',
      what: `answered above 0 on the self-harm question of the ${answer.questionnaireTitle} at ${alert.createdAt.toISOString()}`,
      details: [
        'They were shown the crisis resources (911, 988, 1-833-TLC-MAMA). Reach out now.',
        `Alert #${alert.id}, questionnaire run #${answer.questionnaireUserId}, question ${answer.questionId}.`,
      ],
      read: { resource: 'screening_answer', resourceId: answer.questionnaireUserId },
    });
  }
}
