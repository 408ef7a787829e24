// Gift memberships (spec 2, 3 "Gift", 4, 6, 9): a patient pays once for a basket of 1 to 10 gifts,
// each of 1 to 10 months at the Gold price; every gift gets its own code and its recipient is told
// by e-mail or text, with the giver's first name (no anonymous gifting). A code gives its months of
// Gold once. Gifts are not refunded.
//
// Money follows Membership's rule (membership.ts): the charge and its gifts are written pending
// under an idempotency key, inside a transaction that holds the giver's row; the processor is asked
// with that key; a refusal deletes the gifts (none is kept for an unpaid basket). The same basket
// sent again while it is being paid is refused (409), and sent again just after it was paid answers
// the first purchase: a double-clicked pay button never charges twice.
import { createHash, randomInt } from 'node:crypto';
import {
  giftAmountCents,
  giftPurchaseTotalCents,
  giftRecipientKind,
  MEMBERSHIP_MONTHLY_PRICE_CENTS,
  normalizePhone,
  validateGift,
  validateGiftPurchase,
} from '@mat/domain';
import type { EmailSender } from '../../adapters/email.js';
import type { PaymentProcessor, Refusal } from '../../adapters/payments.js';
import type { SmsSender } from '../../adapters/sms.js';
import type { Database } from '../../db/client.js';
import {
  chargeById,
  chargeByKey,
  chargeStatusOf,
  countChargesWithKeyPrefix,
  insertCharge,
  latestChargeWithKeyPrefix,
  settlePendingCharge,
  type ChargeRow,
} from '../../db/queries/charges.js';
import {
  deleteGiftsOfCharge,
  giftsOfCharge,
  insertGifts,
  lockGiftByCode,
  redeemGift,
  type GiftRow,
} from '../../db/queries/gifts.js';
import { firstNameOf, lockGoldUntil, lockUserId, setGoldUntil, userById } from '../../db/queries/users.js';
import type { Schema } from '../../contract.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import type { UserRow } from '../sessions.js';
import type { Cards } from './cards.js';
import { chargeCard, type ChargeCardDeps } from './charge.js';
import type { Membership, PaymentChoice } from './membership.js';
import { addMonths, type Language } from './plan.js';

type Log = { error: (object: object, message: string) => void };
export type GiftOrderLine = Schema<'GiftRecipient'>;

/** A pending basket older than this lost its answer: it is asked again under its key. */
const STALE_PENDING_MS = 10 * 60_000;
/** The same basket sent again within this time answers the purchase already paid. */
const REPLAY_MS = 10 * 60_000;
/** Capitals and digits a reader cannot confuse (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newGiftCode(): string {
  const pick = (n: number) => Array.from({ length: n }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `GIFT-${pick(4)}-${pick(4)}`;
}

/** A code as typed: spaces around it and lower case do not matter. */
export const normalizeGiftCode = (code: string) => code.trim().toUpperCase();

const notice = {
  en: {
    subject: (giver: string) => `${giver} sent you Matrona Gold`,
    text: (giver: string, months: number, message: string | null, code: string, link: string) =>
      [
        `${giver} sent you ${months} ${months === 1 ? 'month' : 'months'} of Matrona Gold.`,
        message ? `"${message}"` : null,
        `Your gift code: ${code}`,
        `Redeem it here: ${link}`,
      ]
        .filter(Boolean)
        .join('\n'),
  },
  es: {
    subject: (giver: string) => `${giver} te regaló Matrona Gold`,
    text: (giver: string, months: number, message: string | null, code: string, link: string) =>
      [
        `${giver} te regaló ${months} ${months === 1 ? 'mes' : 'meses'} de Matrona Gold.`,
        message ? `"${message}"` : null,
        `Tu código de regalo: ${code}`,
        `Canjéalo aquí: ${link}`,
      ]
        .filter(Boolean)
        .join('\n'),
  },
} satisfies Record<Language, unknown>;

export class Gifts {
  constructor(
    private readonly db: Database,
    private readonly cards: Cards,
    private readonly membership: Membership,
    private readonly processor: PaymentProcessor,
    private readonly channels: { email: EmailSender; sms: SmsSender },
    private readonly appUrl: string,
    private readonly now: () => Date,
    private readonly log: Log,
  ) {}

