// The embedded payment processor: no account, no network. It honours Stripe's documented test
// cards, by number (its own card form) or by Stripe's test payment method ids, with the outcomes
// Stripe's test mode gives:
//   4242 4242 4242 4242  pm_card_visa                              saved, charges succeed
//   4000 0000 0000 0002  pm_card_visa_chargeDeclined               refused: card declined
//   4000 0000 0000 9995  pm_card_visa_chargeDeclinedInsufficientFunds  refused: insufficient funds
//   4000 0000 0000 0341  pm_card_chargeCustomerFail                saved, then every charge declined
//   4000 0025 0000 3155  pm_card_authenticationRequiredOnSetup     saved after the holder answers a
//                        challenge (the local challenge page), then charges succeed
// A saved card is a signed token, so every server instance reads it alike and a restart loses
// nothing; charges are remembered by idempotency key for the life of the process (the ledger in
// the database is what makes a charge happen once across instances).
import { randomBytes } from 'node:crypto';
import type { Signer } from '../signing-keys.js';
import {
  InvalidPaymentEvent,
  type CardDetails,
  type ChargeRequest,
  type ChargeResult,
  type PaymentEvent,
  type PaymentProcessor,
  type Refusal,
  type SaveCardResult,
} from './payments.js';

type Behaviour = 'succeeds' | 'declined' | 'insufficientFunds' | 'chargesFail' | 'authenticateOnSetup';

type TestCard = { number: string; alias: string; brand: string; behaviour: Behaviour };

/** Stripe's documented test cards (docs.stripe.com/testing), the ones Matrona's tests use. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', alias: 'pm_card_visa', brand: 'visa', behaviour: 'succeeds' },
  { number: '4000000000000002', alias: 'pm_card_visa_chargeDeclined', brand: 'visa', behaviour: 'declined' },
  {
    number: '4000000000009995',
    alias: 'pm_card_visa_chargeDeclinedInsufficientFunds',
    brand: 'visa',
    behaviour: 'insufficientFunds',
  },
  { number: '4000000000000341', alias: 'pm_card_chargeCustomerFail', brand: 'visa', behaviour: 'chargesFail' },
  {
    number: '4000002500003155',
    alias: 'pm_card_authenticationRequiredOnSetup',
    brand: 'visa',
    behaviour: 'authenticateOnSetup',
  },
];

/** The card a token stands for, as signed into it. */
type LocalCard = CardDetails & {
  behaviour: Behaviour;
  authenticated: boolean /** Each saved card is its own token, as each Stripe SetupIntent gives a new payment method. */;
  saved?: string;
};

const TOKEN_PREFIX = 'pm_local_';
/** A card token's signature: 24 bytes, 32 characters of base64url, enough against forgery. */
const CARD_SIGNATURE_BYTES = 24;
/** Test cards given by alias expire at the end of next year, as Stripe's own do (any future date). */
const aliasExpiry = (now: Date) => ({ expMonth: 12, expYear: now.getUTCFullYear() + 1 });

export class LocalPayments implements PaymentProcessor {
  readonly publishableKey = 'pk_local_matrona';
  private readonly charges = new Map<string, ChargeResult>();
  /** How many charges really went through: a test reads it to prove a retry charged once. */
  succeededCharges = 0;

  constructor(
    private readonly signer: Signer,
    /** Where the challenge page is served (http/local-payments.ts). */
    private readonly challengeBase: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The local card form's step: a card number becomes a payment method id, as Stripe.js does. */
  tokenize(input: {
    number: string;
    expMonth: number;
    expYear: number;
  }): { paymentMethodId: string } | { refusal: 'invalidNumber' | 'expiredCard' } {
    const number = input.number.replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(number) || !luhn(number)) return { refusal: 'invalidNumber' };
    const today = this.now();
    if (
      input.expYear < today.getUTCFullYear() ||
      (input.expYear === today.getUTCFullYear() && input.expMonth < today.getUTCMonth() + 1)
    ) {
      return { refusal: 'expiredCard' };
    }
    const known = TEST_CARDS.find((card) => card.number === number);
    const card: LocalCard = {
      brand: known?.brand ?? brandOf(number),
      last4: number.slice(-4),
      expMonth: input.expMonth,
      expYear: input.expYear,
      // Any other valid number behaves as 4242 does, as in Stripe's test mode.
      behaviour: known?.behaviour ?? 'succeeds',
      authenticated: false,
    };
    return { paymentMethodId: this.sign(card) };
  }

  /** The challenge page's answer: the same card, now authenticated by its holder. */
  authenticate(paymentMethodId: string): string | null {
    const card = this.read(paymentMethodId);
    return card ? this.sign({ ...card, authenticated: true }) : null;
  }

  /** The card a token stands for, for the challenge page to show its last digits. */
  describe(paymentMethodId: string): CardDetails | null {
    return this.read(paymentMethodId);
  }

