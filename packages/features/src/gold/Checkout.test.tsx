import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { storyUser } from '../test/storyProviders';
import { mergeApis, storyApi, type FakeAnswer, type FakeAnswers, type FixedAnswer } from '../test/fakeApi';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { CheckoutScreen, type CheckoutScreenProps } from './CheckoutScreen';
import { goldAnswers, goldUser, paidPurchase, subscription, visa } from './fixtures';

const paid = {
  status: 201,
  body: { subscription: subscription('gold'), purchase: paidPurchase, user: goldUser },
} satisfies FakeAnswer<'POST /membership/create-with-card'>;
const declined = {
  status: 402,
  body: { code: 'errors.cardDeclined', message: 'The card was refused (cardDeclined)' },
} satisfies FakeAnswer<'POST /membership/create-with-card'>;

function checkout<K extends string>(
  answers: FakeAnswers<K>,
  props: Partial<CheckoutScreenProps> = {},
  locale: 'en' | 'es' = 'en',
  hold?: Promise<void>,
) {
  const fake = fakeApi(mergeApis(storyApi({ 'GET /user': { body: storyUser } }), goldAnswers, storyApi(answers)));
  // A payment held until the test lets it through, as a slow processor would.
  const api = {
    ...fake,
    fetch: (async (request: Request) => {
      if (hold && request.url.includes('/membership/')) await hold;
      return fake.fetch(request);
    }) as typeof fetch,
  };
  const done: string[] = [];
  const left: string[] = [];
  renderWithMat(
    <CheckoutScreen
      purpose="subscribe"
      returnUrl="http://app.test/gold/subscribe"
      onPaid={() => done.push('paid')}
      leave={(url) => left.push(url)}
      {...props}
    />,
    { fetch: api.fetch, token: 'session', locale },
  );
  return { api, done, left, posts: () => api.calls.filter((call) => call.method === 'POST') };
}

async function typeCard(
  user: ReturnType<typeof userEvent.setup>,
  number: string,
  labels = { number: /Card number/, month: /Expiry month/, year: /Expiry year/ },
) {
  await user.type(await screen.findByRole('textbox', { name: labels.number }), number);
  await user.type(screen.getByRole('textbox', { name: labels.month }), '4');
  await user.type(screen.getByRole('textbox', { name: labels.year }), '2030');
}

afterEach(() => sessionStorage.clear());

