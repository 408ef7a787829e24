// Telling the patient that the care team answered: by e-mail and by text on the channels the
// patient keeps on (a channel never set is on), and on her phones, in the patient's language. The
// message itself stays in the app; the notice only says where to read it.
import type { EmailSender } from '../../adapters/email.js';
import type { SmsSender } from '../../adapters/sms.js';
import { languageOf, translate } from '../language.js';
import type { PushNotices } from '../push/notices.js';
import type { UserRow } from '../sessions.js';

const COPY = {
  en: {
    subject: 'Your care team replied',
    text: (who: string, link: string) => `${who} replied to your question on Matrona. Read it in the app: ${link}`,
  },
  es: {
    subject: 'Tu equipo de cuidado respondió',
    text: (who: string, link: string) => `${who} respondió a tu pregunta en Matrona. Léela en la app: ${link}`,
  },
} as const;

export class ReplyNotices {
  constructor(
    private readonly channels: { email: EmailSender; sms: SmsSender; push: PushNotices },
    private readonly appUrl: string,
    private readonly log: { error: (object: object, message: string) => void },
  ) {}

  /** Never fails the reply: a channel that is down is logged. */
  async send(patient: UserRow, conversationId: number, who: string): Promise<void> {
    const copy = COPY[languageOf(patient)];
    const link = `${this.appUrl}/team?conversationId=${conversationId}`;
    const on = patient.notificationSettings;
    // The phone's lock screen says only that there is a reply, never who wrote it or what.
    const sends: Promise<void>[] = [
      this.channels.push.send([patient], (language) => ({
        body: translate(language, 'notices.careTeamReply'),
        path: `/team?conversationId=${conversationId}`,
      })),
    ];
    if (on.email !== 0)
      sends.push(this.channels.email.send({ to: patient.email, subject: copy.subject, text: copy.text(who, link) }));
    if (on.sms !== 0) sends.push(this.channels.sms.send({ to: patient.phone, body: copy.text(who, link) }));
    for (const result of await Promise.allSettled(sends)) {
      if (result.status === 'rejected') this.log.error({ err: result.reason, conversationId }, 'reply notice failed');
    }
  }
}
