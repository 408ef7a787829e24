// The health monitors, in both languages, against the real server: blood pressure from normal to
// severe, edits and removal, exports; baby weights across a unit change; Gold kick counting across a
// reload; and the kick counter closed to free users. Reminders: reminders.spec.ts.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { fhirValidator } from '../../apps/server/test/fhir-schema';
import { DEMO_WORLD } from './environment';
import { expectNoAxeViolations } from './axe';
import { text, type Language } from './messages';
import { call, logIn, newPatient, signIn } from './patients';

/** Opens a monitor from the Today dashboard by the screen its link leads to. */
async function openMonitor(page: Page, path: 'blood-pressure' | 'weight-monitor' | 'kick-counter') {
  await page.goto('/dashboard');
  const link = page.locator(`a[href^="/${path}/"]`).first();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/${path}/\\d+$`));
  return Number(page.url().split('/').pop());
}

async function logPressure(
  page: Page,
  t: (id: string, values?: Record<string, string>) => string,
  systolic: number,
  diastolic: number,
) {
  await page.getByRole('link', { name: t('bloodPressure.addReading') }).click();
  await page.getByRole('textbox', { name: t('bloodPressure.systolic') }).fill(String(systolic));
  await page.getByRole('textbox', { name: t('bloodPressure.diastolic') }).fill(String(diastolic));
  await page.getByRole('button', { name: t('bloodPressure.save') }).click();
  await expect(
    page.getByText(t('bloodPressure.reading', { systolic: String(systolic), diastolic: String(diastolic) })),
  ).toBeVisible();
}

for (const language of ['en', 'es'] as const satisfies Language[]) {
  const t = (id: string, values?: Record<string, string>) => text(language, id, values);

  test(`blood pressure: normal, stage 2 with a recheck reminder, severe with urgent guidance first, edit, remove, export (${language})`, async ({
    page,
    request,
  }) => {
    const patient = await newPatient(request, language);
    await signIn(page, patient.token, language);
    const monitorId = await openMonitor(page, 'blood-pressure');

    await test.step('118/76 is normal, with its advice', async () => {
      await logPressure(page, t, 118, 76);
      await expect(page.getByText(t('notices.bloodPressureCategory.normal'), { exact: true })).toBeVisible();
      await expect(page.getByText(t('advice.bloodPressure.normal'))).toBeVisible();
      await expect(page.getByText(t('bloodPressure.recheckTitle', { minutes: '15' }), { exact: true })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: t('bloodPressure.done') }).click();
    });

    await test.step('145/92 is stage 2: recheck in 15 minutes, and a reminder for it', async () => {
      await logPressure(page, t, 145, 92);
      await expect(page.getByText(t('notices.bloodPressureCategory.stage2'), { exact: true })).toBeVisible();
      await expect(page.getByText(t('bloodPressure.recheckTitle', { minutes: '15' }), { exact: true })).toBeVisible();
      await page.getByRole('button', { name: t('bloodPressure.remindMe', { minutes: '15' }) }).click();
      await expect(page.getByText(t('bloodPressure.reminderSet').split('{time}')[0]!)).toBeVisible();
      const reminders = await call<{ daily: boolean; type: string }[]>(
        request,
        'GET',
        `/patient/monitor-reminders/${monitorId}`,
        patient.token,
      );
      expect(reminders).toEqual([expect.objectContaining({ daily: false, type: 'blood_pressure' })]);
      await page.getByRole('link', { name: t('bloodPressure.done') }).click();
    });

    await test.step('165/112 is severe: the urgent guidance comes first and takes the focus', async () => {
      await logPressure(page, t, 165, 112);
      const urgent = page.getByTestId('urgent-guidance');
      await expect(urgent).toBeFocused();
      await expect(urgent.getByText(t('bloodPressure.urgentTitle'))).toBeVisible();
      await expect(urgent.getByRole('link', { name: t('bloodPressure.call911') })).toHaveAttribute('href', 'tel:911');
      const order = await page.evaluate(() => {
        const first = document.querySelector('[data-testid="urgent-guidance"]')!;
        const heading = document.querySelector('h1')!;
        return first.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING;
      });
      expect(order).toBeTruthy();
      await expect(page.getByText(t('notices.bloodPressureCategory.severe'), { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: t('bloodPressure.done') }).click();
    });

    await test.step('the newest reading is changed, then removed', async () => {
      await expect(page).toHaveURL(new RegExp(`/blood-pressure/${monitorId}$`));
      // The list first shows the readings it had, then the one just logged: the newest is the first
      // only once 165/112 is on it (on a busy machine the 145/92 before it was edited instead).
      await expect(page.getByText('165/112 mmHg')).toBeVisible();
      await page
        .getByRole('link', { name: t('bloodPressure.view') })
        .first()
        .click();
      await page.getByRole('link', { name: t('bloodPressure.edit') }).click();
      await page.getByRole('textbox', { name: t('bloodPressure.systolic') }).fill('150');
      await page.getByRole('textbox', { name: t('bloodPressure.diastolic') }).fill('100');
      await page.getByRole('button', { name: t('bloodPressure.save') }).click();
      await expect(page.getByText(t('notices.bloodPressureCategory.stage2'), { exact: true })).toBeVisible();
      await page.getByRole('link', { name: t('bloodPressure.done') }).click();
      await expect(page.getByText('150/100 mmHg')).toBeVisible();
      await expect(page.getByText('165/112 mmHg')).toHaveCount(0);

      await page
        .getByRole('link', { name: t('bloodPressure.view') })
        .first()
        .click();
      await page.getByRole('link', { name: t('bloodPressure.remove') }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog.getByText(t('bloodPressure.removeTitle'))).toBeVisible();
      await dialog.getByRole('button', { name: t('bloodPressure.remove') }).click();
      await expect(page).toHaveURL(new RegExp(`/blood-pressure/${monitorId}$`));
      await expect(page.getByText('150/100 mmHg')).toHaveCount(0);
      await expect(page.getByRole('link', { name: t('bloodPressure.view') })).toHaveCount(2);
    });

    await test.step('the readings download as a PDF and as a FHIR R4 Bundle that validates', async () => {
      const [pdf] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: t('monitors.downloadPdf') }).click(),
      ]);
      expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
      expect(
        readFileSync((await pdf.path())!)
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      const [fhir] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: t('monitors.downloadFhir') }).click(),
      ]);
      const bundle = JSON.parse(readFileSync((await fhir.path())!, 'utf8'));
      // Compiled here, not as the file loads: the runner, listing the tests, and a worker running
      // only this file's other journeys never validate a bundle.
      const validateBundle = fhirValidator('Bundle');
      expect(validateBundle(bundle), JSON.stringify(validateBundle.errors)).toBe(true);
      const pressures = bundle.entry.filter(
        (e: { resource: { code?: { coding: { code: string }[] } } }) => e.resource.code?.coding[0]?.code === '85354-9',
      );
      expect(pressures).toHaveLength(2);
    });
  });

  test(`baby weight in lb/oz, flagged past a 10% loss, then in kg/g after switching units (${language})`, async ({
    page,
    request,
  }) => {
    const patient = await newPatient(request, language);
    const born = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
    await call(request, 'POST', '/patient/child', patient.token, {
      first_name: 'Mateo',
      date_of_birth: born,
      birth_weight: { lb: 7, oz: 8 },
    });
    await signIn(page, patient.token, language);
    await openMonitor(page, 'weight-monitor');

    const logWeight = async (pounds: string, ounces: string) => {
      await page.getByRole('link', { name: t('weight.add') }).click();
      await page.getByRole('textbox', { name: t('weight.pounds') }).fill(pounds);
      await page.getByRole('textbox', { name: t('weight.ounces') }).fill(ounces);
      await page.getByRole('button', { name: t('weight.save') }).click();
      await expect(page).toHaveURL(/\/weight-monitor\/\d+$/);
    };
    await logWeight('7', '2');
    await expect(page.getByText(/^7 lb 2 oz$/)).toBeVisible();
    await expect(page.getByText(t('weight.flagTitle'))).toHaveCount(0);
    await logWeight('6', '8');
    await expect(page.getByText(/^6 lb 8 oz$/)).toBeVisible();
    await expect(page.getByText(t('weight.flagTitle'))).toBeVisible();
    await expect(page.getByText(t('advice.babyWeight.contactPediatrician'))).toBeVisible();
    await expectNoAxeViolations(page);
    const weights = page.url();

    await page.goto('/settings');
    await page.getByText(t('account.metric')).click();
    await expect(page.getByRole('radio', { name: t('account.metric') })).toBeChecked();
    await expect(page.getByText(t('account.saved'))).toBeVisible();
    await page.goto(weights);
    await expect(page.getByText(/^3 kg 232 g$/)).toBeVisible();
    await expect(page.getByText(/^2 kg 948 g$/)).toBeVisible();
    await page.getByRole('link', { name: t('weight.add') }).click();
    await expect(page.getByRole('textbox', { name: t('weight.kilograms') })).toBeVisible();
  });

  test(`a Gold member counts 10 kicks across a reload and saves them (${language})`, { tag: DEMO_WORLD }, async ({
    page,
    request,
  }) => {
    await signIn(page, await logIn(request, 'gold@matrona.care'), language);
    // The page's clock, moved on below: ten movements come here within a second or two, and a
    // count that short would save as no time at all (the form asks for one).
    await page.clock.install();
    const monitorId = await openMonitor(page, 'kick-counter');
    await page.getByRole('link', { name: t('kickCounter.start') }).click();
    await expect(page).toHaveURL(new RegExp(`/kick-counter/${monitorId}/add-reading$`));
    const kick = page.getByRole('button', { name: t('kickCounter.kick') });
    for (let i = 1; i <= 4; i++) {
      await kick.click();
      await expect(page.getByRole('status').filter({ hasText: new RegExp(`^${i} `) })).toBeVisible();
    }
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: /^4 / })).toBeVisible();
    for (let i = 5; i <= 10; i++) {
      await kick.click();
      await expect(page.getByRole('status').filter({ hasText: new RegExp(`^${i} `) })).toBeVisible();
    }
    await expect(page.getByText(t('kickCounter.reached', { target: '10' }))).toBeVisible();
    await expectNoAxeViolations(page);
    // Twenty-five minutes on: the timer shows them, and the count saves with them.
    await page.clock.fastForward('25:00');
    await expect(page.getByText(/^25:\d\d$/)).toBeVisible();
    await page.getByRole('button', { name: t('kickCounter.finish') }).click();
    await expect(page.getByRole('textbox', { name: t('kickCounter.totalKicks') })).toHaveValue('10');
    await expect(page.getByRole('textbox', { name: t('kickCounter.minutes') })).toHaveValue('25');
    await page.getByRole('button', { name: t('kickCounter.save') }).click();
    await expect(page).toHaveURL(/\/kick-counter\/readings\/\d+\/view$/);
    await expect(page.getByRole('heading', { level: 1, name: t('kickCounter.readingTitle') })).toBeVisible();
    await page.getByRole('link', { name: t('kickCounter.back') }).click();
    await expect(page.getByRole('link', { name: t('kickCounter.view') }).first()).toBeVisible();
  });

  test(`a member without Gold is sent from the kick counter to Me (${language})`, async ({ page, request }) => {
    const patient = await newPatient(request, language, 'expecting');
    await signIn(page, patient.token, language);
    await page.goto('/kick-counter/get-started');
    await expect(page).toHaveURL(/\/me$/);
    await expect(page.getByRole('heading', { level: 1, name: t('account.meTitle') })).toBeVisible();
    await page.goto('/kick-counter/1/add-reading');
    await expect(page).toHaveURL(/\/me$/);
  });
}
