// The Stripe adapter passes the payments contract against a stand-in for Stripe's test mode
// (test/fake-stripe.ts), with webhook signatures made by Stripe's own SDK.
import Stripe from 'stripe';
import { describePaymentProcessor } from './payments-contract.js';
import { FakeStripe } from './fake-stripe.js';
import { StripePayments } from '../src/adapters/payments-stripe.js';

const webhookSecret = 'whsec_matrona_test';

describePaymentProcessor('Stripe adapter', () => {
  const stripe = new FakeStripe();
  const processor = new StripePayments(
    { secretKey: 'sk_test_matrona', publishableKey: 'pk_test_matrona', webhookSecret },
    stripe.fetch,
  );
  return {
    processor,
    sign: (payload) => Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
    succeededCharges: () => stripe.succeeded,
  };
});
