// The public site: prerendered HTML (it reads without JavaScript), in both languages, with the
// six programs of spec section 1.
import { expect, test } from '@playwright/test';
import { PORTS } from './environment';
import marketingEn from '../../apps/marketing/lang/en.json' with { type: 'json' };
import marketingEs from '../../apps/marketing/lang/es.json' with { type: 'json' };

const site = `http://127.0.0.1:${PORTS.marketing}`;
const programs = ['nursing', 'infantFeeding', 'doulaCare', 'mentalHealth', 'nutrition', 'careCoordination'];

for (const [language, messages, path] of [
  ['en', marketingEn, '/'],
  ['es', marketingEs, '/es'],
] as const) {
  test.describe(`Welcome (${language})`, () => {
    test.use({ javaScriptEnabled: false });

    test('is served as prerendered HTML with the six programs', async ({ page }) => {
      const response = await page.goto(`${site}${path}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1, name: messages['marketing.welcome.title'] })).toBeVisible();
      const titles = programs.map((id) => messages[`marketing.program.${id}.title` as keyof typeof messages]);
      await expect(page.getByRole('heading', { level: 3 })).toHaveText(titles);
    });

    test('links each program to its page in the same language', async ({ page }) => {
      await page.goto(`${site}${path}`);
      const first = messages['marketing.program.nursing.title'];
      await page.getByRole('link', { name: new RegExp(first) }).click();
      await expect(page).toHaveURL(language === 'en' ? /\/registered-nurses$/ : /\/registered-nurses\/es$/);
      await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
    });
  });
}

test('the language link switches between /  and /es', async ({ page }) => {
  await page.goto(`${site}/`);
  await page.getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`${site}/`);
});
