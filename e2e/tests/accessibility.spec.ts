// axe on every page the skeleton serves, in both languages: nothing may be reported.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations as expectNoViolations } from './axe';
import { PORTS } from './environment';

const marketing = `http://127.0.0.1:${PORTS.marketing}`;
const publicPages = ['/auth/login', '/auth/register', '/membership'];
const marketingPages = ['/', '/registered-nurses', '/terms', '/privacy'];

for (const language of ['en', 'es'] as const) {
  for (const path of publicPages) {
    test(`app ${path} (${language})`, async ({ page }) => {
      await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page);
    });
  }
  for (const path of marketingPages) {
    test(`site ${path} (${language})`, async ({ page }) => {
      const localized = language === 'en' ? path : path === '/' ? '/es' : `${path}/es`;
      await page.goto(`${marketing}${localized}`);
      await expectNoViolations(page);
    });
  }
}
