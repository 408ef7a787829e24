// Pregnancies in both languages: one added by the last period shows its due date and week; a birth
// plan is made and changed; the birth is reported and the baby is there; a loss reported on
// another pregnancy ends its week content everywhere; a Gold member's loss ends kick counting too.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { addDaysIso, longDate, todayIso, typeDate } from './dates';
import { text, type Language } from './messages';
import { call, newPatient, signIn } from './patients';

for (const language of ['en', 'es'] as const satisfies Language[]) {
  const t = (id: string, values?: Record<string, string>) => text(language, id, values);

  async function reportMiscarriage(page: Page) {
    await page.getByRole('link', { name: t('pregnancy.reportLoss') }).click();
    await page.getByRole('button', { name: new RegExp(t('pregnancy.lossType')) }).click();
    await page.getByRole('option', { name: t('pregnancy.miscarriage') }).click();
    await page.getByRole('button', { name: t('pregnancy.lossSubmit') }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText(t('pregnancy.lossConfirmTitle'))).toBeVisible();
    await dialog.getByRole('button', { name: t('pregnancy.lossConfirm') }).click();
    await expect(page.getByText(t('pregnancy.lossRecorded'))).toBeVisible();
  }

  async function addPregnancy(page: Page, kind: 'lmp' | 'due', iso: string) {
    await page.goto('/add-pregnancy');
    await page
      .getByRole('radio', { name: t(kind === 'lmp' ? 'pregnancy.byLmp' : 'pregnancy.byDueDate') })
      .check({ force: true });
    await typeDate(page, t(kind === 'lmp' ? 'pregnancy.lmp' : 'pregnancy.dueDate'), iso, language);
    await page.getByRole('button', { name: t('pregnancy.save') }).click();
    await expect(page).toHaveURL(/\/pregnancy-medical-profile\/\d+$/);
  }

  test(`a pregnancy from its last period to the birth, and a loss on another (${language})`, async ({
    page,
    request,
  }) => {
    const patient = await newPatient(request, language, 'expecting');
    await signIn(page, patient.token, language);

    await test.step('added by the last period: the due date and the week', async () => {
      const lmp = addDaysIso(todayIso(), -(20 * 7 + 2));
      await page.goto('/me');
      await page.getByRole('link', { name: t('account.pregnancy') }).click();
      await expect(page.getByText(t('pregnancy.none'))).toBeVisible();
      await addPregnancy(page, 'lmp', lmp);
      const week = page.getByTestId('pregnancy-week');
      await expect(
        week.getByRole('heading', { name: t('notices.pregnancyStage', { week: '20', day: '2' }) }),
      ).toBeVisible();
      await expect(
        week.getByText(t('pregnancy.dueOn', { date: longDate(addDaysIso(lmp, 280), language) }), { exact: false }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/dashboard');
      await expect(page.getByTestId('pregnancy-week')).toBeVisible();
    });

    await test.step('a birth plan, made then changed', async () => {
      await page.goto('/pregnancy-medical-profile/active');
      await page.getByRole('link', { name: t('pregnancy.createBirthPlan') }).click();
      await page.getByRole('textbox', { name: t('pregnancy.wishes') }).fill('Dim lights and music.');
      await page.getByRole('textbox', { name: t('pregnancy.supportPeople') }).fill('Luis');
      await page.getByRole('button', { name: t('pregnancy.saveBirthPlan') }).click();
      await expect(page.getByText('Dim lights and music.')).toBeVisible();
      await page.getByRole('link', { name: t('pregnancy.editBirthPlan') }).click();
      await page.getByRole('textbox', { name: t('pregnancy.wishes') }).fill('Dim lights, music and skin to skin.');
      await page.getByRole('button', { name: t('pregnancy.saveBirthPlan') }).click();
      await expect(page.getByText('Dim lights, music and skin to skin.')).toBeVisible();
    });

    await test.step('the birth is reported and the baby is there', async () => {
      await page.getByRole('link', { name: t('pregnancy.reportBirth') }).click();
      await page.getByRole('textbox', { name: t('pregnancy.babyName') }).fill('Lucía');
      await page.getByRole('textbox', { name: t('pregnancy.pounds') }).fill('7');
      await page.getByRole('textbox', { name: t('pregnancy.ounces') }).fill('2');
      await page.getByRole('button', { name: t('pregnancy.saveBirth') }).click();
      await expect(page.getByText(t('pregnancy.born', { name: 'Lucía' }))).toBeVisible();
      await expect(page.getByTestId('pregnancy-week')).toHaveCount(0);
      await page.goto('/dashboard');
      await expect(page.getByText(t('notices.monitorName.weight', { name: 'Lucía' }))).toBeVisible();
      await expect(page.getByTestId('pregnancy-week')).toHaveCount(0);
    });

    await test.step('a loss on another pregnancy: confirmed, then no week content for it anywhere', async () => {
      await addPregnancy(page, 'due', addDaysIso(todayIso(), 150));
      const profile = page.url();
      await expect(page.getByTestId('pregnancy-week')).toBeVisible();
      await reportMiscarriage(page);
      await expect(page).toHaveURL(profile);
      await expect(page.getByTestId('pregnancy-week')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 2, name: t('monitors.title') })).toBeVisible();
      await expect(page.getByTestId('pregnancy-week')).toHaveCount(0);
      await page.goto('/pregnancy-medical-profile/active');
      await expect(page.getByText(t('pregnancy.none'))).toBeVisible();
    });
  });

  test(`a Gold member expecting reports a loss: no kick counter and no week content anywhere (${language})`, async ({
    page,
    request,
  }) => {
    test.slow(); // A purchase, two visits to Today, the loss with its confirmation, Me and the kick counter, with axe.
    const patient = await newPatient(request, language, 'expecting');
    await call(request, 'POST', '/stripe/create-card', patient.token, {
      payment_method_id: 'pm_card_visa',
      name: 'Rosa Vega',
    });
    await call(request, 'POST', '/stripe/purchase-subscription', patient.token, {});
    const due = addDaysIso(todayIso(), 70);
    const pregnancy = await call<{ id: number }>(request, 'POST', '/patient/pregnancies', patient.token, {
      due_date: due,
    });
    const luna = await call<{ id: number }>(request, 'POST', '/patient/child', patient.token, {
      first_name: 'Luna',
      due_date: due,
    });
    await call(request, 'POST', '/patient/monitors/kick-counter/create-monitor', patient.token, {
      children: [luna.id],
    });
    await signIn(page, patient.token, language);
    const kickCounterLinks = page.locator('a[href^="/kick-counter/"]');

    await test.step('before the loss: the week and the kick counter on Today', async () => {
      await page.goto('/dashboard');
      await expect(page.getByTestId('pregnancy-week')).toBeVisible();
      await expect(kickCounterLinks.first()).toBeVisible();
    });

    await test.step('the loss, confirmed', async () => {
      await page.goto(`/pregnancy-medical-profile/${pregnancy.id}`);
      await reportMiscarriage(page);
    });

    await test.step('Today: no week, no kick counter, no offer to start one', async () => {
      await page.goto('/dashboard');
      await expect(page.getByRole('link', { name: new RegExp(t('notices.monitorName.pressure')) })).toBeVisible();
      await expect(page.getByTestId('pregnancy-week')).toHaveCount(0);
      await expect(kickCounterLinks).toHaveCount(0);
      await expect(page.getByRole('link', { name: t('monitors.startKickCounting') })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    await test.step('Me and the kick counter itself: nothing to count for', async () => {
      await page.goto('/me');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(kickCounterLinks).toHaveCount(0);
      await page.goto('/kick-counter/get-started');
      await expect(page.getByText(t('validation.noOngoingPregnancy'))).toBeVisible();
      await expect(page.getByRole('checkbox', { name: 'Luna' })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });
}
