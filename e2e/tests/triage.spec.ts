// A nurse's busy morning in the console, with the keyboard only: an inbox of 50 questions and 10
// urgent alerts (seeded in bulk through the patient API, as the Gold member of the demo world
// writes and answers a screening), filtered to urgent; the oldest alert selected opens the patient
// panel beside it and is resolved; then the question waiting longest is opened, answered and marked
// handled, with the panel beside the thread. In English, then in Spanish at 320 px; axe clean.
// What it seeded is handled and resolved at the end, so the demo world's inbox is as it found it.
import { randomInt } from 'node:crypto';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { consoleAs } from './console';
import { DEMO_WORLD, PORTS } from './environment';
import { text, type Language } from './messages';
import { DEMO_PASSWORD, call, crisisAnswer, edinburghId, logIn } from './patients';

const staffApi = `http://127.0.0.1:${PORTS.api}/api/staff/v1`;
const GOLD = 'gold@matrona.care';
const NURSE = 'nurse@matrona.care';
const QUESTIONS = 50;
const ALERTS = 10;

/** Runs the calls a few at a time: in bulk, without flooding the server the other journeys share. */
async function inBatches<T>(count: number, each: (index: number) => Promise<T>, size = 10): Promise<T[]> {
  const done: T[] = [];
  for (let start = 0; start < count; start += size) {
    done.push(...(await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, i) => each(start + i)))));
  }
  return done;
}

/** 50 questions to Sunrise Maternity Care, the nurse's organization, from the Gold member. */
async function seedQuestions(request: APIRequestContext, token: string, tag: string): Promise<number[]> {
  const recipients = await call<{ organization_id: number; name: string }[]>(
    request,
    'GET',
    '/conversations/recipients',
    token,
  );
  const sunrise = recipients.find((r) => r.name === 'Sunrise Maternity Care');
  expect(sunrise, 'the Gold member writes to Sunrise Maternity Care').toBeTruthy();
  return inBatches(QUESTIONS, async (i) => {
    const content = `Question ${i + 1} of a busy morning (${tag})`;
    return (
      await call<{ id: number }>(request, 'POST', '/conversations', token, {
        organization_id: sunrise!.organization_id,
        name: `Morning ${tag} #${i + 1}`,
        content,
      })
    ).id;
  });
}

/** 10 crisis answers (Edinburgh item 10, "Sometimes"), each on a run of its own, stopped after it: 10 urgent alerts. */
async function seedAlerts(request: APIRequestContext, token: string) {
  const edinburgh = await edinburghId(request, token);
  // One open run at a time per scale: each is stopped so that the next start makes a new run. A run
  // another journey left open (its crisis answer already alerted) is stopped first, unanswered again.
  const left = await call<{ questionnaire_user_id: number }>(
    request,
    'POST',
    `/questionnaire/${edinburgh}/start`,
    token,
  );
  await call(request, 'PUT', `/questionnaire/user/${left.questionnaire_user_id}/isterminated`, token, {
    is_terminated: true,
    termination_reason: null,
  });
  for (let i = 0; i < ALERTS; i += 1) {
    const run = await crisisAnswer(request, token, edinburgh);
    await call(request, 'PUT', `/questionnaire/user/${run}/isterminated`, token, {
      is_terminated: true,
      termination_reason: null,
    });
  }
}

