// Urgent alerts for the care team. A crisis answer on a screening (EPDS item 10, PHQ-9 item 9
// above 0) is stored first, so the care team's console shows it even if mail is down, then the
// on-call clinician gets an e-mail and a text at once, at any hour: nothing here waits for
// business hours or a queue.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { EmailSender } from '../../adapters/email.js';
import type { SmsSender } from '../../adapters/sms.js';
import type { Database } from '../../db/client.js';
import { careTeamAlerts, users } from '../../db/schema.js';
import type { AuditTrail } from '../audit.js';

export type OnCall = { email: string; phone: string };
export type CareTeamAlertRow = typeof careTeamAlerts.$inferSelect;
export type CrisisAnswer = { userId: number; questionnaireUserId: number; questionId: number; questionnaireTitle: string };

type Log = { error: (object: object, message: string) => void };

export class CareTeamAlerts {
  constructor(
    private readonly db: Database,
    private readonly send: { email: EmailSender; sms: SmsSender },
    private readonly onCall: OnCall,
    private readonly log: Log,
    private readonly now: () => Date,
    private readonly audit: AuditTrail,
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

  /** Whether the care team was alerted about a crisis answer of this run (so an end screen says what really happened). */
  async alertedFor(questionnaireUserId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: careTeamAlerts.id })
      .from(careTeamAlerts)
      .where(and(eq(careTeamAlerts.questionnaireUserId, questionnaireUserId), eq(careTeamAlerts.kind, 'crisis_answer')))
      .limit(1);
    return row !== undefined;
  }

  /** What the care team's console lists: unresolved alerts, urgent first, newest first. */
  async open(): Promise<CareTeamAlertRow[]> {
    return this.db
      .select()
      .from(careTeamAlerts)
      .where(isNull(careTeamAlerts.resolvedAt))
      .orderBy(desc(careTeamAlerts.urgent), desc(careTeamAlerts.createdAt), desc(careTeamAlerts.id));
  }

  /** The on-call e-mail and text; a failure is logged, never thrown: the alert is already stored. */
  async notifyOnCall(alert: CareTeamAlertRow, answer: CrisisAnswer): Promise<void> {
    const [patient] = await this.db
      .select({ firstName: users.firstName, lastName: users.lastName, phone: users.phone })
      .from(users)
      .where(eq(users.id, answer.userId));
    const who = `${patient!.firstName} ${patient!.lastName} (patient #${answer.userId}${patient!.phone ? `, phone ${patient!.phone}` : ''})`;
    const what = `answered above 0 on the self-harm question of the ${answer.questionnaireTitle}`;
    // Each message is tried on its own: a failing e-mail must not stop the text, nor the reverse.
    const attempts = await Promise.allSettled([
      this.send.email.send({
        to: this.onCall.email,
        subject: `URGENT: crisis answer on a screening (alert #${alert.id})`,
        text: [
          `${who} ${what} at ${alert.createdAt.toISOString()}.`,
          'They were shown the crisis resources (911, 988, 1-833-TLC-MAMA). Reach out now.',
          `Alert #${alert.id}, questionnaire run #${answer.questionnaireUserId}, question ${answer.questionId}.`,
        ].join('\n'),
      }),
      this.send.sms.send({
        to: this.onCall.phone,
        body: `Matrona URGENT alert #${alert.id}: ${who} ${what}. Reach out now.`,
      }),
    ]);
    // The on-call clinician is told who the patient is and what they answered: a read of the
    // record by the care team, which the patient can see.
    await this.audit.record(
      { id: null, role: 'care_team', name: 'On-call care team' },
      { patientId: answer.userId, action: 'read', resource: 'screening_answer', resourceId: answer.questionnaireUserId },
    );
    for (const [index, attempt] of attempts.entries()) {
      if (attempt.status === 'rejected') {
        this.log.error({ err: attempt.reason, alert: alert.id, channel: index === 0 ? 'email' : 'sms' }, 'on-call crisis alert failed');
      }
    }
  }
}
