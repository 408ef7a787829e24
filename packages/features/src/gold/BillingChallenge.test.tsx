import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mergeApis, storyApi, type FakeAnswers } from '../test/fakeApi';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { BillingScreen } from './BillingScreen';
import { goldAnswers, goldUser, visa } from './fixtures';

function billing<K extends string>(
  answers: FakeAnswers<K>,
  challenge?: { paymentMethod?: string; failed?: boolean },
  locale: 'en' | 'es' = 'en',
) {
  const left: string[] = [];
  const api = fakeApi(mergeApis(storyApi({ 'GET /user': { body: goldUser } }), goldAnswers, storyApi(answers)));
  renderWithMat(
    <BillingScreen
      editHref={(id) => `/payment-method/edit/${id}`}
      deleteHref={(id) => `/payment-method/delete/${id}`}
      returnUrl="http://app.test/billing"
      challenge={challenge}
      leave={(url) => left.push(url)}
    />,
    { fetch: api.fetch, token: 'session', locale },
  );
  return { api, left };
}

afterEach(() => sessionStorage.clear());

describe('BillingScreen and the bank asking to confirm a card (4000 0025 0000 3155)', () => {
  it('sends the card being added to the challenge page, keeping the name for the way back', async () => {
    const { left } = billing({
      'POST /local-payments/payment-methods': { status: 201, body: { id: 'pm_local_3155' } },
      'POST /stripe/create-card': {
        status: 402,
        body: { code: 'errors.paymentRequestFailed', message: 'authentication' },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));
    await user.type(await screen.findByRole('textbox', { name: /Card number/ }), '4000002500003155');
    await user.type(screen.getByRole('textbox', { name: /Expiry month/ }), '4');
    await user.type(screen.getByRole('textbox', { name: /Expiry year/ }), '2030');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(left).toHaveLength(1));
    const url = new URL(left[0]!);
    expect(url.pathname).toBe('/local-payments/challenge');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      payment_method: 'pm_local_3155',
      return_url: 'http://app.test/billing',
      lang: 'en',
    });
    expect(sessionStorage.getItem('billing_card_name')).toBe('Ana Rivera');
  });

  it('saves the confirmed card once on coming back', async () => {
    sessionStorage.setItem('billing_card_name', 'Ana M Rivera');
    const { api } = billing(
      { 'POST /stripe/create-card': { status: 201, body: { ...visa, id: 'pm_local_confirmed', last4: '3155' } } },
      { paymentMethod: 'pm_local_confirmed' },
    );
    expect(await screen.findByText('Card saved.')).toBeTruthy();
    const saves = api.calls.filter((c) => c.path === '/stripe/create-card');
    expect(saves.map((c) => c.body)).toEqual([{ payment_method_id: 'pm_local_confirmed', name: 'Ana M Rivera' }]);
    expect(sessionStorage.getItem('billing_card_name')).toBeNull();
  });

  it('says the bank did not confirm the card, in Spanish, and saves nothing', async () => {
    const { api } = billing({}, { failed: true }, 'es');
    expect(await screen.findByText(/Tu banco no confirmó la tarjeta/)).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/stripe/create-card')).toBe(false);
  });
});