/** Puts back the demo world's inbox: every seeded question handled, every open alert of the organization resolved. */
async function tidyUp(request: APIRequestContext, questions: number[]) {
  const login = await request.post(`${staffApi}/auth/login`, { data: { email: NURSE, password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${(await login.json()).token as string}` };
  await inBatches(questions.length, (i) =>
    request.post(`${staffApi}/conversations/${questions[i]}/handled`, { headers }),
  );
  const alerts = (await (await request.get(`${staffApi}/alerts`, { headers })).json()) as { id: number }[];
  await inBatches(alerts.length, (i) => request.post(`${staffApi}/alerts/${alerts[i]!.id}/resolved`, { headers }));
}

/** Tab (only) until the target has focus: the way a keyboard user reaches it. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the target');
}

async function triage(
  browser: Browser,
  request: APIRequestContext,
  language: Language,
  options: BrowserContextOptions = {},
) {
  const t = (id: string, values?: Record<string, string | number>) =>
    text(language, id, values as Record<string, string>);
  const gold = await logIn(request, GOLD);
  const tag = String(randomInt(100_000, 999_999));
  const [questions] = await Promise.all([seedQuestions(request, gold, tag), seedAlerts(request, gold)]);
  try {
    // Signed in once the morning's inbox is there: its counts are the first thing she reads.
    const page = await consoleAs(browser, language, NURSE, options);
    // The inbox's live region (a toast may speak beside it): what it says, found by its words.
    const announced = async (words: RegExp | string) =>
      expect(page.getByRole('status').filter({ hasText: words })).not.toHaveCount(0);
    const queues = page.getByRole('group', { name: t('careTeam.inbox.queues') });
    const urgent = queues.getByRole('button', {
      name: new RegExp(`^${t('careTeam.inbox.queueUrgent')} \\((\\d+)\\)$`),
    });
    const urgentCount = Number((await urgent.textContent())!.match(/\((\d+)\)/)![1]);
    expect(urgentCount).toBeGreaterThanOrEqual(ALERTS);
    const unanswered = queues.getByRole('button', {
      name: new RegExp(`^${t('careTeam.inbox.queueUnanswered')} \\((\\d+)\\)$`),
    });
    expect(Number((await unanswered.textContent())!.match(/\((\d+)\)/)![1])).toBeGreaterThanOrEqual(QUESTIONS);

    // Urgent only: the alerts, no questions.
    await tabTo(page, urgent);
    await page.keyboard.press('Enter');
    await expect(urgent).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 2, name: t('careTeam.inbox.waiting') })).toHaveCount(0);
    // ↑ from nothing selected is the last item: the oldest alert (the newest are on top).
    await page.keyboard.press('k');
    await announced(
      new RegExp(`^(\\d+) ${language === 'es' ? 'de' : 'of'} \\1, .+, ${t('careTeam.inbox.urgentAlert')}$`),
    );
    const panel = page.getByRole('complementary', { name: t('careTeam.panel.title') });
    await expect(panel).toBeVisible();
    await expect(
      panel
        .getByRole('list', { name: t('careTeam.panel.openAlerts') })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('e');
    await announced(t('careTeam.inbox.resolved'));
    await expect(urgent).toHaveText(`${t('careTeam.inbox.queueUrgent')} (${urgentCount - 1})`);

    // The question waiting longest: first in the unanswered queue; r opens it.
    await tabTo(page, unanswered);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: t('careTeam.inbox.waiting') })).toBeVisible();
    await page.keyboard.press('j');
    await announced(new RegExp(`^1 ${language === 'es' ? 'de' : 'of'} \\d+, `));
    const oldest = page.locator('[data-inbox-item^="conversation-"]').first().locator('[data-inbox-open]');
    const name = (await oldest.textContent())!.replace(/^[^:]+: /, '');
    await page.keyboard.press('r');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('complementary', { name: t('careTeam.panel.title') })).toBeVisible();

    const reply = page.getByRole('textbox', { name: t('careTeam.thread.reply') });
    await tabTo(page, reply);
    await page.keyboard.type(
      language === 'es'
        ? `Gracias por escribir; la llamamos hoy (${tag}).`
        : `Thank you for writing; we will call you today (${tag}).`,
    );
    await tabTo(page, page.getByRole('button', { name: t('careTeam.thread.send') }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(t('careTeam.thread.sent'))).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: t('careTeam.thread.markHandled') }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(t('careTeam.thread.markedHandled'))).toBeVisible();
    await expectNoAxeViolations(page);
    return page;
  } finally {
    await tidyUp(request, questions);
  }
}

// Seeding 60 items and walking two queues: near a minute on a busy two-core machine, so twice the default.
test.describe.configure({ timeout: 120_000 });

test('a nurse triages a busy inbox with the keyboard: urgent first, the oldest alert beside its patient, the longest wait answered', {
  tag: DEMO_WORLD,
}, async ({ browser, request }) => {
  await triage(browser, request, 'en');
});

test('the same morning in Spanish at 320 px', { tag: DEMO_WORLD }, async ({ browser, request }) => {
  const page = await triage(browser, request, 'es', { viewport: { width: 320, height: 800 } });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
