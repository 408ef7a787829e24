// Logging with no connection (issue 20, "Done when"), in both languages, against the real server:
// the browser goes offline with the form open, a reading and a weight are logged, and kicks are
// counted and the count saved; each shows as waiting to send; back online, each is sent and the server (asked directly) has it exactly once.
// The screens were opened online: offline, the app's code for them is already loaded, as on a
// phone whose connection drops.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_WORLD } from './environment';
import { text, type Language } from './messages';
import { call, logIn, newPatient, signIn } from './patients';

async function openMonitor(page: Page, path: 'blood-pressure' | 'weight-monitor' | 'kick-counter') {
  await page.goto('/dashboard');
  await page.locator(`a[href^="/${path}/"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/${path}/\\d+$`));
  return Number(page.url().split('/').pop());
}

for (const language of ['en', 'es'] as const satisfies Language[]) {
  const t = (id: string, values?: Record<string, string>) => text(language, id, values);

  test(`a blood pressure reading and a weight logged offline wait, then are stored once back online (${language})`, async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    const patient = await newPatient(request, language);
    const born = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
    await call(request, 'POST', '/patient/child', patient.token, {
      first_name: 'Mateo',
      date_of_birth: born,
      birth_weight: { lb: 7, oz: 8 },
    });
    await signIn(page, patient.token, language);

    await test.step('150/95 logged offline waits, with its stage 2 advice from the device', async () => {
      const monitorId = await openMonitor(page, 'blood-pressure');
      await page.getByRole('link', { name: t('bloodPressure.addReading') }).click();
      await expect(page.getByRole('textbox', { name: t('bloodPressure.systolic') })).toBeVisible();
      await context.setOffline(true);
      await page.getByRole('textbox', { name: t('bloodPressure.systolic') }).fill('150');
      await page.getByRole('textbox', { name: t('bloodPressure.diastolic') }).fill('95');
      await page.getByRole('button', { name: t('bloodPressure.save') }).click();
      await expect(page.getByText(t('bloodPressure.waitingToSend'), { exact: true })).toBeVisible();
      await expect(page.getByText(t('notices.bloodPressureCategory.stage2'), { exact: true })).toBeVisible();
      await page.getByRole('link', { name: t('bloodPressure.done') }).click();
      const waiting = page.getByRole('region', { name: t('bloodPressure.waitingHeading') });
      await expect(waiting.getByText(t('bloodPressure.reading', { systolic: '150', diastolic: '95' }))).toBeVisible();
      await expect(waiting.getByText(t('bloodPressure.waitingToSend'), { exact: true })).toBeVisible();

      await context.setOffline(false);
      await expect(waiting).toHaveCount(0);
      await expect(page.getByText(t('bloodPressure.reading', { systolic: '150', diastolic: '95' }))).toBeVisible();
      const stored = await call<{ data: { systolic: number; diastolic: number }[] }>(
        request,
        'GET',
        `/patient/monitors/pressure/${monitorId}/readings?page=1`,
        patient.token,
      );
      expect(stored.data.map((r) => `${r.systolic}/${r.diastolic}`)).toEqual(['150/95']);
    });

    await test.step('a weight logged offline waits on the weight screen, then is stored once', async () => {
      const monitorId = await openMonitor(page, 'weight-monitor');
      await page.getByRole('link', { name: t('weight.add') }).click();
      await expect(page.getByRole('textbox', { name: t('weight.pounds') })).toBeVisible();
      await context.setOffline(true);
      await page.getByRole('textbox', { name: t('weight.pounds') }).fill('7');
      await page.getByRole('textbox', { name: t('weight.ounces') }).fill('2');
      await page.getByRole('button', { name: t('weight.save') }).click();
      await expect(page).toHaveURL(/\/weight-monitor\/\d+$/);
      const waiting = page.getByRole('region', { name: t('weight.waitingHeading') });
      await expect(waiting.getByText(/^7 lb 2 oz$/)).toBeVisible();
      await expect(waiting.getByText(t('weight.waitingToSend'), { exact: true })).toBeVisible();

      await context.setOffline(false);
      await expect(waiting).toHaveCount(0);
      await expect(page.getByText(/^7 lb 2 oz$/)).toBeVisible();
      const stored = await call<{ data: { weight: number; unit: string }[] }>(
        request,
        'GET',
        `/patient/monitors/weight/${monitorId}/readings?page=1`,
        patient.token,
      );
      expect(stored.data.map((r) => `${r.weight} ${r.unit}`)).toEqual(['7.125 lb']);
    });
  });

  test(`kicks counted and saved offline wait, then the count is stored once back online (${language})`, {
    tag: DEMO_WORLD,
  }, async ({ page, context, request }) => {
    test.slow();
    const token = await logIn(request, 'gold@matrona.care');
    await signIn(page, token, language);
    const monitorId = await openMonitor(page, 'kick-counter');
    type Page1 = { data: { id: number; total_kicks: number }[] };
    const readings = () =>
      call<Page1>(request, 'GET', `/patient/monitors/kick-counter/${monitorId}/readings?page=1`, token);
    const before = new Set((await readings()).data.map((r) => r.id));
    const kicks = language === 'en' ? 3 : 2;

    await page.getByRole('link', { name: t('kickCounter.start') }).click();
    const kick = page.getByRole('button', { name: t('kickCounter.kick') });
    await expect(kick).toBeEnabled();
    await context.setOffline(true);
    for (let i = 1; i <= kicks; i++) {
      await kick.click();
      await expect(page.getByRole('status').filter({ hasText: new RegExp(`^${i} `) })).toBeVisible();
    }
    await page.getByRole('button', { name: t('kickCounter.finish') }).click();
    await expect(page.getByRole('textbox', { name: t('kickCounter.totalKicks') })).toHaveValue(String(kicks));
    // Counted in under a second here: the patient says how long it took, as the form asks.
    await page.getByRole('textbox', { name: t('kickCounter.minutes') }).fill('5');
    await page.getByRole('button', { name: t('kickCounter.save') }).click();
    await expect(page).toHaveURL(new RegExp(`/kick-counter/${monitorId}$`));
    const waiting = page.getByRole('region', { name: t('kickCounter.waitingHeading') });
    await expect(waiting.getByText(t('kickCounter.waitingToSend'), { exact: true })).toBeVisible();

    await context.setOffline(false);
    await expect(waiting).toHaveCount(0);
    const added = (await readings()).data.filter((r) => !before.has(r.id));
    expect(added.map((r) => r.total_kicks)).toEqual([kicks]);
  });
}