  async customerFor(patient: { id: number }): Promise<string> {
    return `cus_local_${patient.id}`;
  }

  async saveCard(_customerId: string, paymentMethodId: string): Promise<SaveCardResult> {
    const card = this.read(paymentMethodId);
    if (!card) return { status: 'refused', refusal: 'processingError' };
    if (card.behaviour === 'declined') return { status: 'refused', refusal: 'cardDeclined' };
    if (card.behaviour === 'insufficientFunds') return { status: 'refused', refusal: 'insufficientFunds' };
    if (card.behaviour === 'authenticateOnSetup' && !card.authenticated) {
      return {
        status: 'requiresAuthentication',
        challenge: `${this.challengeBase}?payment_method=${encodeURIComponent(paymentMethodId)}`,
      };
    }
    const { brand, last4, expMonth, expYear } = card;
    return {
      status: 'saved',
      card: { brand, last4, expMonth, expYear },
      paymentMethodId: this.sign({ ...card, saved: randomBytes(6).toString('hex') }),
    };
  }

  async removeCard(): Promise<void> {}

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const done = this.charges.get(request.idempotencyKey);
    if (done) return done;
    const card = this.read(request.paymentMethodId);
    const refusal: Refusal | null = !card
      ? 'processingError'
      : card.behaviour === 'chargesFail' || card.behaviour === 'declined'
        ? 'cardDeclined'
        : card.behaviour === 'insufficientFunds'
          ? 'insufficientFunds'
          : card.behaviour === 'authenticateOnSetup' && !card.authenticated
            ? 'authenticationRequired'
            : null;
    const reference = `pi_local_${randomBytes(12).toString('hex')}`;
    const result: ChargeResult = refusal
      ? { status: 'refused', refusal, reference }
      : { status: 'succeeded', reference };
    if (!refusal) this.succeededCharges += 1;
    this.charges.set(request.idempotencyKey, result);
    return result;
  }

  /** Signs a notice as Stripe signs its webhooks (`t=<seconds>,v1=<hmac of "t.body">`). */
  signEvent(rawBody: string, at = this.now()): string {
    const t = Math.floor(at.getTime() / 1000);
    return `t=${t},v1=${this.signer.sign(`${t}.${rawBody}`, 'hex')}`;
  }

  verifyEvent(rawBody: string, signature: string): PaymentEvent {
    const parts = Object.fromEntries(signature.split(',').map((part) => part.split('=', 2) as [string, string]));
    const t = Number(parts.t);
    // Five minutes of tolerance, as Stripe's libraries allow.
    const fresh = Number.isFinite(t) && Math.abs(this.now().getTime() / 1000 - t) <= 300;
    if (!fresh || !this.signer.verify(`${parts.t}.${rawBody}`, parts.v1 ?? '', 'hex'))
      throw new InvalidPaymentEvent('The signature does not match');
    let event: {
      id?: unknown;
      type?: unknown;
      data?: { object?: { id?: unknown; metadata?: { matrona_charge?: unknown } } };
    };
    try {
      event = JSON.parse(rawBody) as typeof event;
    } catch {
      throw new InvalidPaymentEvent('The event is not JSON');
    }
    if (typeof event.id !== 'string') throw new InvalidPaymentEvent('The event has no id');
    const reference = typeof event.data?.object?.id === 'string' ? event.data.object.id : null;
    const type =
      event.type === 'payment_intent.succeeded'
        ? 'charge.succeeded'
        : event.type === 'payment_intent.payment_failed'
          ? 'charge.refused'
          : 'other';
    const key = event.data?.object?.metadata?.matrona_charge;
    return { id: event.id, type, reference, chargeKey: typeof key === 'string' ? key : null };
  }

  private sign(card: LocalCard): string {
    const payload = Buffer.from(JSON.stringify(card)).toString('base64url');
    return `${TOKEN_PREFIX}${payload}.${this.signer.sign(payload, 'base64url', CARD_SIGNATURE_BYTES)}`;
  }

  private read(paymentMethodId: string): LocalCard | null {
    const alias = TEST_CARDS.find((card) => card.alias === paymentMethodId);
    if (alias)
      return {
        brand: alias.brand,
        last4: alias.number.slice(-4),
        ...aliasExpiry(this.now()),
        behaviour: alias.behaviour,
        authenticated: false,
      };
    if (!paymentMethodId.startsWith(TOKEN_PREFIX)) return null;
    const [payload, signature] = paymentMethodId.slice(TOKEN_PREFIX.length).split('.');
    if (!payload || !signature) return null;
    if (!this.signer.verify(payload, signature, 'base64url', CARD_SIGNATURE_BYTES)) return null;
    try {
      return JSON.parse(Buffer.from(payload, 'base64url').toString()) as LocalCard;
    } catch {
      return null;
    }
  }
}

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]|^2[2-7]/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^6(011|5)/.test(number)) return 'discover';
  return 'unknown';
}
