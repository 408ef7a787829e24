// Urgent alerts for the care team. A crisis answer on a screening (EPDS item 10, PHQ-9 item 9
// above 0) is stored first, so the care team's console shows it even if mail is down, then the
// on-call clinician gets an e-mail and a text at once, at any hour: nothing here waits for
// business hours or a queue.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { careTeamAlerts } from '../../db/schema.js';
import type { OnCallPager } from './on-call.js';
import { alertedTeamOf, type AlertedTeam } from './staff-alerts.js';

export type CareTeamAlertRow = typeof careTeamAlerts.$inferSelect;
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
    const [existing] = await db
      .select()
      .from(careTeamAlerts)
      .where(
        and(
          eq(careTeamAlerts.questionnaireUserId, answer.questionnaireUserId),
          eq(careTeamAlerts.questionId, answer.questionId),
          eq(careTeamAlerts.kind, 'crisis_answer'),
        ),
      );
    if (existing) return { alert: existing, isNew: false };
    const [alert] = await db
      .insert(careTeamAlerts)
      .values({
        userId: answer.userId,
        kind: 'crisis_answer',
        urgent: true,
        questionnaireUserId: answer.questionnaireUserId,
        questionId: answer.questionId,
        createdAt: this.now(),
      })
      .returning();
    return { alert: alert!, isNew: true };
  }

  /** Who was alerted about a crisis answer of this run, if anyone (so an end screen says what really happened). */
  async alertedFor(questionnaireUserId: number): Promise<AlertedTeam | null> {
    const [row] = await this.db
      .select({ patientId: careTeamAlerts.userId })
      .from(careTeamAlerts)
      .where(and(eq(careTeamAlerts.questionnaireUserId, questionnaireUserId), eq(careTeamAlerts.kind, 'crisis_answer')))
      .limit(1);
    return row ? alertedTeamOf(this.db, row.patientId) : null;
  }

  /** Every unresolved alert, urgent first, raised first, newest first (each console reads its own share through StaffAlerts). */
  async open(): Promise<CareTeamAlertRow[]> {
    return this.db
      .select()
      .from(careTeamAlerts)
      .where(isNull(careTeamAlerts.resolvedAt))
      .orderBy(
        desc(careTeamAlerts.urgent),
        sql`${careTeamAlerts.raisedAt} is null`,
        desc(careTeamAlerts.createdAt),
        desc(careTeamAlerts.id),
      );
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
