// The on-call page: an e-mail and a text to the on-call clinician at once, at any hour, for an
// urgent alert already stored (so the console shows it even if mail is down). Telling the on-call
// clinician who the patient is and what happened is a read of her record by the care team, which
// she can see in her record-access list.
import type { EmailSender } from '../../adapters/email.js';
import type { SmsSender } from '../../adapters/sms.js';
import type { Database } from '../../db/client.js';
import { patientToPage } from '../../db/queries/care-team-alerts.js';
import type { AuditTrail } from '../audit.js';

export type OnCall = { email: string; phone: string };
type Log = { error: (object: object, message: string) => void };

export type Page = {
  alertId: number;
  patientId: number;
  /** The e-mail's subject, after "URGENT: ". */
  subject: string;
  /** What happened, after the patient's name: "logged a severe blood pressure of ...". */
  what: string;
  /** The e-mail's further lines. */
  details: string[];
  /** The part of her record the page reads, for her record-access list. */
  read: { resource: string; resourceId: number | null };
};

export class OnCallPager {
  constructor(
    private readonly db: Database,
    private readonly send: { email: EmailSender; sms: SmsSender },
    private readonly onCall: OnCall,
    private readonly log: Log,
    private readonly audit: AuditTrail,
  ) {}

  /** A failure is logged, never thrown: the alert is already stored and listed. */
  async page(page: Page): Promise<void> {
    const patient = await patientToPage(this.db, page.patientId);
    const who = `${patient!.firstName} ${patient!.lastName} (patient #${page.patientId}${patient!.phone ? `, phone ${patient!.phone}` : ''})`;
    // Each message is tried on its own: a failing e-mail must not stop the text, nor the reverse.
    const attempts = await Promise.allSettled([
      this.send.email.send({
        to: this.onCall.email,
        subject: `URGENT: ${page.subject} (alert #${page.alertId})`,
        text: [`${who} ${page.what}.`, ...page.details].join('\n'),
      }),
      this.send.sms.send({
        to: this.onCall.phone,
        body: `Matrona URGENT alert #${page.alertId}: ${who} ${page.what}. Reach out now.`,
      }),
    ]);
    await this.audit.record(
      { id: null, role: 'care_team', name: 'On-call care team' },
      { patientId: page.patientId, action: 'read', resource: page.read.resource, resourceId: page.read.resourceId },
    );
    for (const [index, attempt] of attempts.entries()) {
      if (attempt.status === 'rejected') {
        this.log.error(
          { err: attempt.reason, alert: page.alertId, channel: index === 0 ? 'email' : 'sms' },
          'on-call alert failed',
        );
      }
    }
  }
}
