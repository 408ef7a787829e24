// The production payments adapter, on Stripe's API through the `stripe` SDK:
// - a card is saved with a SetupIntent confirmed for off-session use (the browser's Payment
//   Element made the payment method: the card number never reaches Matrona);
// - a charge is a PaymentIntent confirmed at once, sent with Stripe's Idempotency-Key header, so a
//   retried charge answers the first one instead of charging again;
// - webhooks are believed only with a valid Stripe-Signature (constructEvent).
// Renewals are Matrona's own (the scheduler charges the saved card each period), not Stripe
// Billing subscriptions, so the database is the one record of who pays for what.
import Stripe from 'stripe';
import {
  InvalidPaymentEvent,
  type ChargeRequest,
  type ChargeResult,
  type PaymentEvent,
  type PaymentProcessor,
  type Refusal,
  type SaveCardResult,
} from './payments.js';

export type StripeAccount = { secretKey: string; publishableKey: string; webhookSecret: string };

/** Stripe's error codes, as its documentation lists them, in the port's words. */
export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof Stripe.errors.StripeError)) return null;
  const code = error.decline_code ?? error.code;
  if (code === 'insufficient_funds') return 'insufficientFunds';
  if (code === 'expired_card') return 'expiredCard';
  if (code === 'authentication_required') return 'authenticationRequired';
  if (error instanceof Stripe.errors.StripeCardError) return 'cardDeclined';
  return null;
}

export class StripePayments implements PaymentProcessor {
  readonly publishableKey: string;
  private readonly stripe: Stripe;

  constructor(
    private readonly account: StripeAccount,
    /** Tests give a fetch of their own; production uses Node's. */
    fetchImpl?: typeof fetch,
  ) {
    this.publishableKey = account.publishableKey;
    this.stripe = new Stripe(account.secretKey, {
      maxNetworkRetries: 2,
      ...(fetchImpl ? { httpClient: Stripe.createFetchHttpClient(fetchImpl) } : {}),
    });
  }

  async customerFor(patient: { id: number; email: string; name: string }): Promise<string> {
    const customer = await this.stripe.customers.create(
      { email: patient.email, name: patient.name, metadata: { matrona_patient: String(patient.id) } },
      { idempotencyKey: `customer-${patient.id}` },
    );
    return customer.id;
  }

  async saveCard(customerId: string, paymentMethodId: string): Promise<SaveCardResult> {
    try {
      const intent = await this.stripe.setupIntents.create({
        customer: customerId,
        payment_method: paymentMethodId,
        allowed_payment_method_types: ['card'],
        usage: 'off_session',
        confirm: true,
        expand: ['payment_method'],
      });
      if (intent.status === 'requires_action')
        return { status: 'requiresAuthentication', challenge: intent.client_secret ?? '' };
      const method = intent.payment_method;
      if (intent.status !== 'succeeded' || !method || typeof method === 'string' || !method.card)
        return { status: 'refused', refusal: 'processingError' };
      const { brand, last4, exp_month, exp_year } = method.card;
      return {
        status: 'saved',
        paymentMethodId: method.id,
        card: { brand, last4, expMonth: exp_month, expYear: exp_year },
      };
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) return { status: 'refused', refusal };
      throw error;
    }
  }

  async removeCard(_customerId: string, paymentMethodId: string): Promise<void> {
    await this.stripe.paymentMethods.detach(paymentMethodId);
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency,
          customer: request.customerId,
          payment_method: request.paymentMethodId,
          allowed_payment_method_types: ['card'],
          description: request.description,
          confirm: true,
          off_session: request.offSession,
          metadata: { matrona_charge: request.idempotencyKey },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (intent.status === 'succeeded') return { status: 'succeeded', reference: intent.id };
      return {
        status: 'refused',
        refusal: intent.status === 'requires_action' ? 'authenticationRequired' : 'processingError',
        reference: intent.id,
      };
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      const intent = error instanceof Stripe.errors.StripeError ? (error.payment_intent?.id ?? null) : null;
      return { status: 'refused', refusal, reference: intent };
    }
  }

  verifyEvent(rawBody: string, signature: string): PaymentEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.account.webhookSecret);
    } catch (error) {
      throw new InvalidPaymentEvent(error instanceof Error ? error.message : 'The signature does not match');
    }
    const object = event.data.object as { id?: string; metadata?: Record<string, string> };
    const type =
      event.type === 'payment_intent.succeeded'
        ? 'charge.succeeded'
        : event.type === 'payment_intent.payment_failed'
          ? 'charge.refused'
          : 'other';
    return {
      id: event.id,
      type,
      reference: typeof object.id === 'string' ? object.id : null,
      chargeKey: object.metadata?.matrona_charge ?? null,
    };
  }
}
