import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mergeApis, storyApi, type FakeAnswers } from '../test/fakeApi';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { storyUser } from '../test/storyProviders';
import { giftCodeToRemind, keepAppliedGiftCode } from './appliedGiftCode';
import { goldAnswers, goldUser } from './fixtures';
import { GiftCodeReminder } from './GiftCodeReminder';
import { ApplyGiftCodeScreen, GiftWelcomeScreen } from './GiftRedeemScreens';

function render<K extends string>(ui: React.ReactElement, answers?: FakeAnswers<K>, locale: 'en' | 'es' = 'en') {
  const api = fakeApi(
    mergeApis(storyApi({ 'GET /user': { body: storyUser } }), goldAnswers, answers ? storyApi(answers) : storyApi({})),
  );
  renderWithMat(ui, { fetch: api.fetch, token: 'session', locale });
  return api;
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('giftCodeToRemind', () => {
  it('reminds the kept code unless its reminder was closed', () => {
    expect(giftCodeToRemind(null, null)).toBeNull();
    expect(giftCodeToRemind('  ', null)).toBeNull();
    expect(giftCodeToRemind('GIFT-AAAA-BBBB', null)).toBe('GIFT-AAAA-BBBB');
    expect(giftCodeToRemind('GIFT-AAAA-BBBB', 'GIFT-AAAA-BBBB')).toBeNull();
    expect(giftCodeToRemind('GIFT-CCCC-DDDD', 'GIFT-AAAA-BBBB')).toBe('GIFT-CCCC-DDDD');
  });
});

describe('appliedGiftCode and apply_gift_code_closed', () => {
  it("keeps the code of a gift's link on this device, for after the visitor signs in anywhere", () => {
    render(<GiftWelcomeScreen code="GIFT-AAAA-BBBB" registerHref="/auth/register" loginHref="/auth/login" />);
    expect(localStorage.getItem('appliedGiftCode')).toBe('GIFT-AAAA-BBBB');
  });

  it('reminds the signed-in patient of the kept code with the way to redeem it, and closed stays closed', async () => {
    keepAppliedGiftCode('GIFT-AAAA-BBBB');
    render(<GiftCodeReminder />);
    expect(screen.getByText(/You have a gift of Matrona Gold waiting: code GIFT-AAAA-BBBB\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Redeem it now' })).toHaveProperty(
      'pathname',
      '/gift-codes/apply-gift-code',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: /Dismiss|Close/ }));
    expect(screen.queryByText(/gift of Matrona Gold waiting/)).toBeNull();
    expect(localStorage.getItem('apply_gift_code_closed')).toBe('GIFT-AAAA-BBBB');
    // A new gift's code is reminded again.
    keepAppliedGiftCode('GIFT-CCCC-DDDD');
    expect(localStorage.getItem('apply_gift_code_closed')).toBeNull();
  });

  it('says the reminder in Spanish', () => {
    keepAppliedGiftCode('GIFT-AAAA-BBBB');
    render(<GiftCodeReminder />, {}, 'es');
    expect(screen.getByText(/Tienes un regalo de Matrona Gold esperándote: código GIFT-AAAA-BBBB\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Canjéalo ahora' })).toBeTruthy();
  });

  it('fills the kept code in, and forgets it and its reminder once redeemed', async () => {
    keepAppliedGiftCode('GIFT-AAAA-BBBB');
    localStorage.setItem('apply_gift_code_closed', 'GIFT-AAAA-BBBB');
    render(<ApplyGiftCodeScreen membershipHref="/manage-membership" />, {
      'GET /gift-membership/redeem/GIFT-AAAA-BBBB': {
        body: { code: 'GIFT-AAAA-BBBB', giver_first_name: 'Rosa', months: 1, user: goldUser },
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('textbox', { name: /Gift code/ })).toHaveProperty('value', 'GIFT-AAAA-BBBB');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Rosa gave you 1 month of Matrona Gold. Enjoy!')).toBeTruthy();
    expect(localStorage.getItem('appliedGiftCode')).toBeNull();
    expect(localStorage.getItem('apply_gift_code_closed')).toBeNull();
  });
});
