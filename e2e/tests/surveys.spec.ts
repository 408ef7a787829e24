// A visitor answers the demo organization's satisfaction survey (/s/sunrise/satisfaction) without
// an account, in English and in Spanish: the survey's consent page, then the survey in its private
// link /q/{id}/{privateId}, each answer saved as it is given, to the thanks.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { text, type Language } from './messages';

const ORGANIZATION = 'Sunrise Maternity Care';
const TITLE: Record<Language, string> = { en: 'How was your care?', es: '¿Cómo fue su atención?' };
const YES: Record<Language, string> = { en: 'Yes', es: 'Sí' };

async function expectNoSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 320, height: 720 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 1280, height: 800 });
}

for (const language of ['en', 'es'] as const) {
  test(`a visitor answers the satisfaction survey through its consent page (${language})`, async ({ page }) => {
    const t = (id: string, values?: Record<string, string>) => text(language, id, values);
    const questionOf = (current: number) =>
      page.getByRole('progressbar', { name: t('questionnaires.questionOf', { current: String(current), total: '3' }) });
    async function choose(label: string) {
      const saved = page.waitForResponse(
        (r) => r.url().endsWith('/survey-run/save-answer') && r.request().method() === 'POST',
      );
      await page.getByRole('radio', { name: label, exact: true }).check({ force: true });
      expect((await saved).ok()).toBe(true);
    }

    await page.goto(`/s/sunrise/satisfaction/${language}`);
    await expect(page.getByRole('heading', { level: 1, name: TITLE[language] })).toBeVisible();
    await expect(page.getByText(t('survey.sharedWith', { organization: ORGANIZATION }))).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    // Consent first: without it the survey does not begin.
    await page.getByRole('button', { name: t('survey.begin') }).click();
    await expect(page.getByText(t('survey.agreeRequired'))).toBeVisible();
    await page
      .getByRole('checkbox', { name: t('survey.agree', { organization: ORGANIZATION }) })
      .check({ force: true });
    await page.getByRole('button', { name: t('survey.begin') }).click();

    await expect(page).toHaveURL(/\/q\/\d+\/[A-Za-z0-9_-]{43}$/);
    await expect(questionOf(1)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: TITLE[language] })).toBeVisible();
    await expect(page.getByRole('button', { name: t('questionnaires.stop') })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await choose('9');
    await page.getByRole('button', { name: t('questionnaires.next') }).click();
    await expect(questionOf(2)).toBeVisible();
    await choose(YES[language]);
    await page.getByRole('button', { name: t('questionnaires.next') }).click();
    await expect(questionOf(3)).toBeVisible();
    await page.getByRole('button', { name: t('questionnaires.finish') }).click();

    await expect(page.getByText(t('questionnaires.thanks'))).toBeVisible();
    await expect(page.getByRole('link', { name: t('questionnaires.backToList') })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

test('an unknown survey says so', async ({ page }) => {
  await page.goto('/s/sunrise/no-such-survey');
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'survey.notFoundTitle') })).toBeVisible();
  await expectNoAxeViolations(page);
});
