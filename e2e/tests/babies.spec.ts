// Babies in both languages: asked about near the due date, added with a birth weight, shown with their day of life and weights,
// changed, linked to a pregnancy, and removed for good after confirmation.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { addDaysIso, todayIso, typeDate } from './dates';
import { text, type Language } from './messages';
import { call, newPatient, signIn } from './patients';

for (const language of ['en', 'es'] as const satisfies Language[]) {
  const t = (id: string, values?: Record<string, string>) => text(language, id, values);

  test(`a baby is added, changed, linked to the pregnancy and removed (${language})`, async ({ page, request }) => {
    const patient = await newPatient(request, language);
    await call(request, 'POST', '/patient/pregnancies', patient.token, { due_date: addDaysIso(todayIso(), 10) });
    await signIn(page, patient.token, language);

    // Ten days before the due date (38 weeks) Today asks about the birth.
    await page.goto('/dashboard');
    await page.getByRole('link', { name: t('pregnancy.reportBirth') }).click();
    await expect(page).toHaveURL(/\/pregnancy-medical-profile-prompt\/birth\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: t('pregnancy.nearTermTitle') })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: t('pregnancy.notYet') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/me');
    await page.getByRole('link', { name: t('account.addBaby') }).click();
    await page.getByRole('textbox', { name: t('baby.firstName'), exact: true }).fill('Mateo');
    await typeDate(page, t('baby.dateOfBirth'), addDaysIso(todayIso(), -5), language);
    await page.getByRole('textbox', { name: t('baby.pounds') }).fill('7');
    await page.getByRole('textbox', { name: t('baby.ounces') }).fill('8');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t('baby.save') }).click();
    await expect(page).toHaveURL(/\/baby-medical-profile\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mateo' })).toBeVisible();
    await expect(page.getByText(t('notices.childStage.newborn', { n: '6' }))).toBeVisible();
    await expect(page.getByText(/7 lb 8 oz/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: t('baby.edit') }).click();
    await page.getByRole('textbox', { name: t('baby.lastName') }).fill('Vega');
    await page.getByRole('button', { name: t('baby.save') }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mateo Vega' })).toBeVisible();

    await page.getByRole('link', { name: t('baby.weights') }).click();
    await expect(page).toHaveURL(/\/weight-monitor\/\d+$/);
    await page.goBack();

    await page.getByRole('link', { name: t('baby.connect') }).click();
    await page.getByRole('radio').first().check({ force: true });
    await page.getByRole('button', { name: t('baby.connectSave') }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mateo Vega' })).toBeVisible();
    await expect(page.getByRole('link', { name: t('baby.connect') })).toHaveCount(0);
    expect(
      await call<{ status: number } | null>(request, 'GET', '/patient/pregnancies/active', patient.token),
    ).toBeNull();

    await page.getByRole('button', { name: t('baby.remove') }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: t('baby.remove') })
      .click();
    await expect(page).toHaveURL(/\/me$/);
    await expect(page.getByRole('link', { name: 'Mateo Vega' })).toHaveCount(0);
  });
}