describe('CheckoutScreen', () => {
  it('shows the order summary and joins Gold with a new card from the local form, once the terms are agreed', async () => {
    const { api, done } = checkout({
      'POST /local-payments/payment-methods': { status: 201, body: { id: 'pm_local_new' } },
      'POST /membership/create-with-card': paid,
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 2, name: 'Order summary' })).toBeTruthy();
    expect(screen.getByText('Matrona Gold, 1 month')).toBeTruthy();
    expect(screen.getByText('$30 a month, renews monthly.')).toBeTruthy();
    expect(screen.getByText('Purchases are final.')).toBeTruthy();
    await typeCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay $30' }));
    expect(await screen.findByText('Please agree to the subscription terms.')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: /I agree to the subscription terms/ }));
    await user.click(screen.getByRole('button', { name: 'Pay $30' }));
    await waitFor(() =>
      expect(api.calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /membership/create-with-card'),
    );
    await waitFor(() => expect(done).toEqual(['paid']));
    const [made, joined] = api.calls.filter((c) => c.method === 'POST');
    expect(made!.body).toEqual({ number: '4242424242424242', exp_month: 4, exp_year: 2030 });
    expect(joined!.path).toBe('/membership/create-with-card');
    expect(joined!.body).toEqual({ card: { payment_method_id: 'pm_local_new', name: 'Ana Rivera' } });
  });

  it('pays once however often the button is pressed while paying', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { api, done } = checkout(
      { 'GET /stripe/user-cards': { body: [visa] }, 'POST /membership/create-with-card': paid },
      {},
      'en',
      held,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /I agree/ }));
    expect(screen.getByRole('radio', { name: 'Visa ending in 4242' })).toHaveProperty('checked', true);
    const pay = screen.getByRole('button', { name: 'Pay $30' });
    await user.click(pay);
    await waitFor(() =>
      expect(pay.hasAttribute('disabled') || pay.getAttribute('aria-disabled') === 'true').toBe(true),
    );
    await user.click(pay);
    release();
    await waitFor(() => expect(done).toEqual(['paid']));
    expect(api.calls.filter((c) => c.path === '/membership/create-with-card')).toHaveLength(1);
    expect(api.calls.find((c) => c.path === '/membership/create-with-card')!.body).toEqual({
      card_id: 'pm_local_visa',
    });
  });

  it('asks again under the same key when the answer to a payment is lost, so it is charged once', async () => {
    const fake = fakeApi(
      mergeApis(
        goldAnswers,
        storyApi({
          'GET /user': { body: storyUser },
          'GET /stripe/user-cards': { body: [visa] },
          'POST /membership/create-with-card': paid,
        }),
      ),
    );
    let dropped = 0;
    const lossy = (async (request: Request) => {
      const answer = await fake.fetch(request);
      // The first payment reaches the server, but its answer never comes back.
      if (request.url.includes('/membership/') && dropped++ === 0) throw new TypeError('Failed to fetch');
      return answer;
    }) as typeof fetch;
    const done: string[] = [];
    renderWithMat(
      <CheckoutScreen
        purpose="subscribe"
        returnUrl="http://app.test/gold/subscribe"
        onPaid={() => done.push('paid')}
      />,
      { fetch: lossy, token: 'session', locale: 'en' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Pay $30' }));
    await waitFor(() => expect(done).toEqual(['paid']));
    const sent = fake.calls.filter((c) => c.path === '/membership/create-with-card');
    expect(sent).toHaveLength(2);
    const keys = sent.map((c) => c.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('says the spec’s words for a declined card and stays on the page', async () => {
    const { done } = checkout({
      'GET /stripe/user-cards': { body: [visa] },
      'POST /membership/create-with-card': declined,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Pay $30' }));
    expect(await screen.findByText('Check your card information and balance. Reload page and try again')).toBeTruthy();
    expect(done).toEqual([]);
  });

  it('says a declined card in Spanish', async () => {
    checkout({ 'GET /stripe/user-cards': { body: [visa] }, 'POST /membership/create-with-card': declined }, {}, 'es');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Acepto los términos de la suscripción/ }));
    await user.click(screen.getByRole('button', { name: /^Pagar .*30/ }));
    expect(
      await screen.findByText(
        'Revisa los datos y el saldo de tu tarjeta. Vuelve a cargar la página e inténtalo de nuevo',
      ),
    ).toBeTruthy();
  });

  it('sends a card the bank asks to confirm to the challenge page, then pays with it when the patient is back', async () => {
    const { left } = checkout({
      'POST /local-payments/payment-methods': { status: 201, body: { id: 'pm_local_3155' } },
      'POST /membership/create-with-card': {
        status: 402,
        body: { code: 'errors.paymentRequestFailed', message: 'authentication' },
      },
    });
    const user = userEvent.setup();
    await typeCard(user, '4000002500003155');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Pay $30' }));
    await waitFor(() => expect(left).toHaveLength(1));
    const url = new URL(left[0]!);
    expect(url.pathname).toBe('/local-payments/challenge');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      payment_method: 'pm_local_3155',
      return_url: 'http://app.test/gold/subscribe',
      lang: 'en',
    });
    expect(screen.queryByText(/Error while creating a payment request/)).toBeNull();
  });

  it('pays with the confirmed card on coming back from the challenge page', async () => {
    sessionStorage.setItem('gold_checkout_card_name', 'Ana M Rivera');
    const { api, done } = checkout(
      { 'POST /membership/create-with-card': paid },
      { challenge: { paymentMethod: 'pm_local_confirmed' } },
    );
    await waitFor(() => expect(done).toEqual(['paid']));
    expect(api.calls.find((c) => c.path === '/membership/create-with-card')!.body).toEqual({
      card: { payment_method_id: 'pm_local_confirmed', name: 'Ana M Rivera' },
    });
  });

  it('refuses a card number the local form cannot take before asking anyone', async () => {
    const { posts } = checkout({});
    const user = userEvent.setup();
    await typeCard(user, '42');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Pay $30' }));
    expect(await screen.findByText('Enter the 16 digits on the front of the card.')).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('applies a promo code the server priced, shows its discount, pays with it, and removes it', async () => {
    const quote = { code: 'WELCOME20', percent_off: 20, amount_off_cents: null, months: 1, final_amount_cents: 2400 };
    const { api, done } = checkout({
      'GET /stripe/user-cards': { body: [visa] },
      'POST /stripe/plan/apply-discount': { body: quote },
      'POST /membership/create-with-card': paid,
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Promo code' }), 'welcome20{Enter}');
    expect(await screen.findByText('Promo code WELCOME20 applied.')).toBeTruthy();
    // Enter in the code's field priced the code and paid nothing.
    expect(api.calls.find((c) => c.path === '/stripe/plan/apply-discount')!.body).toEqual({ code: 'welcome20' });
    expect(api.calls.filter((c) => c.path.startsWith('/membership/'))).toEqual([]);
    expect(screen.getByText('Promo code WELCOME20')).toBeTruthy();
    expect(screen.getByText('−$6')).toBeTruthy();
    expect(screen.getByText('The discount is for this month; then $30 a month.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove code WELCOME20' }));
    expect(screen.getByRole('button', { name: 'Pay $30' })).toBeTruthy();
    expect(screen.queryByText('−$6')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'WELCOME20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(await screen.findByRole('checkbox', { name: /I agree/ }));
    await user.click(await screen.findByRole('button', { name: 'Pay $24' }));
    await waitFor(() => expect(done).toEqual(['paid']));
    expect(api.calls.find((c) => c.path === '/membership/create-with-card')!.body).toEqual({
      card_id: 'pm_local_visa',
      promocode: 'WELCOME20',
    });
  });

  it('tells the server’s refusal of a code beside the field, in Spanish too, and keeps the full price', async () => {
    const expired = {
      status: 422,
      body: {
        code: 'errors.promocodeExpired',
        message: 'The code has expired',
        fields: { promocode: 'validation.invalid' },
      },
    } satisfies FixedAnswer<'POST /stripe/plan/apply-discount'>;
    checkout({ 'POST /stripe/plan/apply-discount': expired }, {}, 'es');
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Código promocional' });
    await user.type(field, 'OLD10');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Este código ya venció.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: /^Pagar .*30/ })).toBeTruthy();
  });

  it('sells no membership in the native app', async () => {
    checkout({}, { nativeMobile: true });
    expect(await screen.findByText('Please use a web version for a membership purchase')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay $30' })).toBeNull();
  });
});
