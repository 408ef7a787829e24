// The key of a private questionnaire (POST /patient/challenge-key/{id}): the patient asks for a link
// to one of her own runs that opens without signing in (/q/{questionnaire}/{key}, spec 2), sent to
// her own phone or e-mail in the language she picks. Each key is new (256 random bits), kept only
// hashed on the run, and replaces the one before, so only the last link sent opens the run; a send
// that fails keeps the key before. Rate limited per patient, as the phone codes are.
import type { EmailSender } from '../../adapters/email.js';
import type { SmsSender } from '../../adapters/sms.js';
import type { Database } from '../../db/client.js';
import { setRunPrivateId } from '../../db/queries/questionnaires.js';
import type { Schema } from '../../contract.js';
import { NotFoundError } from '../errors.js';
import { LIMITS, type RateLimiter } from '../rate-limit.js';
import { hashToken, newSessionToken } from '../secrets.js';
import type { UserRow } from '../sessions.js';

type Transporter = 'email' | 'sms';
type Language = 'en' | 'es';

const COPY = {
  en: {
    subject: 'Your private questionnaire link',
    body: (link: string) =>
      `Open your Matrona questionnaire without signing in: ${link}\nOnly the last link we sent works. If you did not ask for it, you can ignore this message.`,
  },
  es: {
    subject: 'Tu enlace privado al cuestionario',
    body: (link: string) =>
      `Abre tu cuestionario de Matrona sin iniciar sesión: ${link}\nSolo funciona el último enlace que te enviamos. Si no lo pediste, puedes ignorar este mensaje.`,
  },
} as const;

/** Where a key went, partly hidden: the phone's last four digits, the e-mail's first letter and domain. */
export function destinationHint(transporter: Transporter, to: string): string {
  if (transporter === 'sms') return `(***) ***-${to.replace(/\D/g, '').slice(-4)}`;
  const [name = '', domain = ''] = to.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}

export class ChallengeKeys {
  constructor(
    private readonly db: Database,
    private readonly senders: { sms: SmsSender; email: EmailSender },
    private readonly limits: RateLimiter,
    private readonly appUrl: string,
  ) {}

  async send(
    user: UserRow,
    runId: number,
    language: Language,
    transporter: Transporter,
  ): Promise<Schema<'ChallengeKeySent'>> {
    await this.limits.hit(LIMITS.challengeKeySend, `user:${user.id}`);
    const key = newSessionToken();
    const to = transporter === 'sms' ? user.phone : user.email;
    await this.db.transaction(async () => {
      const run = await setRunPrivateId(this.db, user.id, runId, hashToken(key));
      if (!run) throw new NotFoundError('No such questionnaire run');
      // The language rides at the end of the link (the app's trailing-language rule): a phone that
      // has never opened Matrona shows her run in the language she asked for, not in English.
      const link = `${this.appUrl.replace(/\/$/, '')}/q/${run.questionnaireId}/${key}/${language}`;
      const copy = COPY[language];
      // Inside the transaction: a send that fails leaves the key before in place.
      if (transporter === 'sms') await this.senders.sms.send({ to, body: copy.body(link) });
      else await this.senders.email.send({ to, subject: copy.subject, text: copy.body(link) });
    });
    return { transporter, destination_hint: destinationHint(transporter, to) };
  }
}
