// The links of Matrona's screens (@mat/ui's Link and LinkButton inside @mat/features) move
// through the app's router: following one keeps the page, its state and its scripts, as a
// marker left on the window shows; a full page load would lose it.
import { expect, test } from '@playwright/test';
import { text } from './messages';
import { newPatient, signIn } from './patients';

for (const language of ['en', 'es'] as const) {
  test(`a link inside a screen opens its page without loading the app again (${language})`, async ({
    page,
    request,
  }) => {
    const patient = await newPatient(request, language);
    await signIn(page, patient.token, language);
    await page.goto('/me');
    const settings = page.getByRole('link', { name: text(language, 'account.settingsTitle'), exact: true });
    await expect(settings).toBeVisible();
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    await settings.click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: text(language, 'account.settingsTitle') })).toBeVisible();
    expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  });
}
