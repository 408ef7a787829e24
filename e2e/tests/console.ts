// The care team's console in a browser of its own: the journeys where a patient and a provider act
// on the same thing sign the provider in here.
import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { PORTS } from './environment';
import { text, type Language } from './messages';
import { DEMO_PASSWORD } from './patients';

export const consoleOrigin = `http://127.0.0.1:${PORTS.careTeam}`;

/** A provider signed in to the console, its screens in the language given, on the inbox. */
export async function consoleAs(
  browser: Browser,
  language: Language,
  email: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const t = (id: string) => text(language, id);
  const page = await (await browser.newContext(options)).newPage();
  await page.goto(`${consoleOrigin}/login`);
  if (language === 'es') await page.getByRole('button', { name: text('en', 'careTeam.shell.switchLanguage') }).click();
  await page.getByRole('textbox', { name: t('careTeam.login.email') }).fill(email);
  await page.getByLabel(t('careTeam.login.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t('careTeam.login.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('careTeam.inbox.title') })).toBeVisible();
  return page;
}
