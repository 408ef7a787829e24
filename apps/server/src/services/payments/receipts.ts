// Receipts and renewal notices by e-mail, in the patient's language (spec 8's message for a
// failed renewal). A notice that cannot be sent is logged: the payment itself stands.
import type { EmailSender } from '../../adapters/email.js';
import type { UserRow } from '../sessions.js';
import type { Language } from './plan.js';

type Log = { error: (object: object, message: string) => void };

const money = (cents: number, language: Language) =>
  new Intl.NumberFormat(language === 'es' ? 'es-US' : 'en-US', { style: 'currency', currency: 'USD' }).format(
    cents / 100,
  );
const day = (date: Date, language: Language) =>
  new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);

const copy = {
  en: {
    receiptSubject: 'Your Matrona receipt',
    receipt: (what: string, amount: string, last4: string | null, until: Date) =>
      `Thank you. We charged ${amount}${last4 ? ` to your card ending in ${last4}` : ''} for ${what}.\nYour Gold membership runs until ${day(until, 'en')}.\nPurchases are final.`,
    failedSubject: 'Your Matrona Gold payment did not go through',
    failed: (appUrl: string) =>
      `We were unable to charge your credit card and renew your subscription.\nPlease update your card: ${appUrl}/billing`,
  },
  es: {
    receiptSubject: 'Tu recibo de Matrona',
    receipt: (what: string, amount: string, last4: string | null, until: Date) =>
      `Gracias. Cobramos ${amount}${last4 ? ` a tu tarjeta terminada en ${last4}` : ''} por ${what}.\nTu membresía Gold está activa hasta el ${day(until, 'es')}.\nLas compras son definitivas.`,
    failedSubject: 'No pudimos cobrar tu membresía Matrona Gold',
    failed: (appUrl: string) =>
      `No pudimos cobrar tu tarjeta de crédito ni renovar tu suscripción.\nActualiza tu tarjeta: ${appUrl}/billing`,
  },
} satisfies Record<Language, unknown>;

export class Receipts {
  constructor(
    private readonly email: EmailSender,
    private readonly appUrl: string,
    private readonly log: Log,
  ) {}

  async paid(
    user: UserRow,
    charge: { description: string; amountCents: number; cardLast4: string | null },
    until: Date,
  ): Promise<void> {
    const language = user.prefs.language;
    const text = copy[language].receipt(
      charge.description,
      money(charge.amountCents, language),
      charge.cardLast4,
      until,
    );
    await this.send(user, copy[language].receiptSubject, text);
  }

  async renewalFailed(user: UserRow): Promise<void> {
    const language = user.prefs.language;
    await this.send(user, copy[language].failedSubject, copy[language].failed(this.appUrl));
  }

  private async send(user: UserRow, subject: string, text: string) {
    try {
      await this.email.send({ to: user.email, subject, text });
    } catch (error) {
      this.log.error({ err: error, user: user.id }, 'payment e-mail not sent');
    }
  }
}
