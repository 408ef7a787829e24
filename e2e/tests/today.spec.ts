// Today's week-by-week feed in both languages: an expecting parent at 20 weeks reads week 20 of
// pregnancy (size and takeaway at a glance; growth, the parent's side, one thing to do and its
// sources behind a tap); a parent whose baby is in the third week of life reads that week; after a
// loss reported since, neither is shown.
import { expect, test, type Page } from '@playwright/test';
import babyEn from '../../packages/features/src/today/weeks/baby.en.json' with { type: 'json' };
import babyEs from '../../packages/features/src/today/weeks/baby.es.json' with { type: 'json' };
import pregnancyEn from '../../packages/features/src/today/weeks/pregnancy.en.json' with { type: 'json' };
import pregnancyEs from '../../packages/features/src/today/weeks/pregnancy.es.json' with { type: 'json' };
import { expectNoAxeViolations } from './axe';
import { addDaysIso, todayIso } from './dates';
import { text, type Language } from './messages';
import { call, newPatient, signIn } from './patients';

type WeeksFile = {
  sources: { id: string; title: string; publisher: string; url: string }[];
  weeks: { week: number; size?: string; baby: string; parent: string; todo: string; sources: string[] }[];
};
const weeks: Record<Language, Record<'pregnancy' | 'baby', WeeksFile>> = {
  en: { pregnancy: pregnancyEn, baby: babyEn },
  es: { pregnancy: pregnancyEs, baby: babyEs },
};

function weekOf(language: Language, stage: 'pregnancy' | 'baby', week: number) {
  const file = weeks[language][stage];
  const content = file.weeks.find((entry) => entry.week === week)!;
  const sources = file.sources.filter((source) => content.sources.includes(source.id));
  return { ...content, sources };
}

for (const language of ['en', 'es'] as const satisfies Language[]) {
  const t = (id: string, values?: Record<string, string>) => text(language, id, values);

  async function expectWeek(page: Page, card: ReturnType<typeof weekOf>) {
    // At a glance, the week's first sentence; the rest behind the details button, opened by keyboard.
    const takeaway = card.baby.slice(0, card.baby.search(/[.!](\s|$)/) + 1);
    await expect(page.getByText(takeaway, { exact: true })).toBeVisible();
    await expect(page.getByText(card.parent)).toBeHidden();
    const details = page.getByRole('button', { name: t('today.week.details') });
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    await details.focus();
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(card.baby, { exact: true })).toBeVisible();
    await expect(page.getByText(card.parent)).toBeVisible();
    await expect(page.getByRole('heading', { level: 4, name: t('today.week.oneThingToDo') })).toBeVisible();
    await expect(page.getByText(card.todo)).toBeVisible();
    for (const source of card.sources) {
      await expect(page.getByRole('link', { name: source.title, exact: true }).first()).toHaveAttribute(
        'href',
        source.url,
      );
    }
  }

  test(`an expecting parent at 20 weeks reads week 20 of pregnancy (${language})`, async ({ page, request }) => {
    const patient = await newPatient(request, language, 'expecting');
    // 20 weeks and 3 days today: a day either side of the patient's time zone is still week 20.
    await call(request, 'POST', '/patient/pregnancies', patient.token, {
      due_date: addDaysIso(todayIso(), 280 - (20 * 7 + 3)),
    });
    await signIn(page, patient.token, language);
    await page.goto('/dashboard');

    const week = page.getByTestId('pregnancy-week');
    await expect(
      week.getByRole('heading', {
        level: 2,
        name: new RegExp(t('notices.pregnancyStage', { week: '20', day: '\\d' })),
      }),
    ).toBeVisible();
    const card = weekOf(language, 'pregnancy', 20);
    await expect(page.getByText(t('today.week.size', { size: card.size! }))).toBeVisible();
    await expectWeek(page, card);
    await expect(page.getByTestId('baby-week')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test(`a parent of a baby in the third week of life reads that week, and nothing after a loss (${language})`, async ({
    page,
    request,
  }) => {
    const patient = await newPatient(request, language);
    // Born 17 days ago: days 14 to 20 are the third week of life, whatever the time zone.
    await call(request, 'POST', '/patient/child', patient.token, {
      first_name: 'Mateo',
      date_of_birth: addDaysIso(todayIso(), -17),
      birth_weight: { lb: 7, oz: 8 },
    });
    await signIn(page, patient.token, language);
    await page.goto('/dashboard');

    await expect(
      page
        .getByTestId('baby-week')
        .getByRole('heading', { level: 2, name: t('today.week.babyTitle', { week: '3', name: 'Mateo' }) }),
    ).toBeVisible();
    await expectWeek(page, weekOf(language, 'baby', 3));
    await expect(
      page.getByRole('heading', { level: 4, name: t('today.week.namedBabyThisWeek', { name: 'Mateo' }) }),
    ).toBeVisible();
    await expect(page.getByTestId('pregnancy-week')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await test.step('a loss reported today: no week of any kind', async () => {
      const pregnancy = await call<{ id: number }>(request, 'POST', '/patient/pregnancies', patient.token, {
        due_date: addDaysIso(todayIso(), 200),
      });
      await call(request, 'PUT', `/patient/pregnancies/${pregnancy.id}/loss`, patient.token, {
        date: addDaysIso(todayIso(), -1),
        type: 'miscarriage',
      });
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 2, name: t('monitors.title') })).toBeVisible();
      await expect(page.getByTestId('baby-week')).toHaveCount(0);
      await expect(page.getByTestId('pregnancy-week')).toHaveCount(0);
      await expect(page.getByRole('button', { name: t('today.week.details') })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });
}