  /** The price of a basket, after its rules are checked: what the payment form shows and charges. */
  price(order: readonly GiftOrderLine[]): { amountCents: number; months: number } {
    const limit = validateGiftPurchase(order);
    if (!limit.ok) throw new ValidationError({ gifts: limit.error! }, limit.error);
    const fields: Record<string, string> = {};
    order.forEach((line, index) => {
      const { errors } = validateGift({
        firstName: line.recipient_first_name,
        lastName: line.recipient_last_name,
        recipient: line.recipient_contact,
        message: line.message ?? undefined,
        months: line.months,
      });
      const names = {
        firstName: 'recipient_first_name',
        lastName: 'recipient_last_name',
        recipient: 'recipient_contact',
        message: 'message',
        months: 'months',
      } as const;
      for (const [field, id] of Object.entries(errors))
        fields[`gifts.${index}.${names[field as keyof typeof names]}`] = id;
      // The price is the server's: a form showing another one must not be paid.
      if (line.amount_per_month_cents !== MEMBERSHIP_MONTHLY_PRICE_CENTS)
        fields[`gifts.${index}.amount_per_month_cents`] = 'validation.invalid';
    });
    if (Object.keys(fields).length > 0) throw new ValidationError(fields);
    const months = order.reduce((sum, line) => sum + line.months, 0);
    return { amountCents: giftPurchaseTotalCents(order), months };
  }

  /** Pays for a basket with a saved card, a new one, a wallet's payment method or the default card. */
  async pay(
    giver: UserRow,
    choice: PaymentChoice,
    order: readonly GiftOrderLine[],
  ): Promise<{ charge: ChargeRow; gifts: GiftRow[] }> {
    const { amountCents, months } = this.price(order);
    const card = await this.membership.choose(giver, choice);
    const now = this.now();
    const prefix = `gift:${giver.id}:${basketDigest(order)}:`;
    const reserved = await this.db.transaction(async () => {
      // One basket at a time per giver: the giver's row is the lock.
      await lockUserId(this.db, giver.id);
      const latest = await latestChargeWithKeyPrefix(this.db, prefix);
      const age = latest ? now.getTime() - latest.createdAt.getTime() : Infinity;
      if (latest?.status === 'pending' && age < STALE_PENDING_MS)
        throw new ConflictError('errors.conflict', 'These gifts are being paid');
      if (latest?.status === 'paid' && age < REPLAY_MS) return { charge: latest, replay: true };
      if (latest?.status === 'pending') return { charge: latest, replay: false };
      const tries = await countChargesWithKeyPrefix(this.db, prefix);
      const charge = await insertCharge(this.db, {
        userId: giver.id,
        purpose: 'gift',
        months,
        idempotencyKey: `${prefix}${tries + 1}`,
        amountCents,
        status: 'pending',
        cardLast4: card.last4,
        createdAt: now,
      });
      await insertGifts(
        this.db,
        order.map((line) => ({
          chargeId: charge.id,
          giverId: giver.id,
          code: newGiftCode(),
          recipientFirstName: line.recipient_first_name.trim(),
          recipientLastName: line.recipient_last_name.trim(),
          recipientContact: line.recipient_contact.trim(),
          message: line.message?.trim() || null,
          months: line.months,
          amountCents: giftAmountCents(line.months),
          createdAt: now,
        })),
      );
      return { charge, replay: false };
    });
    if (reserved.replay) return { charge: reserved.charge, gifts: await this.ofCharge(reserved.charge.id) };
    const { charge } = reserved;
    const reference = await chargeCard(this.payVia(), giver, card, charge, (refusal, ref) =>
      this.settleRefused(charge.id, refusal, ref),
    );
    await this.settlePaid(charge.id, reference);
    const settled = await chargeById(this.db, charge.id);
    return { charge: settled!, gifts: await this.ofCharge(charge.id) };
  }

  /** A processor's notice about a basket whose answer was lost; other charges are not the gifts'. */
  async settleFromNotice(chargeKey: string, outcome: 'succeeded' | 'refused', reference: string | null): Promise<void> {
    const charge = await chargeByKey(this.db, chargeKey);
    if (!charge || charge.status !== 'pending' || charge.purpose !== 'gift') return;
    if (outcome === 'succeeded') await this.settlePaid(charge.id, reference ?? '');
    else await this.settleRefused(charge.id, 'cardDeclined', reference);
  }

