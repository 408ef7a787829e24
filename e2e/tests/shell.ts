// The signed-in app's header: settings, the other language and logging out sit in its menu.
import type { Page } from '@playwright/test';
import { text, type Language } from './messages';

export async function openAccountMenu(page: Page, language: Language) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: text(language, 'patient.shell.accountMenu') })
    .click();
}

export async function logOut(page: Page, language: Language) {
  await openAccountMenu(page, language);
  await page.getByRole('menuitem', { name: text(language, 'patient.shell.logOut') }).click();
}
