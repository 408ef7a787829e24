// The payments port. Production charges through Stripe (payments-stripe.ts); the embedded default
// is a local processor (payments-local.ts) that answers Stripe's documented test cards the way
// Stripe's test mode does, so every flow can be run and tested without an account.
//
// Matrona keeps its own ledger and schedule (services/payments): the processor only saves cards
// and makes single charges, each under an idempotency key, so a retried charge is never doubled.

/** What a processor tells about a saved card; the number itself never reaches Matrona. */
export type CardDetails = { brand: string; last4: string; expMonth: number; expYear: number };

/** Why a processor refused: each maps to one message of spec section 8. */
export type Refusal =
  | 'cardDeclined'
  | 'insufficientFunds'
  | 'expiredCard'
  | 'authenticationRequired'
  | 'processingError';

export type SaveCardResult =
  /** `paymentMethodId` is the saved card's own id, which later charges use (Stripe gives a new one for a test alias). */
  | { status: 'saved'; card: CardDetails; paymentMethodId: string }
  /** The bank asks the card holder to authenticate: the card form shows `challenge` (a URL or a client secret). */
  | { status: 'requiresAuthentication'; challenge: string }
  | { status: 'refused'; refusal: Refusal };

export type ChargeRequest = {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  currency: 'usd';
  description: string;
  /** The same key always answers the same charge: a retry never charges twice. */
  idempotencyKey: string;
  /** A renewal made by the scheduler, with no card holder present. */
  offSession: boolean;
};

export type ChargeResult =
  | { status: 'succeeded'; reference: string }
  | { status: 'refused'; refusal: Refusal; reference: string | null };

/** A processor's notice (Stripe's webhooks), verified before it is believed. */
export type PaymentEvent = {
  id: string;
  type: 'charge.succeeded' | 'charge.refused' | 'other';
  /** The charge the notice is about: the reference `charge` answered. */
  reference: string | null;
  /** The charge's idempotency key, which every charge carries in its metadata (`matrona_charge`). */
  chargeKey: string | null;
};

export interface PaymentProcessor {
  /** The key the browser's card form uses; the local processor's says so. */
  readonly publishableKey: string;
  /** The processor's customer for a patient, created once (idempotent by the patient's id). */
  customerFor(patient: { id: number; email: string; name: string }): Promise<string>;
  saveCard(customerId: string, paymentMethodId: string): Promise<SaveCardResult>;
  removeCard(customerId: string, paymentMethodId: string): Promise<void>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Verifies a notice's signature; throws InvalidPaymentEvent when it does not hold. */
  verifyEvent(rawBody: string, signature: string): PaymentEvent;
}

export class InvalidPaymentEvent extends Error {
  override name = 'InvalidPaymentEvent';
}
