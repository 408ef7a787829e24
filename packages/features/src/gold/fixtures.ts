// Answers of the fake API for Gold's tests and stories, as the server gives them.
import type { Schema } from '@mat/api';
import { storyApi } from '../test/fakeApi';
import { storyUser } from '../test/storyProviders';

export const plan: Schema<'GoldPlan'> = {
  id: 'gold-monthly',
  name: 'Matrona Gold',
  amount_cents: 3000,
  currency: 'usd',
  interval: 'month',
  interval_count: 1,
  features: ['Unlimited messaging with your care team', 'Groups and classes', 'Nurse calls', 'Care coordination'],
};

export const visa: Schema<'Card'> = {
  id: 'pm_local_visa',
  name: 'Ana Rivera',
  brand: 'visa',
  last4: '4242',
  exp_month: 8,
  exp_year: 2030,
  is_default: true,
};
export const mastercard: Schema<'Card'> = {
  id: 'pm_local_mc',
  name: 'Ana R',
  brand: 'mastercard',
  last4: '4444',
  exp_month: 1,
  exp_year: 2031,
  is_default: false,
};

export const goldCharge: Schema<'GoldCharge'> = {
  id: 1,
  amount_cents: 3000,
  currency: 'usd',
  status: 'succeeded',
  charged_at: '2026-11-25T10:00:00.000Z',
};

export const goldUser: Schema<'CurrentUser'> = {
  ...storyUser,
  matrona_gold_view: true,
  matrona_gold_expire_at: '2026-12-25T10:00:00.000Z',
  matrona_gold_renews_at: '2026-12-25T10:00:00.000Z',
  matrona_gold_is_paid: true,
  latest_matrona_gold_charge: goldCharge,
};

export const downgradedUser: Schema<'CurrentUser'> = { ...goldUser, matrona_gold_renews_at: null };

export const paidPurchase: Schema<'Purchase'> = {
  id: 1,
  description: 'Matrona Gold, 1 month',
  amount_cents: 3000,
  currency: 'usd',
  status: 'paid',
  created_at: '2026-11-25T10:00:00.000Z',
  card_last4: '4242',
  receipt_url: null,
};

export const subscription = (
  state: 'gold' | 'downgraded',
  card: Schema<'Card'> | null = visa,
): Schema<'Subscription'> => ({
  state,
  plan,
  renews_at: state === 'gold' ? '2026-12-25T10:00:00.000Z' : null,
  ends_at: state === 'downgraded' ? '2026-12-25T10:00:00.000Z' : null,
  auto_renew: state === 'gold',
  card,
});

/** What a free patient's checkout and billing pages ask first. */
export const goldAnswers = storyApi({
  'GET /stripe/get-gold-plan': { body: plan },
  'GET /stripe/pk': { body: { publishable_key: 'pk_local_matrona' } },
  'GET /stripe/user-cards': { body: [] },
  'GET /stripe/user-purchases': { body: [] },
  'GET /stripe/get-balance': { body: { message_credits: 2, product_credits: 0, gift_code_credit_cents: 0 } },
});
