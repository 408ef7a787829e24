// Monitor reminders, in both languages at once: each patient creates a reminder for the same minute
// to come, switches it off and on, and sees it arrive as a notification; then deletes it. The
// journeys' server's clock is moved past that minute (tests/clock.ts): nothing waits for it.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { advanceServerClock, serverNow } from './clock';
import { text, type Language } from './messages';
import { call, newPatient, signIn } from './patients';

type Journey = { language: Language; page: Page; token: string; monitorId: number; t: (id: string) => string };

async function open(browser: Browser, request: APIRequestContext, language: Language): Promise<Journey> {
  const patient = await newPatient(request, language);
  const page = await (await browser.newContext()).newPage();
  await signIn(page, patient.token, language);
  await page.goto('/dashboard');
  await page.locator('a[href^="/blood-pressure/"]').first().click();
  const monitorId = Number(new URL(page.url()).pathname.split('/').pop());
  return { language, page, token: patient.token, monitorId, t: (id) => text(language, id) };
}

/** Types a time into the reminder form in the locale's 12-hour clock (en-US and es-US both use it). */
async function typeTime(page: Page, due: Date) {
  const hour24 = due.getUTCHours();
  await page.getByRole('spinbutton').nth(0).click();
  await page.keyboard.type(String(hour24 % 12 === 0 ? 12 : hour24 % 12).padStart(2, '0'));
  await page.keyboard.type(String(due.getUTCMinutes()).padStart(2, '0'));
  await page.keyboard.type(hour24 < 12 ? 'a' : 'p');
}

test('reminders are created, switched off and on, arrive as notifications, and are deleted (en, es)', async ({
  browser,
  request,
}) => {
  // Two patients, each through every step and axe four times: twice a journey's time, no waiting.
  test.setTimeout(120_000);
  const journeys = [await open(browser, request, 'en'), await open(browser, request, 'es')];
  // A minute to come by the server's clock, in the patients' time zone (UTC for new accounts): two
  // minutes on, so the real time of setting both up never reaches it before the clock is moved.
  const now = await serverNow(request);
  const due = new Date(Math.floor(now.getTime() / 60_000) * 60_000 + 120_000);
  const hhmm = `${String(due.getUTCHours()).padStart(2, '0')}:${String(due.getUTCMinutes()).padStart(2, '0')}`;

  for (const { page, t, token, monitorId } of journeys) {
    await test.step('created and switched off and on', async () => {
      await page.getByRole('link', { name: t('bloodPressure.reminders') }).click();
      await expect(page.getByText(t('reminders.none'))).toBeVisible();
      await page.getByRole('link', { name: t('reminders.add') }).click();
      await typeTime(page, due);
      await page.getByRole('button', { name: t('reminders.save') }).click();
      await expect(page).toHaveURL(new RegExp(`/monitor-reminders/${monitorId}$`));
      const [saved] = await call<{ time: string }[]>(request, 'GET', `/patient/monitor-reminders/${monitorId}`, token);
      expect(saved!.time).toBe(hhmm);
      const toggle = page.getByRole('switch');
      await expect(toggle).toBeChecked();
      await toggle.click({ force: true });
      await expect(toggle).not.toBeChecked();
      await expect
        .poll(
          async () =>
            (await call<{ enabled: boolean }[]>(request, 'GET', `/patient/monitor-reminders/${monitorId}`, token))[0]!
              .enabled,
        )
        .toBe(false);
      await toggle.click({ force: true });
      await expect(toggle).toBeChecked();
      await expectNoAxeViolations(page);
    });
  }

  // Past the minute: the server's next look for due reminders (every 2 seconds) finds both.
  await advanceServerClock(request, due.getTime() + 5_000 - (await serverNow(request)).getTime());

  for (const { page, t } of journeys) {
    await test.step('arrived as a notification', async () => {
      await page.goto('/notifications');
      await expect(async () => {
        await page.reload();
        await expect(page.getByText(t('notices.reminder.bloodPressure'))).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 20_000, intervals: [1_000] });
      await expect(page.getByText(t('account.unread'), { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  for (const { page, t, monitorId } of journeys) {
    await test.step('deleted', async () => {
      await page.goto(`/monitor-reminders/${monitorId}`);
      await page.getByRole('link', { name: t('reminders.delete') }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: t('reminders.delete') })
        .click();
      await expect(page.getByText(t('reminders.none'))).toBeVisible();
    });
  }
});
