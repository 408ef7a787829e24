// The mental health screenings against the real server, in both languages: a crisis answer on the
// Edinburgh scale (item 10) or the PHQ-9 (item 9) shows the crisis lines first and leaves the care
// team an urgent alert (read through the staff API, as the console reads it); a GAD-7 of 12 is
// moderate; a screening left at question 4 resumes there after signing in again, and switching
// language mid-way keeps the answers; a private link texted to her opens her run on another phone
// without signing in.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { DEMO_WORLD, PORTS } from './environment';
import { text, type Language } from './messages';
import { lastTextTo, textsTo } from './outbox';
import { call, DEMO_PASSWORD, logIn, newPatient, signIn } from './patients';

const staffApi = `http://127.0.0.1:${PORTS.api}/api/staff/v1`;
type Summary = { id: number; slug: string };
type Alert = {
  id: number;
  kind: string;
  urgent: boolean;
  created_at: string;
  patient: { name: string };
  screening: string | null;
};

async function questionnaireId(request: APIRequestContext, token: string, slug: string): Promise<number> {
  const list = await call<Summary[]>(request, 'GET', '/patient/profile/questionnaires', token);
  return list.find((q) => q.slug === slug)!.id;
}

/** The care team's open alerts, as the console's inbox reads them. */
async function openAlerts(request: APIRequestContext): Promise<Alert[]> {
  const login = await request.post(`${staffApi}/auth/login`, {
    data: { email: 'nurse@matrona.care', password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const alerts = await request.get(`${staffApi}/alerts`, { headers: { authorization: `Bearer ${token}` } });
  expect(alerts.ok()).toBe(true);
  return (await alerts.json()) as Alert[];
}

function journey(page: Page, language: Language) {
  const t = (id: string, values?: Record<string, string>) => text(language, id, values);
  return {
    t,
    /** Chooses an option (saved at once) and waits for the server to have it. */
    async choose(label: string) {
      // A signed-in run saves through /questionnaire, a private link's through /survey-run.
      const saved = page.waitForResponse(
        (r) => /\/(questionnaire|survey-run)\/save-answer$/.test(r.url()) && r.request().method() === 'POST',
      );
      // A click, not check(): a crisis answer replaces the question with the crisis lines at once,
      // so the radio may be gone before check() could confirm it was ticked. The save confirms it.
      await page.getByRole('radio', { name: label, exact: true }).click({ force: true });
      expect((await saved).ok()).toBe(true);
    },
    async next(toQuestion: number, total: number) {
      await page.getByRole('button', { name: t('questionnaires.next') }).click();
      await expect(
        page.getByRole('progressbar', {
          name: t('questionnaires.questionOf', { current: String(toQuestion), total: String(total) }),
        }),
      ).toBeVisible();
    },
    async atQuestion(question: number, total: number) {
      await expect(
        page.getByRole('progressbar', {
          name: t('questionnaires.questionOf', { current: String(question), total: String(total) }),
        }),
      ).toBeVisible();
    },
  };
}

/** The crisis lines of clinical.md as tappable links, with no score on the page yet. */
async function expectCrisisLinesFirst(page: Page, t: (id: string, values?: Record<string, string>) => string) {
  const crisis = page.getByTestId('crisis-resources');
  await expect(crisis.getByRole('heading', { name: t('questionnaires.crisisTitle') })).toBeVisible();
  await expect(crisis.getByRole('link', { name: t('questionnaires.call', { number: '911' }) })).toHaveAttribute(
    'href',
    'tel:911',
  );
  await expect(crisis.getByRole('link', { name: t('questionnaires.call', { number: '988' }) })).toHaveAttribute(
    'href',
    'tel:988',
  );
  await expect(
    crisis.getByRole('link', { name: t('questionnaires.call', { number: '1-833-852-6262' }) }),
  ).toHaveAttribute('href', 'tel:18338526262');
  await expect(crisis.getByText(t('advice.crisis.lifeline'))).toBeVisible();
  await expect(page.getByText(t('questionnaires.resultTitle'))).toHaveCount(0);
  await page.setViewportSize({ width: 320, height: 720 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 1280, height: 720 });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The answers of each language's seeded wording (apps/server/src/db/questionnaires/*.json). */
const WORDING = {
  en: {
    epdsTitle: 'Edinburgh Postnatal Depression Scale (EPDS)',
    epdsNoneOfNine: [
      'As much as I always could',
      'As much as I ever did',
      'No, never',
      'No, not at all',
      'No, not at all',
      'No, I have been coping as well as ever',
      'No, not at all',
      'No, not at all',
      'No, never',
    ],
    epdsSometimes: 'Sometimes',
    phqNone: 'Not at all',
    phqSeveral: 'Several days',
    phqNotDifficult: 'Not difficult at all',
    gad7Title: 'Generalized Anxiety Disorder (GAD-7)',
    gad7Of12: [
      'Nearly every day',
      'Nearly every day',
      'Nearly every day',
      'Several days',
      'Several days',
      'Several days',
      'Not at all',
    ],
  },
  es: {
    epdsTitle: 'Escala de Edimburgo (EPDS)',
    epdsNoneOfNine: [
      'Tanto como siempre',
      'Tanto como siempre',
      'No, nunca',
      'No, nunca',
      'No, nunca',
      'No, he estado haciendo las cosas tan bien como siempre',
      'No, nunca',
      'No, nunca',
      'No, nunca',
    ],
    epdsSometimes: 'A veces',
    phqNone: 'Ningún día',
    phqSeveral: 'Varios días',
    phqNotDifficult: 'No ha sido difícil',
    gad7Title: 'Trastorno de ansiedad generalizada (GAD-7)',
    gad7Of12: [
      'Casi todos los días',
      'Casi todos los días',
      'Casi todos los días',
      'Varios días',
      'Varios días',
      'Varios días',
      'Nunca',
    ],
  },
} as const;

for (const language of ['en', 'es'] as const) {
  const words = WORDING[language];

  test(`an Edinburgh item 10 answered "sometimes" shows the crisis lines first and alerts the care team (${language})`, {
    tag: DEMO_WORLD,
  }, async ({ page, request }) => {
    test.slow(); // Ten steps, each saved and checked, and two axe passes.
    const { choose, next, t } = journey(page, language);
    // The demo patient is on the nurse's care team, so her crisis answer reaches the console.
    const token = await logIn(request, 'demo@matrona.care');
    const since = Date.now() - 1000;
    await signIn(page, token, language);

    await test.step('the check-ins are reached from Me', async () => {
      await page.goto('/me');
      await page.getByRole('link', { name: t('account.checkIns') }).click();
      await expect(page.getByRole('heading', { level: 1, name: t('questionnaires.listTitle') })).toBeVisible();
      await expectNoAxeViolations(page);
      // "Start", or "Take it again" once the demo patient has answered it (the other language's run).
      const startOrAgain = [t('questionnaires.start'), t('questionnaires.again')].map(escapeRegExp).join('|');
      await page
        .getByRole('link', { name: new RegExp(`^(${startOrAgain}): ${escapeRegExp(words.epdsTitle)}$`) })
        .click();
      await page.getByRole('button', { name: t('questionnaires.begin') }).click();
    });

    await test.step('nine answers, one step at a time', async () => {
      for (const [i, label] of words.epdsNoneOfNine.entries()) {
        await choose(label);
        await next(i + 2, 10);
      }
    });

    await test.step('"Sometimes" on item 10: the crisis lines come next, before any score', async () => {
      await choose(words.epdsSometimes);
      await expectCrisisLinesFirst(page, t);
      await expectNoAxeViolations(page);
      const alerts = await openAlerts(request);
      expect(
        alerts.some(
          (a) =>
            a.kind === 'crisis_answer' &&
            a.urgent &&
            a.patient.name === 'Ana Rivera' &&
            Date.parse(a.created_at) >= since,
        ),
      ).toBe(true);
    });

    await test.step('the result keeps the crisis lines above the score', async () => {
      await page.getByRole('button', { name: t('questionnaires.crisisSeeResult') }).click();
      await expect(page.getByText(t('questionnaires.resultScore', { score: '2', max: '30' }))).toBeVisible();
      await expect(page.getByTestId('crisis-resources')).toBeVisible();
      await expect(page.getByRole('heading', { name: t('questionnaires.coachTitle') })).toHaveCount(0);
    });
  });

  test(`a PHQ-9 item 9 above 0 shows the crisis lines first and alerts the care team (${language})`, {
    tag: DEMO_WORLD,
  }, async ({ page, request }) => {
    test.slow(); // Ten steps, each saved and checked.
    const { choose, next, t } = journey(page, language);
    const token = await logIn(request, 'demo@matrona.care');
    const since = Date.now() - 1000;
    const id = await questionnaireId(request, token, 'phq-9');
    await signIn(page, token, language);
    await page.goto(`/q/${id}`);
    await page.getByRole('button', { name: t('questionnaires.begin') }).click();
    for (let question = 1; question <= 8; question += 1) {
      await choose(words.phqNone);
      await next(question + 1, 10);
    }
    await choose(words.phqSeveral);
    await expectCrisisLinesFirst(page, t);
    await expectNoAxeViolations(page);
    const alerts = await openAlerts(request);
    expect(
      alerts.some(
        (a) =>
          a.kind === 'crisis_answer' &&
          a.urgent &&
          a.patient.name === 'Ana Rivera' &&
          a.screening !== null &&
          Date.parse(a.created_at) >= since,
      ),
    ).toBe(true);
    await page.getByRole('button', { name: t('questionnaires.crisisContinue') }).click();
    await expect(
      page.getByRole('progressbar', { name: t('questionnaires.questionOf', { current: '10', total: '10' }) }),
    ).toBeVisible();
    // Finished, so the next run of this journey begins a new screening rather than resuming this one.
    await choose(words.phqNotDifficult);
    await page.getByRole('button', { name: t('questionnaires.finish') }).click();
    await expect(page.getByText(t('questionnaires.resultScore', { score: '1', max: '27' }))).toBeVisible();
    await expect(page.getByTestId('crisis-resources')).toBeVisible();
  });

  test(`a GAD-7 of 12 shows the moderate band in plain words, and the result joins the history (${language})`, async ({
    page,
    request,
  }) => {
    const { choose, next, t } = journey(page, language);
    const patient = await newPatient(request, language);
    const id = await questionnaireId(request, patient.token, 'gad-7');
    await signIn(page, patient.token, language);
    await page.goto(`/questionnaire/${id}`);
    await page.getByRole('button', { name: t('questionnaires.begin') }).click();
    for (const [i, label] of words.gad7Of12.entries()) {
      await choose(label);
      await next(i + 2, 8);
    }
    await page.getByRole('button', { name: t('questionnaires.finish') }).click();
    await expect(page.getByText(t('questionnaires.resultScore', { score: '12', max: '21' }))).toBeVisible();
    await expect(page.getByText(t('advice.screening.gad7.moderate'))).toBeVisible();
    await expect(page.getByTestId('crisis-resources')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: t('questionnaires.backToList') }).click();
    await expect(
      page.getByRole('img', {
        name: new RegExp(escapeRegExp(t('questionnaires.history', { title: words.gad7Title }))),
      }),
    ).toBeVisible();
  });
}

test('a screening left at question 4 resumes there after signing in again, and a language switch keeps the answers (en, es)', async ({
  page,
  browser,
  request,
}) => {
  const en = journey(page, 'en');
  const patient = await newPatient(request, 'en');
  const id = await questionnaireId(request, patient.token, 'edinburgh');
  await signIn(page, patient.token, 'en');
  await page.goto(`/questionnaire/${id}`);
  await page.getByRole('button', { name: en.t('questionnaires.begin') }).click();
  await en.choose('Not quite so much now');
  await en.next(2, 10);
  await en.choose('Rather less than I used to');
  await en.next(3, 10);
  await en.choose('Not very often');
  await en.next(4, 10);
  await page.close();

  // Another sign-in, in a fresh browser on a 320 px phone: nothing is remembered on the device.
  const context = await browser.newContext({ viewport: { width: 320, height: 720 } });
  const again = await context.newPage();
  const en2 = journey(again, 'en');
  await signIn(again, await logIn(request, patient.email), 'en');
  await again.goto(`/questionnaire/${id}`);
  await en2.atQuestion(4, 10);

  const es = journey(again, 'es');
  await again.getByRole('button', { name: text('en', 'patient.shell.accountMenu') }).click();
  await again.getByRole('menuitem', { name: text('en', 'patient.shell.switchLanguage') }).click();
  await es.atQuestion(4, 10);
  await expect(again.getByText('He estado nerviosa o inquieta sin tener motivo', { exact: false })).toBeVisible();
  await again.getByRole('button', { name: es.t('questionnaires.back') }).click();
  await es.atQuestion(3, 10);
  await expect(again.getByRole('radio', { name: 'No con mucha frecuencia', exact: true })).toBeChecked();
  expect(await again.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await context.close();
});

for (const language of ['en', 'es'] as const) {
  test(`a screening begun signed in is finished on another phone from the private link texted to her, without signing in (${language})`, async ({
    page,
    browser,
    request,
  }) => {
    const { choose, next, t } = journey(page, language);
    const patient = await newPatient(request, language);
    const id = await questionnaireId(request, patient.token, 'edinburgh');
    await signIn(page, patient.token, language);
    await page.goto(`/questionnaire/${id}`);
    await page.getByRole('button', { name: t('questionnaires.begin') }).click();
    await choose(language === 'en' ? 'As much as I always could' : 'Tanto como siempre');
    await next(2, 10);

    const before = textsTo(patient.phone);
    const privateLink = page.getByRole('region', { name: t('questionnaires.privateLink.heading') });
    await privateLink.getByRole('button', { name: t('questionnaires.privateLink.byText') }).click();
    await expect(privateLink.getByRole('status')).toHaveText(
      t('questionnaires.privateLink.sent', { destination: `(***) ***-${patient.phone.slice(-4)}` }),
    );
    await expect.poll(() => textsTo(patient.phone)).toBe(before + 1);
    const link = lastTextTo(patient.phone).match(/https?:\/\/\S+\/q\/\d+\/\S+/)?.[0];
    expect(link, 'the text carries the private link').toBeTruthy();

    // Another phone: no session, 320 px wide, Matrona never opened on it (no language chosen); the
    // link opens her run where she left it, in the language it was sent in.
    expect(link!.endsWith(`/${language}`), 'the link says its language').toBe(true);
    const context = await browser.newContext({ viewport: { width: 320, height: 720 } });
    const phone = await context.newPage();
    const there = journey(phone, language);
    await phone.goto(new URL(link!).pathname);
    await there.atQuestion(2, 10);
    await expect(phone.getByRole('region', { name: t('questionnaires.privateLink.heading') })).toHaveCount(0);
    await there.choose(language === 'en' ? 'As much as I ever did' : 'Tanto como siempre');
    await there.next(3, 10);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoAxeViolations(phone);
    await context.close();

    // Back signed in, the answer given on the other phone is hers.
    await page.reload();
    await journey(page, language).atQuestion(3, 10);
  });
}
