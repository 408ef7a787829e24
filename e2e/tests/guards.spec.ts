// Navigation guards a visitor meets before signing in (spec section 2).
import { expect, test } from '@playwright/test';
import { PORTS } from './environment';
import { text } from './messages';

test('a trailing /es on a public path sets Spanish for a visitor', async ({ page }) => {
  await page.goto('/auth/login/es');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es');
});

test('a marketing path on the app host opens the marketing site', async ({ page }) => {
  await page.goto('/terms');
  await expect(page).toHaveURL(`http://127.0.0.1:${PORTS.marketing}/terms`);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
});

test('invite and assign_code query values are kept for registration and stripped; an unknown invite is said so and forgotten', async ({
  page,
}) => {
  await page.goto('/auth/register?invite=abc123&assign_code=XYZ');
  await expect(page).toHaveURL(/\/auth\/register$/);
  // The register page answers the unknown invite itself (the API's 404 does not send her to login)
  // and lets her go on without it; the care team code is kept.
  await expect(page.getByText(text('en', 'validation.inviteUnavailable'))).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/register$/);
  expect(
    await page.evaluate(() => [localStorage.getItem('register_invite'), localStorage.getItem('register_assign_code')]),
  ).toEqual([null, 'XYZ']);
});