  /**
   * Applies a code to the signed-in account: its months of Gold are added after any Gold she has.
   * An unknown (or unpaid) code and a used one change nothing.
   */
  async redeem(user: UserRow, typed: string): Promise<{ code: string; giverFirstName: string; months: number }> {
    const code = normalizeGiftCode(typed);
    const now = this.now();
    return this.db.transaction(async () => {
      const gift = await lockGiftByCode(this.db, code);
      const status = gift ? await chargeStatusOf(this.db, gift.chargeId) : undefined;
      if (!gift || status !== 'paid') throw new NotFoundError('Unknown gift code', 'errors.invalidPromocode');
      const taken = await redeemGift(this.db, gift.id, user.id, now);
      if (!taken) throw new ConflictError('errors.giftCodeUsed', 'This gift code was already redeemed');
      const goldUntil = await lockGoldUntil(this.db, user.id);
      const from = goldUntil && goldUntil > now ? goldUntil : now;
      await setGoldUntil(this.db, user.id, addMonths(from, gift.months));
      const giverFirstName = await firstNameOf(this.db, gift.giverId);
      return { code, giverFirstName: giverFirstName ?? '', months: gift.months };
    });
  }

  /** What chargeCard needs to reach the processor. */
  private payVia(): ChargeCardDeps {
    return { processor: this.processor, cards: this.cards, log: this.log };
  }

  private ofCharge(chargeId: number): Promise<GiftRow[]> {
    return giftsOfCharge(this.db, chargeId);
  }

  /** Settles a pending basket as paid (once, whoever tries) and then tells each recipient. */
  private async settlePaid(chargeId: number, reference: string): Promise<void> {
    const paid = await settlePendingCharge(this.db, chargeId, 'paid', {
      processorReference: reference || null,
      settledAt: this.now(),
    });
    if (!paid) return;
    const giver = await userById(this.db, paid.userId);
    for (const gift of await this.ofCharge(chargeId)) await this.tell(giver!, gift);
  }

  /** A refused basket stays in the ledger as failed; its gifts are not kept. */
  private async settleRefused(chargeId: number, refusal: Refusal, reference: string | null): Promise<void> {
    await this.db.transaction(async () => {
      const failed = await settlePendingCharge(this.db, chargeId, 'failed', {
        refusal,
        processorReference: reference,
        settledAt: this.now(),
      });
      if (failed) await deleteGiftsOfCharge(this.db, chargeId);
    });
  }

  /** The recipient's e-mail or text, in the giver's language. A notice not sent is logged: the gift stands. */
  private async tell(giver: UserRow, gift: GiftRow): Promise<void> {
    const copy = notice[giver.prefs.language];
    const text = copy.text(
      giver.firstName,
      gift.months,
      gift.message,
      gift.code,
      `${this.appUrl}/gift/${encodeURIComponent(gift.code)}`,
    );
    try {
      if (giftRecipientKind(gift.recipientContact) === 'email')
        await this.channels.email.send({ to: gift.recipientContact, subject: copy.subject(giver.firstName), text });
      else
        await this.channels.sms.send({
          to: normalizePhone(gift.recipientContact) ?? gift.recipientContact,
          body: text,
        });
    } catch (error) {
      this.log.error({ err: error, gift: gift.id }, 'gift notice not sent');
    }
  }
}

/** The same basket gives the same digest, whatever the spaces or the letter case typed. */
function basketDigest(order: readonly GiftOrderLine[]): string {
  const lines = order.map((l) => [
    l.recipient_first_name.trim(),
    l.recipient_last_name.trim(),
    l.recipient_contact.trim().toLowerCase(),
    l.message?.trim() ?? '',
    l.months,
  ]);
  return createHash('sha256').update(JSON.stringify(lines)).digest('hex').slice(0, 24);
}

export function toGiftPurchase(
  charge: ChargeRow,
  rows: GiftRow[],
  toPurchase: (row: ChargeRow) => Schema<'Purchase'>,
): Schema<'GiftPurchase'> {
  return {
    gifts: rows.map((gift) => ({ code: gift.code, recipient_contact: gift.recipientContact, months: gift.months })),
    purchase: toPurchase(charge),
  };
}
