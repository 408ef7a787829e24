// The medical profile wizard in both languages: five steps, each saved on going on; leaving with
// unsaved changes asks first, and what was left is not kept.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { text, type Language } from './messages';
import { call, newPatient, signIn } from './patients';

for (const language of ['en', 'es'] as const satisfies Language[]) {
  const t = (id: string, values?: Record<string, string>) => text(language, id, values);

  test(`a patient fills the medical profile step by step (${language})`, async ({ page, request }) => {
    const patient = await newPatient(request, language);
    await signIn(page, patient.token, language);
    await page.goto('/medical-record');
    await page.getByRole('link', { name: t('account.editMedicalHistory') }).click();
    await expect(page).toHaveURL(/\/medical-record\/medical-history\/edit$/);
    const next = page.getByRole('button', { name: t('medical.next') });

    await expect(page.getByText(t('ui.stepper.step', { number: '1', count: '5' }))).toBeVisible();
    await page.getByRole('textbox', { name: t('medical.pronouns') }).fill('she/her');
    await page.getByRole('button', { name: new RegExp(t('medical.sexAtBirth')) }).click();
    await page.getByRole('option', { name: t('medical.female') }).click();
    await page.getByRole('checkbox', { name: t('medical.race.hispanic') }).check({ force: true });
    await expectNoAxeViolations(page);
    await next.click();

    await expect(page.getByText(t('ui.stepper.step', { number: '2', count: '5' }))).toBeVisible();
    await page.getByRole('checkbox', { name: t('medical.condition.asthma') }).check({ force: true });
    await page.getByRole('textbox', { name: t('medical.foodAllergies') }).fill('Peanuts');
    await next.click();

    await expect(page.getByText(t('ui.stepper.step', { number: '3', count: '5' }))).toBeVisible();
    await page.getByRole('textbox', { name: t('medical.street') }).fill('12 Main St');
    await page.getByRole('textbox', { name: t('medical.city') }).fill('Los Angeles');
    await page.getByRole('combobox', { name: t('medical.state') }).fill('Califor');
    await page.getByRole('option', { name: 'California' }).click();
    await page.getByRole('textbox', { name: t('medical.zip') }).fill('90012');
    await page.getByRole('textbox', { name: t('medical.insuranceProvider') }).fill('Blue Shield');
    await page.getByRole('textbox', { name: t('medical.memberId') }).fill('XJ-2201');
    await next.click();

    await expect(page.getByText(t('ui.stepper.step', { number: '4', count: '5' }))).toBeVisible();
    const obstetrician = page.getByRole('group', { name: t('medical.obstetrician') });
    await obstetrician.getByRole('textbox', { name: t('medical.providerName') }).fill('Dr. Rosa Vega');
    await obstetrician.getByRole('textbox', { name: t('medical.providerPhone') }).fill('3105550199');
    await next.click();

    await expect(page.getByText(t('ui.stepper.step', { number: '5', count: '5' }))).toBeVisible();
    await page.getByRole('textbox', { name: t('medical.supportPerson') }).fill('Luis');
    await page.getByRole('button', { name: t('medical.finish') }).click();
    await expect(page).toHaveURL(/\/medical-record$/);
    await expect(page.getByText(t('medical.saved'))).toBeVisible();

    const saved = await call<Record<string, unknown>>(request, 'GET', '/patient/medical-history', patient.token);
    expect(saved).toMatchObject({
      pronouns: 'she/her',
      sex_at_birth: 'female',
      race_ethnicity: ['hispanic'],
      medical_conditions: ['Asthma'],
      food_allergies: 'Peanuts',
      home_address: { street: '12 Main St', city: 'Los Angeles', state: 'CA', zip: '90012' },
      insurance: { provider: 'Blue Shield', member_id: 'XJ-2201' },
      obstetrician: { name: 'Dr. Rosa Vega', organization: null, phone: '3105550199' },
      doula: null,
      support_person: 'Luis',
    });

    // A change left unsaved asks before leaving, and is not kept.
    await page.getByRole('link', { name: t('account.editMedicalHistory') }).click();
    await expect(page.getByRole('textbox', { name: t('medical.pronouns') })).toHaveValue('she/her');
    await page.getByRole('textbox', { name: t('medical.pronouns') }).fill('they/them');
    await page.getByRole('button', { name: t('medical.cancel') }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText(t('medical.discardTitle'))).toBeVisible();
    await dialog.getByRole('button', { name: t('common.keepEditing') }).click();
    await expect(page.getByRole('textbox', { name: t('medical.pronouns') })).toHaveValue('they/them');
    await page.getByRole('button', { name: t('medical.cancel') }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: t('common.discardChanges') })
      .click();
    await expect(page).toHaveURL(/\/medical-record$/);
    expect((await call<{ pronouns: string }>(request, 'GET', '/patient/medical-history', patient.token)).pronouns).toBe(
      'she/her',
    );
  });
}
