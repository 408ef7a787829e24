import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { mergeApis, storyApi, type FakeAnswers } from '../test/fakeApi';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { BillingScreen } from './BillingScreen';
import { DowngradeScreen } from './DowngradeScreen';
import {
  downgradedUser,
  goldAnswers,
  goldCharge,
  goldUser,
  mastercard,
  paidPurchase,
  subscription,
  visa,
} from './fixtures';
import { GoldScreen } from './GoldScreen';
import { ManageMembershipScreen } from './ManageMembershipScreen';
import { PaymentMethodDeleteScreen, PaymentMethodEditScreen } from './PaymentMethodScreens';

function show<K extends string>(ui: ReactElement, answers: FakeAnswers<K>, locale: 'en' | 'es' = 'en') {
  const api = fakeApi(mergeApis(storyApi({ 'GET /user': { body: goldUser } }), goldAnswers, storyApi(answers)));
  renderWithMat(ui, { fetch: api.fetch, token: 'session', locale });
  return api;
}

const manageHrefs = {
  downgrade: '/gold/downgrade',
  resubscribe: '/gold/resubscribe',
  prolong: '/membership/prolong',
  billing: '/billing',
  info: '/gold-info',
};

describe('Gold screens', () => {
  it('offers Gold to a free patient with its price and what it includes', async () => {
    show(
      <GoldScreen
        variant="offer"
        hrefs={{ join: '/gold/subscribe', manage: '/manage-membership', info: '/gold-info' }}
      />,
      { 'GET /user': { body: { ...goldUser, matrona_gold_view: false } } },
    );
    expect(await screen.findByText('Nurse calls')).toBeTruthy();
    expect(screen.getByText('$30 a month, renews monthly.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join Gold' }).getAttribute('href')).toBe('/gold/subscribe');
  });

  it('tells a Gold member when her membership renews, and offers to downgrade', async () => {
    show(<ManageMembershipScreen hrefs={manageHrefs} />, {});
    expect(await screen.findByText('Next renewal: December 25, 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Downgrade' }).getAttribute('href')).toBe('/gold/downgrade');
    expect(screen.queryByRole('link', { name: 'Renew Gold again' })).toBeNull();
  });

  it('tells a downgraded member until when she keeps Gold, and offers to renew again', async () => {
    show(<ManageMembershipScreen hrefs={manageHrefs} />, { 'GET /user': { body: downgradedUser } });
    expect(await screen.findByText('You keep Gold until December 25, 2026.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Renew Gold again' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Downgrade' })).toBeNull();
  });

  it('says a renewal could not be charged and prompts a card update, in Spanish', async () => {
    const failed = { ...downgradedUser, latest_matrona_gold_charge: { ...goldCharge, status: 'failed' as const } };
    show(<ManageMembershipScreen hrefs={manageHrefs} />, { 'GET /user': { body: failed } }, 'es');
    expect(
      await screen.findByText('No pudimos cobrar a tu tarjeta de crédito para renovar tu suscripción'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Actualizar mi tarjeta' }).getAttribute('href')).toBe('/billing');
  });

  it('downgrades with a reason and shows the date access ends', async () => {
    const api = show(<DowngradeScreen keepHref="/manage-membership" manageHref="/manage-membership" />, {
      'POST /stripe/cancel-subscription': { body: subscription('downgraded') },
    });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Why are you leaving Gold/ }), 'Money is tight');
    await user.click(screen.getByRole('button', { name: 'Downgrade' }));
    expect(await screen.findByText('Gold will not renew. You keep Gold until December 25, 2026.')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({ reason: 'Money is tight' });
  });

  it('says the spec’s words when a downgrade fails', async () => {
    show(<DowngradeScreen keepHref="/m" manageHref="/m" />, {
      'POST /stripe/cancel-subscription': {
        status: 409,
        body: { code: 'errors.subscriptionCancelFailed', message: 'no' },
      },
    });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Why are you leaving Gold/ }), 'Moving');
    await user.click(screen.getByRole('button', { name: 'Downgrade' }));
    expect(await screen.findByText('Error. Failed to cancel the subscription')).toBeTruthy();
  });

  it('lists cards with name, last digits, expiry and the default, makes another the default, and lists purchases and the balance', async () => {
    const api = show(
      <BillingScreen
        editHref={(id) => `/payment-method/edit/${id}`}
        deleteHref={(id) => `/payment-method/delete/${id}`}
      />,
      {
        'GET /stripe/user-cards': { body: [visa, mastercard] },
        'GET /stripe/user-purchases': { body: [paidPurchase, { ...paidPurchase, id: 2, status: 'failed' }] },
        'PUT /stripe/set-default-card': {
          body: [
            { ...mastercard, is_default: true },
            { ...visa, is_default: false },
          ],
        },
      },
    );
    const user = userEvent.setup();
    const cards = await screen.findAllByRole('listitem');
    const first = within(cards[0]!);
    expect(first.getByText('Visa ending in 4242')).toBeTruthy();
    expect(first.getByText('Ana Rivera')).toBeTruthy();
    expect(first.getByText('Expires 08/2030')).toBeTruthy();
    expect(first.getByText('Default')).toBeTruthy();
    const purchases = within(screen.getByRole('list', { name: 'Purchases' }));
    expect(purchases.getByText('Paid')).toBeTruthy();
    expect(purchases.getByText('Declined')).toBeTruthy();
    expect(screen.getByText('2 message credits')).toBeTruthy();
    await user.click(within(cards[1]!).getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ id: 'pm_local_mc' }));
    expect(within(cards[1]!).getByRole('link', { name: 'Remove' }).getAttribute('href')).toBe(
      '/payment-method/delete/pm_local_mc',
    );
  });

  it('changes the name and expiry of a card', async () => {
    const done: number[] = [];
    const api = show(
      <PaymentMethodEditScreen cardId="pm_local_visa" backHref="/billing" onDone={() => done.push(1)} />,
      {
        'GET /stripe/user-cards': { body: [visa] },
        'PUT /stripe/cards': { body: { ...visa, name: 'Ana M Rivera' } },
      },
    );
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /Name on the card/ });
    await user.clear(name);
    await user.type(name, 'Ana M Rivera');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(done).toEqual([1]));
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      id: 'pm_local_visa',
      name: 'Ana M Rivera',
      exp_month: 8,
      exp_year: 2030,
    });
  });

  it('removes a card after saying what follows', async () => {
    const done: number[] = [];
    const api = show(
      <PaymentMethodDeleteScreen cardId="pm_local_visa" backHref="/billing" onDone={() => done.push(1)} />,
      {
        'GET /stripe/user-cards': { body: [visa] },
        'PUT /stripe/delete-card': { status: 204 },
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(done).toEqual([1]));
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({ id: 'pm_local_visa' });
  });

  it('says a card that is not among hers is no longer saved', async () => {
    show(<PaymentMethodDeleteScreen cardId="pm_someone_else" backHref="/billing" onDone={() => {}} />, {
      'GET /stripe/user-cards': { body: [visa] },
    });
    expect(await screen.findByText('This card is no longer saved.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });
});
