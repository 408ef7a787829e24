import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schema } from '@mat/api';
import { afterEach, describe, expect, it } from 'vitest';
import { mergeApis, storyApi, type FakeAnswers } from '../test/fakeApi';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { storyUser } from '../test/storyProviders';
import { goldAnswers } from './fixtures';
import { GiftPurchaseScreen } from './GiftPurchaseScreen';

const purchase: Schema<'Purchase'> = {
  id: 9,
  description: 'Gift membership, 2 months',
  amount_cents: 6000,
  currency: 'usd',
  status: 'paid',
  created_at: '2026-11-25T10:00:00.000Z',
  card_last4: '3155',
  receipt_url: null,
};
const basket = [
  { firstName: 'Camila', lastName: 'Reyes', recipient: 'camila@example.org', message: 'For you', months: 2 },
];

function gifts<K extends string>(
  answers: FakeAnswers<K>,
  challenge?: { paymentMethod?: string; failed?: boolean },
  locale: 'en' | 'es' = 'en',
) {
  const left: string[] = [];
  const api = fakeApi(mergeApis(storyApi({ 'GET /user': { body: storyUser } }), goldAnswers, storyApi(answers)));
  renderWithMat(
    <GiftPurchaseScreen
      redeemHref="/gift-codes/apply-gift-code"
      returnUrl="http://app.test/gift-codes"
      challenge={challenge}
      leave={(url) => left.push(url)}
    />,
    {
      fetch: api.fetch,
      token: 'session',
      locale,
    },
  );
  return { api, left };
}

afterEach(() => sessionStorage.clear());

describe('GiftPurchaseScreen and the bank asking to confirm a card (4000 0025 0000 3155)', () => {
  it('keeps the basket and sends the new card to the challenge page, as /billing does', async () => {
    const { left } = gifts({
      'POST /local-payments/payment-methods': { status: 201, body: { id: 'pm_local_3155' } },
      'POST /gift-membership/card': {
        status: 402,
        body: { code: 'errors.paymentRequestFailed', message: 'authentication' },
      },
    });
    const user = userEvent.setup();
    const group = await screen.findByRole('region');
    await user.type(within(group).getByRole('textbox', { name: /first name/ }), 'Camila');
    await user.type(within(group).getByRole('textbox', { name: /last name/ }), 'Reyes');
    await user.type(within(group).getByRole('textbox', { name: /e-mail or phone/ }), 'camila@example.org');
    await user.type(screen.getByRole('textbox', { name: /Card number/ }), '4000002500003155');
    await user.type(screen.getByRole('textbox', { name: /Expiry month/ }), '4');
    await user.type(screen.getByRole('textbox', { name: /Expiry year/ }), '2030');
    await user.click(screen.getByRole('button', { name: 'Pay $30' }));
    await waitFor(() => expect(left).toHaveLength(1));
    const url = new URL(left[0]!);
    expect(url.pathname).toBe('/local-payments/challenge');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      payment_method: 'pm_local_3155',
      return_url: 'http://app.test/gift-codes',
      lang: 'en',
    });
    expect(JSON.parse(sessionStorage.getItem('gift_purchase_basket')!)).toEqual([
      { firstName: 'Camila', lastName: 'Reyes', recipient: 'camila@example.org', message: '', months: 1 },
    ]);
    expect(screen.getByText(/Your bank asks you to confirm this card/)).toBeTruthy();
    expect(screen.queryByText(/Error while creating a payment request/)).toBeNull();
  });

  it('pays once for the kept basket with the confirmed card on coming back', async () => {
    sessionStorage.setItem('gift_purchase_basket', JSON.stringify(basket));
    const { api } = gifts(
      {
        'POST /gift-membership/card': {
          status: 201,
          body: { gifts: [{ code: 'GIFT-AAAA-BBBB', recipient_contact: 'camila@example.org', months: 2 }], purchase },
        },
      },
      { paymentMethod: 'pm_local_confirmed' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeTruthy();
    expect(screen.getByText('Gift membership sent to camila@example.org')).toBeTruthy();
    const posts = api.calls.filter((c) => c.path === '/gift-membership/card');
    expect(posts.map((c) => c.body)).toEqual([
      {
        payment_method_id: 'pm_local_confirmed',
        gifts: [
          {
            recipient_first_name: 'Camila',
            recipient_last_name: 'Reyes',
            recipient_contact: 'camila@example.org',
            message: 'For you',
            months: 2,
            amount_per_month_cents: 3000,
          },
        ],
      },
    ]);
    expect(sessionStorage.getItem('gift_purchase_basket')).toBeNull();
  });

  it('says the bank did not confirm the card, in Spanish, keeps the basket and charges nothing', async () => {
    sessionStorage.setItem('gift_purchase_basket', JSON.stringify(basket));
    const { api } = gifts({}, { failed: true }, 'es');
    expect(await screen.findByText(/Tu banco no confirmó la tarjeta/)).toBeTruthy();
    expect(within(screen.getByRole('region')).getByRole('textbox', { name: /^Nombre/ })).toHaveProperty(
      'value',
      'Camila',
    );
    expect(api.calls.some((c) => c.path === '/gift-membership/card')).toBe(false);
  });
});
