// The one contract every payments adapter passes (adapters/payments.ts): Stripe's documented test
// cards give the same outcomes through each, a retried charge is answered, not repeated, and a
// notice is believed only with its signature.
import { describe, expect, it } from 'vitest';
import type { PaymentProcessor } from '../src/adapters/payments.js';

export type ProcessorUnderTest = {
  processor: PaymentProcessor;
  /** Signs a notice as the processor's webhooks are signed. */
  sign: (rawBody: string) => string;
  /** How many charges really moved money so far. */
  succeededCharges: () => number;
};

const patient = { id: 4242, email: 'ana@example.com', name: 'Ana Rivera' };

export function describePaymentProcessor(name: string, make: () => ProcessorUnderTest) {
  describe(`payments contract: ${name}`, () => {
    const charge = (processor: PaymentProcessor, customerId: string, paymentMethodId: string, idempotencyKey: string) =>
      processor.charge({
        customerId,
        paymentMethodId,
        amountCents: 3000,
        currency: 'usd',
        description: 'Matrona Gold, 1 month',
        idempotencyKey,
        offSession: true,
      });

    it('saves 4242 4242 4242 4242 and charges it once however often the charge is retried', async () => {
      const { processor, succeededCharges } = make();
      const customer = await processor.customerFor(patient);
      expect(await processor.customerFor(patient)).toBe(customer);
      const saved = await processor.saveCard(customer, 'pm_card_visa');
      expect(saved).toMatchObject({ status: 'saved', card: { brand: 'visa', last4: '4242' } });
      if (saved.status !== 'saved') return;
      expect(saved.card.expYear).toBeGreaterThanOrEqual(2026);
      const before = succeededCharges();
      const [first, second] = await Promise.all([
        charge(processor, customer, saved.paymentMethodId, 'gold-1-period-1'),
        charge(processor, customer, saved.paymentMethodId, 'gold-1-period-1'),
      ]);
      expect(first.status).toBe('succeeded');
      expect(second).toEqual(first);
      expect(await charge(processor, customer, saved.paymentMethodId, 'gold-1-period-1')).toEqual(first);
      expect(succeededCharges() - before).toBe(1);
      const next = await charge(processor, customer, saved.paymentMethodId, 'gold-1-period-2');
      expect(next.status).toBe('succeeded');
      expect(next.reference).not.toBe(first.reference);
      expect(succeededCharges() - before).toBe(2);
    });

    it('refuses 4000 0000 0000 0002 as declined and 4000 0000 0000 9995 for insufficient funds', async () => {
      const { processor, succeededCharges } = make();
      const customer = await processor.customerFor(patient);
      const before = succeededCharges();
      expect(await processor.saveCard(customer, 'pm_card_visa_chargeDeclined')).toEqual({
        status: 'refused',
        refusal: 'cardDeclined',
      });
      expect(await processor.saveCard(customer, 'pm_card_visa_chargeDeclinedInsufficientFunds')).toEqual({
        status: 'refused',
        refusal: 'insufficientFunds',
      });
      expect(succeededCharges()).toBe(before);
    });

    it('asks the holder of 4000 0025 0000 3155 to authenticate before the card is saved', async () => {
      const { processor } = make();
      const customer = await processor.customerFor(patient);
      const answer = await processor.saveCard(customer, 'pm_card_authenticationRequiredOnSetup');
      expect(answer.status).toBe('requiresAuthentication');
      if (answer.status === 'requiresAuthentication') expect(answer.challenge).not.toBe('');
    });

    it('saves 4000 0000 0000 0341 and then declines its charges', async () => {
      const { processor, succeededCharges } = make();
      const customer = await processor.customerFor(patient);
      const saved = await processor.saveCard(customer, 'pm_card_chargeCustomerFail');
      expect(saved).toMatchObject({ status: 'saved', card: { last4: '0341' } });
      if (saved.status !== 'saved') return;
      const before = succeededCharges();
      expect(await charge(processor, customer, saved.paymentMethodId, 'gold-2-period-2')).toMatchObject({
        status: 'refused',
        refusal: 'cardDeclined',
      });
      expect(succeededCharges()).toBe(before);
    });

    it('believes a notice only with its signature', () => {
      const { processor, sign } = make();
      const body = JSON.stringify({
        id: 'evt_1',
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: { id: 'pi_1', object: 'payment_intent', metadata: { matrona_charge: 'subscribe:1:1:1' } } },
      });
      expect(processor.verifyEvent(body, sign(body))).toEqual({
        id: 'evt_1',
        type: 'charge.succeeded',
        reference: 'pi_1',
        chargeKey: 'subscribe:1:1:1',
      });
      const forged = body.replace('pi_1', 'pi_2');
      expect(() => processor.verifyEvent(forged, sign(body))).toThrow();
      expect(() => processor.verifyEvent(body, 't=1,v1=00')).toThrow();
    });
  });
}
