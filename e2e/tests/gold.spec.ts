// Gold in English and Spanish, on the local payment processor and its test cards: a free patient
// is kept out of the kick counter, joins Gold at checkout with 4242 4242 4242 4242, sees Gold on
// Me and reaches the kick counter, then downgrades and reads until when she keeps Gold; another's
// declined card (4000 0000 0000 0002) is told in the spec's words and nothing is charged; a patient
// buys a one-month gift with 4242 and a new patient redeems its code and is Gold. axe on each screen.
// In English, a promo code (WELCOME20) lowers the price and the purchase holds the discount.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { text, type Language } from './messages';
import { call, newPatient, signIn } from './patients';

type Purchase = { status: string; amount_cents: number };

/** Agrees to the subscription terms as a keyboard user does: focus, then Space. */
async function agree(page: Page, t: (id: string) => string) {
  const box = page.getByRole('checkbox', { name: t('gold.terms') });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
}

async function fillCard(page: Page, t: (id: string) => string, number: string) {
  await page.getByRole('textbox', { name: t('gold.cardNumber') }).fill(number);
  await page.getByRole('textbox', { name: t('gold.expiryMonth') }).fill('4');
  await page.getByRole('textbox', { name: t('gold.expiryYear') }).fill(String(new Date().getFullYear() + 3));
  await page.getByRole('textbox', { name: t('gold.cvc') }).fill('123');
}

