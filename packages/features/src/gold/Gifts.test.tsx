import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schema } from '@mat/api';
import { afterEach, describe, expect, it } from 'vitest';
import { storyUser } from '../test/storyProviders';
import { mergeApis, storyApi, type FakeAnswers } from '../test/fakeApi';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { goldAnswers, goldUser, visa } from './fixtures';
import { GiftPurchaseScreen } from './GiftPurchaseScreen';
import { ApplyGiftCodeScreen, GiftWelcomeScreen } from './GiftRedeemScreens';

const purchase: Schema<'Purchase'> = {
  id: 9,
  description: 'Gift membership, 2 months',
  amount_cents: 6000,
  currency: 'usd',
  status: 'paid',
  created_at: '2026-11-25T10:00:00.000Z',
  card_last4: '4242',
  receipt_url: null,
};

function render<K extends string>(ui: React.ReactElement, answers?: FakeAnswers<K>, locale: 'en' | 'es' = 'en') {
  const api = fakeApi(
    mergeApis(storyApi({ 'GET /user': { body: storyUser } }), goldAnswers, answers ? storyApi(answers) : storyApi({})),
  );
  renderWithMat(ui, { fetch: api.fetch, token: 'session', locale });
  return api;
}

async function fillGift(user: ReturnType<typeof userEvent.setup>, group: HTMLElement, contact: string) {
  await user.type(within(group).getByRole('textbox', { name: /first name/ }), 'Camila');
  await user.type(within(group).getByRole('textbox', { name: /last name/ }), 'Reyes');
  await user.type(within(group).getByRole('textbox', { name: /e-mail or phone/ }), contact);
}

afterEach(() => sessionStorage.clear());

