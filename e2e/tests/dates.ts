import type { Page } from '@playwright/test';
import type { Language } from './messages';

/**
 * Types a date into a react-aria date field, segment by segment, in the order the language writes
 * dates (en-US month/day/year, es-US day/month/year), as a person at the keyboard would.
 */
export async function typeDate(page: Page, label: string, iso: string, language: Language) {
  const [year, month, day] = iso.split('-');
  const group = page.getByRole('group', { name: label, exact: true });
  await group.getByRole('spinbutton').first().click();
  const order = language === 'es' ? [day, month, year] : [month, day, year];
  for (const part of order) await page.keyboard.type(part!);
}

/** A date as the apps write it with dateStyle long (en-US, es-US). */
export function longDate(iso: string, language: Language) {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

export function addDaysIso(iso: string, days: number) {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export const todayIso = () => new Date().toISOString().slice(0, 10);