for (const language of ['en', 'es'] as const satisfies Language[]) {
  const t = (id: string, values: Record<string, string> = {}) => text(language, id, values);
  const payButton = (page: Page) => page.getByRole('button', { name: new RegExp(`^${t('gold.pay', { amount: '' }).trim()}`) });

  test(`a free patient joins Gold with 4242, reaches the kick counter, and downgrades keeping Gold to its date (${language})`, async ({ page, request }) => {
    const patient = await newPatient(request, language, 'expecting');
    await signIn(page, patient.token, language);

    await test.step('the kick counter is closed to a free patient; Me leads to the offer', async () => {
      await page.goto('/kick-counter/get-started');
      await expect(page).toHaveURL(/\/me$/);
      await page.getByRole('link', { name: t('account.gold') }).click();
      await expect(page).toHaveURL(/\/gold$/);
      await expect(page.getByRole('heading', { level: 1, name: t('gold.offerTitle') })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    await test.step('checkout: the order summary, the terms, and 4242 4242 4242 4242', async () => {
      await page.getByRole('link', { name: t('gold.join') }).click();
      await expect(page.getByRole('heading', { level: 2, name: t('gold.orderSummary') })).toBeVisible();
      await expect(page.getByText(t('gold.final'), { exact: true })).toBeVisible();
      await expect(page.getByRole('textbox', { name: t('gold.cardNumber') })).toBeVisible();
      await expectNoAxeViolations(page);
      await fillCard(page, t, '4242 4242 4242 4242');
      await agree(page, t);
      await payButton(page).click();
      await expect(page).toHaveURL(/\/manage-membership$/);
      await expect(page.getByRole('heading', { level: 1, name: t('gold.manageTitle') })).toBeVisible();
      await expectNoAxeViolations(page);
      const purchases = await call<Purchase[]>(request, 'GET', '/stripe/user-purchases', patient.token);
      expect(purchases.map((p) => [p.status, p.amount_cents])).toEqual([['paid', 3000]]);
    });

    await test.step('Gold on Me, and the kick counter opens', async () => {
      await page.goto('/me');
      await expect(page.getByRole('link', { name: t('account.manageMembership') })).toBeVisible();
      await page.goto('/kick-counter/get-started');
      await expect(page).toHaveURL(/\/kick-counter\/get-started$/);
    });

    await test.step('billing lists the card and the purchase', async () => {
      await page.goto('/billing');
      await expect(page.getByText(t('gold.cardLabel', { brand: 'Visa', last4: '4242' }))).toBeVisible();
      await expect(page.getByText(t('gold.statusPaid'))).toBeVisible();
      await expectNoAxeViolations(page);
    });

    await test.step('downgrade: Gold ends on the date shown, and is still there meanwhile', async () => {
      await page.goto('/me');
      await page.getByRole('link', { name: t('account.manageMembership') }).click();
      await page.getByRole('link', { name: t('gold.downgrade') }).click();
      await expectNoAxeViolations(page);
      await page.getByRole('textbox', { name: t('gold.reason') }).fill(language === 'en' ? 'We are moving abroad.' : 'Nos mudamos al extranjero.');
      await page.getByRole('button', { name: t('gold.confirmDowngrade') }).click();
      const user = await call<{ matrona_gold_expire_at: string }>(request, 'GET', '/user', patient.token);
      const date = new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'es-US', { dateStyle: 'long' }).format(new Date(user.matrona_gold_expire_at));
      await expect(page.getByText(t('gold.downgraded', { date }))).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: t('gold.manage') }).click();
      await expect(page.getByText(t('gold.accessUntil', { date }))).toBeVisible();
      await expect(page.getByRole('link', { name: t('gold.resubscribe') })).toBeVisible();
      await page.goto('/kick-counter/get-started');
      await expect(page).toHaveURL(/\/kick-counter\/get-started$/);
    });
  });

  test(`a declined card is told in the spec’s words and nothing is charged (${language})`, async ({ page, request }) => {
    const patient = await newPatient(request, language);
    await signIn(page, patient.token, language);
    await page.goto('/gold/subscribe');
    await fillCard(page, t, '4000 0000 0000 0002');
    await agree(page, t);
    await payButton(page).click();
    await expect(page.getByText(t('errors.cardDeclined'))).toBeVisible();
    await expect(page).toHaveURL(/\/gold\/subscribe$/);
    await expectNoAxeViolations(page);
    expect(await call<Purchase[]>(request, 'GET', '/stripe/user-purchases', patient.token)).toEqual([]);
    expect(await call<unknown[]>(request, 'GET', '/stripe/user-cards', patient.token)).toEqual([]);
  });

  test(`a patient buys a one-month gift with 4242 and a new patient redeems its code and is Gold (${language})`, async ({ page, request }) => {
    test.slow(); // Two patients, two payments' worth of screens and three axe passes: more than one default timeout holds on a busy machine.
    const giver = await newPatient(request, language);
    const recipient = await newPatient(request, language);
    const contact = `gift${Date.now()}@example.org`;
    let code = '';
    await signIn(page, giver.token, language);

    await test.step('the gift purchase page: one gift of one month, paid with 4242 4242 4242 4242', async () => {
      await page.goto('/gift-codes');
      await expect(page.getByRole('heading', { level: 1, name: t('gifts.purchaseTitle') })).toBeVisible();
      await expect(page.getByText(t('gifts.noRefunds'))).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('textbox', { name: t('gifts.firstName') }).fill('Camila');
      await page.getByRole('textbox', { name: t('gifts.lastName') }).fill('Reyes');
      await page.getByRole('textbox', { name: t('gifts.contact') }).fill(contact);
      await fillCard(page, t, '4242 4242 4242 4242');
      await page.getByRole('button', { name: new RegExp(`^${t('gifts.pay', { amount: '' }).trim()}`) }).click();
      await expect(page.getByRole('heading', { level: 1, name: t('gifts.paid') })).toBeVisible();
      await expect(page.getByText(t('gifts.sentTo', { contact }))).toBeVisible();
      await expectNoAxeViolations(page);
      const shown = await page.getByText(/GIFT-[A-Z2-9]{4}-[A-Z2-9]{4}/).textContent();
      code = /GIFT-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(shown ?? '')![0];
      const purchases = await call<Purchase[]>(request, 'GET', '/stripe/user-purchases', giver.token);
      expect(purchases.map((p) => [p.status, p.amount_cents])).toEqual([['paid', 3000]]);
    });

    await test.step('the new patient follows the redeem link, redeems the code, and the server says she is Gold', async () => {
      await page.evaluate((token) => sessionStorage.setItem('token', token), recipient.token);
      await page.goto(`/redeem-membership?code=${code}`);
      await expect(page).toHaveURL(/\/gift-codes\/apply-gift-code$/);
      await expect(page.getByRole('textbox', { name: t('gifts.codeLabel') })).toHaveValue(code);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: t('gifts.redeem') }).click();
      await expect(page.getByRole('link', { name: t('gifts.toMembership') })).toBeVisible();
      await expect(page.getByText(new RegExp(`^Rosa `))).toBeVisible();
      const user = await call<{ matrona_gold_view: boolean }>(request, 'GET', '/user', recipient.token);
      expect(user.matrona_gold_view).toBe(true);
    });
  });
}

test('a promo code lowers the price at checkout and the purchase holds the discounted amount (en)', async ({ page, request }) => {
  const t = (id: string, values: Record<string, string> = {}) => text('en', id, values);
  const patient = await newPatient(request, 'en');
  await signIn(page, patient.token, 'en');
  await page.goto('/gold/subscribe');
  await expect(page.getByRole('button', { name: t('gold.pay', { amount: '$30' }) })).toBeVisible();

  // The demo world's WELCOME20: 20% off the first month, priced by the server.
  const code = page.getByRole('textbox', { name: t('gold.promo.label') });
  await code.fill('welcome20');
  await code.press('Enter');
  await expect(page.getByText(t('gold.promo.applied', { code: 'WELCOME20' }))).toBeVisible();
  await expect(page.getByText(t('gold.promo.discountAmount', { amount: '$6' }))).toBeVisible();
  await expectNoAxeViolations(page);

  await fillCard(page, t, '4242 4242 4242 4242');
  await agree(page, t);
  await page.getByRole('button', { name: t('gold.pay', { amount: '$24' }) }).click();
  await expect(page).toHaveURL(/\/manage-membership$/);
  const purchases = await call<Purchase[]>(request, 'GET', '/stripe/user-purchases', patient.token);
  expect(purchases.map((p) => [p.status, p.amount_cents])).toEqual([['paid', 2400]]);
});