describe('GiftPurchaseScreen', () => {
  it('adds and removes gifts, checks each, pays once for all, and tells who was sent what', async () => {
    const api = render(<GiftPurchaseScreen redeemHref="/gift-codes/apply-gift-code" />, {
      'GET /stripe/user-cards': { body: [visa] },
      'POST /gift-membership/card': {
        status: 201,
        body: {
          gifts: [
            { code: 'GIFT-AAAA-BBBB', recipient_contact: 'camila@example.org', months: 1 },
            { code: 'GIFT-CCCC-DDDD', recipient_contact: '2135550123', months: 1 },
          ],
          purchase,
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add another gift' }));
    await user.click(screen.getByRole('button', { name: 'Add another gift' }));
    expect(screen.getAllByRole('heading', { level: 2, name: /^Gift \d$/ })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Remove gift 3' }));
    const groups = screen.getAllByRole('region');
    expect(groups).toHaveLength(2);
    expect(screen.getByText('2 gifts, 2 months of Gold')).toBeTruthy();

    await fillGift(user, groups[0]!, 'camila@example.org');
    await fillGift(user, groups[1]!, 'not a phone');
    await user.click(screen.getByRole('button', { name: 'Pay $60' }));
    expect(await screen.findByText('Please enter a valid email or phone')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

    const contact = within(groups[1]!).getByRole('textbox', { name: /e-mail or phone/ });
    await user.clear(contact);
    await user.type(contact, '2135550123');
    await user.click(screen.getByRole('button', { name: 'Pay $60' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeTruthy();
    expect(screen.getByText('Gift membership sent to camila@example.org')).toBeTruthy();
    expect(screen.getByText('Gift code: GIFT-CCCC-DDDD')).toBeTruthy();
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      card_id: 'pm_local_visa',
      gifts: [
        {
          recipient_first_name: 'Camila',
          recipient_last_name: 'Reyes',
          recipient_contact: 'camila@example.org',
          message: null,
          months: 1,
          amount_per_month_cents: 3000,
        },
        {
          recipient_first_name: 'Camila',
          recipient_last_name: 'Reyes',
          recipient_contact: '2135550123',
          message: null,
          months: 1,
          amount_per_month_cents: 3000,
        },
      ],
    });
  });

  it('stops at 10 gifts a purchase and says why', async () => {
    render(<GiftPurchaseScreen redeemHref="/gift-codes/apply-gift-code" />);
    const user = userEvent.setup();
    const add = await screen.findByRole('button', { name: 'Add another gift' });
    for (let i = 0; i < 9; i += 1) await user.click(add);
    expect(screen.getAllByRole('region')).toHaveLength(10);
    expect(add.hasAttribute('disabled') || add.getAttribute('aria-disabled') === 'true').toBe(true);
    expect(screen.getByText(/at most 10 gifts in one purchase/)).toBeTruthy();
  });

  it("shows the spec's message for a declined card, in Spanish", async () => {
    render(
      <GiftPurchaseScreen redeemHref="/gift-codes/apply-gift-code" />,
      {
        'GET /stripe/user-cards': { body: [visa] },
        'POST /gift-membership/card': { status: 402, body: { code: 'errors.cardDeclined', message: 'declined' } },
      },
      'es',
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Regala Matrona Gold' })).toBeTruthy();
    const group = await screen.findByRole('region');
    await user.type(within(group).getByRole('textbox', { name: /^Nombre/ }), 'Camila');
    await user.type(within(group).getByRole('textbox', { name: /^Apellido/ }), 'Reyes');
    await user.type(within(group).getByRole('textbox', { name: /^Correo/ }), 'camila@example.org');
    await user.click(screen.getByRole('button', { name: /^Pagar/ }));
    expect(
      await screen.findByText(
        'Revisa los datos y el saldo de tu tarjeta. Vuelve a cargar la página e inténtalo de nuevo',
      ),
    ).toBeTruthy();
  });
});

describe('ApplyGiftCodeScreen', () => {
  it('redeems the code kept from the gift link and says whose gift it was', async () => {
    sessionStorage.setItem('redeem_gift_code', 'GIFT-AAAA-BBBB');
    const api = render(<ApplyGiftCodeScreen membershipHref="/manage-membership" />, {
      'GET /gift-membership/redeem/GIFT-AAAA-BBBB': {
        body: { code: 'GIFT-AAAA-BBBB', giver_first_name: 'Rosa', months: 1, user: goldUser },
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('textbox', { name: /Gift code/ })).toHaveProperty('value', 'GIFT-AAAA-BBBB');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Rosa gave you 1 month of Matrona Gold. Enjoy!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See my membership' })).toHaveProperty('pathname', '/manage-membership');
    expect(sessionStorage.getItem('redeem_gift_code')).toBeNull();
    expect(api.calls.filter((c) => c.path.startsWith('/gift-membership/redeem/'))).toHaveLength(1);
  });

  it('tells a used code and an unknown one in the words of spec 8', async () => {
    render(<ApplyGiftCodeScreen membershipHref="/manage-membership" />, {
      'GET /gift-membership/redeem/GIFT-USED-USED': {
        status: 409,
        body: { code: 'errors.giftCodeUsed', message: 'used' },
      },
      'GET /gift-membership/redeem/NOPE': {
        status: 404,
        body: { code: 'errors.invalidPromocode', message: 'unknown' },
      },
    });
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: /Gift code/ });
    await user.type(field, 'GIFT-USED-USED');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('This gift code has already been redeemed.')).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(screen.getByText(/Check it for extra spaces/)).toBeTruthy());
  });
});

describe('GiftWelcomeScreen', () => {
  it("keeps the gift's code for after sign-in, with 'I already have an account'", async () => {
    render(<GiftWelcomeScreen code="GIFT-AAAA-BBBB" registerHref="/auth/register" loginHref="/auth/login" />, {}, 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Un regalo de Matrona Gold' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ya tengo una cuenta' })).toHaveProperty('pathname', '/auth/login');
    expect(sessionStorage.getItem('redeem_gift_code')).toBe('GIFT-AAAA-BBBB');
  });
});
