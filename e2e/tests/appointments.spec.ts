// An appointment from request to calendar, in English (the demo patient) and Spanish (the Gold
// member): the patient asks Sunrise for a lactation visit; the nurse confirms it in the console, in
// another browser, with a time three days ahead; the patient then has it on /care, opens it at
// /appointment/{uuid} and downloads its calendar file. The request is found in the console by its
// own words and the booking by the patient's care plan, never by a title in one language.
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO_WORLD } from './environment';
import { expectNoAxeViolations } from './axe';
import { consoleAs, consoleOrigin } from './console';
import { text } from './messages';
import { call, logIn, signIn } from './patients';

type CarePlanPage = { data: { items: { id: number; appointment: { uuid: string } | null }[] }[] };

/** The patient's newest booked appointment in the care plan ahead, as the server has it. */
async function newestAppointment(request: Parameters<typeof call>[0], token: string) {
  const ahead = await call<CarePlanPage>(request, 'GET', '/patient/care-plan/future?page=1', token);
  const booked = ahead.data.flatMap((day) => day.items).filter((item) => item.appointment !== null);
  return booked.sort((a, b) => b.id - a.id)[0]?.appointment ?? null;
}

/** Three days from now at 10:00 on the browser's clock, as a datetime-local field takes it. */
function threeDaysAhead() {
  const day = new Date(Date.now() + 3 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T10:00`;
}

for (const [language, email] of [
  ['en', 'demo@matrona.care'],
  ['es', 'gold@matrona.care'],
] as const) {
  const t = (id: string, values: Record<string, string> = {}) => text(language, id, values);

  test(`a requested visit is confirmed in the console, then opened with its calendar file (${language})`, {
    tag: DEMO_WORLD,
  }, async ({ page, browser, request }) => {
    test.slow(); // Two apps in two browsers and three axe passes: more than one default timeout holds.
    const token = await logIn(request, email);
    const me = await call<{ first_name: string; last_name: string }>(request, 'GET', '/user', token);
    const patient = `${me.first_name} ${me.last_name}`;
    const before = await newestAppointment(request, token);
    const words = `${language === 'en' ? 'Help with a painful latch' : 'Ayuda con un agarre doloroso'} (${randomInt(100_000, 999_999)})`;

    await test.step('the patient asks Sunrise for a visit', async () => {
      await signIn(page, token, language);
      await page.goto('/request-an-appointment');
      await expect(page.getByRole('heading', { level: 1, name: t('care.appointment.requestTitle') })).toBeVisible();
      await page.getByRole('checkbox', { name: 'Sunrise Maternity Care' }).check({ force: true });
      await page.getByRole('button', { name: new RegExp(t('care.appointment.category')) }).click();
      // Categories come in the patient's profile language, which may differ from the screen's.
      await page.getByRole('option', { name: /Breastfeeding and feeding|Lactancia y alimentación/ }).click();
      await page.getByRole('textbox', { name: t('care.appointment.message') }).fill(words);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: t('care.appointment.send') }).click();
      await expect(page.getByText(t('care.appointment.sent'))).toBeVisible();
    });

    await test.step('the nurse confirms it with a time in the console', async () => {
      const nurse = await consoleAs(browser, language, 'nurse@matrona.care');
      await nurse.goto(`${consoleOrigin}/requests`);
      await expect(nurse.getByRole('heading', { level: 1, name: t('careTeam.requests.title') })).toBeVisible();
      const card = nurse.getByRole('listitem').filter({ hasText: words });
      await card.getByRole('button', { name: t('careTeam.requests.confirm', { patient }) }).click();
      await card.getByLabel(t('careTeam.visit.start')).fill(threeDaysAhead());
      await expectNoAxeViolations(nurse);
      await card.getByRole('button', { name: t('careTeam.requests.book') }).click();
      await expect(nurse.getByText(t('careTeam.requests.confirmed', { patient }))).toBeVisible();
      await expect(nurse.getByRole('listitem').filter({ hasText: words })).toHaveCount(0);
      await nurse.context().close();
    });

    await test.step('the patient has it on /care, opens it and downloads its calendar file', async () => {
      const booked = await newestAppointment(request, token);
      expect(booked, 'the confirmation put the visit on the care plan').not.toBeNull();
      expect(booked!.uuid).not.toBe(before?.uuid);
      await page.goto('/care');
      const link = page.locator(`a[href="/appointment/${booked!.uuid}"]`);
      await link.click();
      await expect(page.getByRole('heading', { level: 2, name: t('care.appointment.calendarTitle') })).toBeVisible();
      await expectNoAxeViolations(page);
      const [ics] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: t('care.appointment.downloadIcs') }).click(),
      ]);
      const calendar = readFileSync((await ics.path())!, 'utf8');
      expect(calendar.startsWith('BEGIN:VCALENDAR')).toBe(true);
      expect(calendar).toContain('BEGIN:VEVENT');
    });
  });
}

type HistoryPage = { data: { items: { type: string; appointment: { uuid: string } | null }[] }[] };

// The visit the demo world finished yesterday, summarised in the console, read on the visit's screen
// and downloaded by the demo patient as a PDF, with the console and the app in each language.
for (const language of ['en', 'es'] as const) {
  const t = (id: string, values: Record<string, string> = {}) => text(language, id, values);

  test(`the nurse writes a finished visit's summary in the console, and the patient reads it and downloads it as a PDF (${language})`, {
    tag: DEMO_WORLD,
  }, async ({ page, browser, request }) => {
    test.slow(); // Two apps in two browsers and two axe passes.
    const token = await logIn(request, 'demo@matrona.care');
    const me = await call<{ first_name: string; last_name: string }>(request, 'GET', '/user', token);
    const patient = `${me.first_name} ${me.last_name}`;
    const history = await call<HistoryPage>(request, 'GET', '/patient/care-plan/history?page=1', token);
    const finished = history.data
      .flatMap((day) => day.items)
      .find((item) => item.type === 'appointment' && item.appointment !== null);
    expect(finished, "the demo world's finished visit").toBeDefined();
    const words = `${language === 'en' ? 'Latch improved; feed on cue' : 'El agarre mejoró; amamantar a demanda'} (${randomInt(100_000, 999_999)})`;

    await test.step('the nurse writes the summary on /summaries', async () => {
      const nurse = await consoleAs(browser, language, 'nurse@matrona.care');
      await nurse.goto(`${consoleOrigin}/summaries`);
      await expect(nurse.getByRole('heading', { level: 1, name: t('careTeam.summaries.title') })).toBeVisible();
      const card = nurse
        .getByRole('listitem')
        .filter({ has: nurse.getByRole('heading', { level: 2, name: new RegExp(`^${patient}: `) }) })
        .first();
      await card.getByRole('textbox', { name: t('careTeam.summaries.label', { patient }) }).fill(words);
      await expectNoAxeViolations(nurse);
      await card.getByRole('button', { name: t('careTeam.summaries.save') }).click();
      await expect(nurse.getByText(t('careTeam.summaries.saved', { patient }))).toBeVisible();
      await expect(card.getByText(t('careTeam.summaries.written'))).toBeVisible();
      await nurse.context().close();
    });

    await test.step('the patient reads the summary on the visit, then downloads it as a PDF', async () => {
      await signIn(page, token, language);
      await page.goto(`/appointment/${finished!.appointment!.uuid}`);
      await expect(page.getByRole('heading', { level: 2, name: t('care.appointment.summaryTitle') })).toBeVisible();
      // The nurse's words as text on the screen, with the visit's kind, date and practitioner, above the download.
      const summary = page.getByRole('region', { name: t('care.appointment.summaryTitle') });
      await expect(summary.getByText(words)).toBeVisible();
      await expect(summary.getByText(t('care.appointment.practitioner'), { exact: true })).toBeVisible();
      await expect(summary.getByText(t('care.appointment.kind'), { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      const [pdf] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: t('care.appointment.downloadSummary') }).click(),
      ]);
      const bytes = readFileSync((await pdf.path())!);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.suggestedFilename()).toMatch(/^visit-summary-\d+\.pdf$/);
    });
  });
}
