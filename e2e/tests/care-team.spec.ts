// The care team's console against the real server: a patient's crisis answer on a screening puts an
// urgent alert at the very top of the inbox; a patient's question (sent through the patient API)
// waits in the inbox, the nurse replies with a photo and the patient's API has the reply; another
// organization's provider cannot open it. The nurse opens the record the patient shares from the
// thread; the other organization cannot. In English, then in Spanish at 320 px with "handled".
import { randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { DEMO_WORLD, PORTS } from './environment';
import { text, type Language } from './messages';
import { DEMO_PASSWORD, call, crisisAnswer, edinburghId, logIn } from './patients';

const console_ = `http://127.0.0.1:${PORTS.careTeam}`;
const staffApi = `http://127.0.0.1:${PORTS.api}/api/staff/v1`;
// The demo world: the Gold member (Luz Morales, expecting) has Sunrise Maternity Care as her team,
// and writes without credits, so the journey spends none of the demo patient's.
const GOLD = 'gold@matrona.care';
const NURSE = 'nurse@matrona.care';
const MIDWIFE = 'midwife@matrona.care';
const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000000000400010d0a2db40000000049454e44ae426082',
  'hex',
);

/** A crisis answer (Edinburgh item 10, "Sometimes") through the patient's API. */
const answerInCrisis = async (request: APIRequestContext, token: string) =>
  crisisAnswer(request, token, await edinburghId(request, token));

/** A question to the patient's care team organization through the patient's API. */
async function ask(request: APIRequestContext, token: string, name: string, content: string): Promise<number> {
  const recipients = await call<{ organization_id: number; name: string }[]>(
    request,
    'GET',
    '/conversations/recipients',
    token,
  );
  const sunrise = recipients.find((r) => r.name === 'Sunrise Maternity Care');
  expect(sunrise, 'the Gold member writes to Sunrise Maternity Care').toBeTruthy();
  return (
    await call<{ id: number }>(request, 'POST', '/conversations', token, {
      organization_id: sunrise!.organization_id,
      name,
      content,
    })
  ).id;
}

async function signIn(page: Page, language: Language, email: string) {
  const t = (id: string, values?: Record<string, string>) => text(language, id, values);
  await page.goto(`${console_}/login`);
  if (language === 'es') await page.getByRole('button', { name: text('en', 'careTeam.shell.switchLanguage') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('careTeam.login.title') })).toBeVisible();
  await page.getByRole('textbox', { name: t('careTeam.login.email') }).fill(email);
  await page.getByLabel(t('careTeam.login.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t('careTeam.login.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('careTeam.inbox.title') })).toBeVisible();
}

test('a crisis alert tops the inbox; the nurse answers a question with a photo; another organization cannot open it', {
  tag: DEMO_WORLD,
}, async ({ page, browser, request }) => {
  const t = (id: string, values?: Record<string, string>) => text('en', id, values);
  const gold = await logIn(request, GOLD);
  const n = randomInt(100_000, 999_999);
  await answerInCrisis(request, gold);
  const question = `Swollen ankles ${n}`;
  const id = await ask(request, gold, question, 'My ankles are swollen tonight. Should I worry?');

  await signIn(page, 'en', NURSE);
  // The urgent alert is the first thing on the page after the title, above every question.
  const headings = page.getByRole('heading', { level: 2 });
  await expect(headings.first()).toHaveText(t('careTeam.inbox.alerts'));
  await expect(
    page
      .getByText(
        t('careTeam.inbox.crisisAlert', {
          patient: 'Luz Morales',
          screening: 'Edinburgh Postnatal Depression Scale (EPDS)',
        }),
      )
      .first(),
  ).toBeVisible();
  const waiting = page.getByRole('region', { name: t('careTeam.inbox.waiting') });
  await expect(waiting.getByRole('link', { name: `Luz Morales: ${question}` })).toBeVisible();
  await expect(waiting.getByText(/Waiting for \d+ minutes?/).first()).toBeVisible();
  // The alert names the patient and opens her record.
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'Luz Morales' })
      .getByRole('link', { name: t('careTeam.record.open', { name: 'Luz Morales' }) })
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await waiting.getByRole('link', { name: `Luz Morales: ${question}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: question })).toBeVisible();
  await expect(
    page.getByText(t('careTeam.thread.patient', { name: 'Luz Morales', stage: t('careTeam.stage.expecting') })),
  ).toBeVisible();
  await expect(page.getByText('My ankles are swollen tonight. Should I worry?')).toBeVisible();
  const reply = `Put your feet up and call us if you have a headache or see spots (${n}).`;
  await page.getByRole('textbox', { name: t('careTeam.thread.reply') }).fill(reply);
  await page.locator('input[type="file"]').setInputFiles({ name: 'ankles.png', mimeType: 'image/png', buffer: png });
  await expect(
    page.getByRole('list', { name: t('ui.attachedFiles.label') }).getByText('ankles.png', { exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: t('careTeam.thread.send') }).click();
  await expect(page.getByText(t('careTeam.thread.sent'))).toBeVisible();
  await expect(
    page.getByRole('button', { name: t('ui.messageThread.openAttachment', { name: 'ankles.png' }) }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The patient's API has the reply, with the photo, from the nurse.
  const messages = await call<{
    data: { content: string; attachments: { name: string }[]; sender: { name: string; user_type: string } }[];
  }>(request, 'GET', `/conversations/${id}/messages`, gold);
  expect(messages.data[0]).toMatchObject({
    content: reply,
    attachments: [{ name: 'ankles.png' }],
    sender: { name: 'Grace Okafor', user_type: 'practitioner' },
  });

  // The patient shares her record with Sunrise: the nurse opens it from the thread, read only, and comes back.
  const recordLink = page.getByRole('link', { name: t('careTeam.record.open', { name: 'Luz Morales' }) });
  const recordPath = new URL((await recordLink.getAttribute('href'))!, console_).pathname;
  await recordLink.click();
  await expect(
    page.getByRole('heading', { level: 1, name: t('careTeam.record.recordOf', { name: 'Luz Morales' }) }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: t('careTeam.record.profile') })).toBeVisible();
  await expect(page.getByText(GOLD, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: t('careTeam.record.bloodPressure') })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: t('careTeam.record.backToConversation') }).click();
  await expect(page.getByRole('heading', { level: 1, name: question })).toBeVisible();

  // Resolving the alert takes it off the list.
  await page.getByRole('link', { name: t('careTeam.thread.back') }).click();
  const resolveButtons = page.getByRole('button', { name: t('careTeam.inbox.resolveFor', { patient: 'Luz Morales' }) });
  const before = await resolveButtons.count();
  await resolveButtons.first().click();
  await expect(page.getByText(t('careTeam.inbox.resolved'))).toBeVisible();
  await expect(resolveButtons).toHaveCount(before - 1);

  // Another organization's midwife: an empty inbox, no alerts, and the conversation is not found.
  const other = await browser.newContext();
  const midwife = await other.newPage();
  await signIn(midwife, 'en', MIDWIFE);
  await expect(midwife.getByText(t('careTeam.inbox.noneWaiting'))).toBeVisible();
  await expect(midwife.getByRole('heading', { name: t('careTeam.inbox.alerts') })).toHaveCount(0);
  await midwife.goto(`${console_}/conversations/${id}`);
  await expect(midwife.getByText(t('errors.notFound'))).toBeVisible();
  await expect(midwife.getByText(reply)).toHaveCount(0);
  // Nor the patient's record: the same "not found", nothing of it on the page.
  await midwife.goto(`${console_}${recordPath}`);
  await expect(midwife.getByText(t('errors.notFound'))).toBeVisible();
  await expect(midwife.getByText(GOLD, { exact: true })).toHaveCount(0);
  const token = (
    await (await request.post(`${staffApi}/auth/login`, { data: { email: MIDWIFE, password: DEMO_PASSWORD } })).json()
  ).token as string;
  expect(
    (
      await request.get(`${staffApi}/conversations/${id}/messages`, { headers: { authorization: `Bearer ${token}` } })
    ).status(),
  ).toBe(404);
  await other.close();
});

test('in Spanish at 320 px: the question waits, is marked handled and moves apart', { tag: DEMO_WORLD }, async ({
  page,
  request,
}) => {
  const t = (id: string, values?: Record<string, string>) => text('es', id, values);
  const gold = await logIn(request, GOLD);
  const question = `Náuseas ${randomInt(100_000, 999_999)}`;
  await ask(request, gold, question, '¿Es normal tener náuseas en la semana 30?');
  await page.setViewportSize({ width: 320, height: 800 });

  await signIn(page, 'es', NURSE);
  const waiting = page.getByRole('region', { name: t('careTeam.inbox.waiting') });
  await expect(waiting.getByText(/Esperando desde hace \d+ minutos?/).first()).toBeVisible();
  await waiting.getByRole('link', { name: `Luz Morales: ${question}` }).click();
  await expect(
    page.getByText(t('careTeam.thread.patient', { name: 'Luz Morales', stage: t('careTeam.stage.expecting') })),
  ).toBeVisible();
  await page.getByRole('button', { name: t('careTeam.thread.markHandled') }).click();
  await expect(page.getByText(t('careTeam.thread.markedHandled'))).toBeVisible();
  await expect(page.getByText(t('careTeam.thread.isHandled'))).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoAxeViolations(page);

  // Her record in Spanish at 320 px, and back to the thread.
  await page.getByRole('link', { name: t('careTeam.record.open', { name: 'Luz Morales' }) }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: t('careTeam.record.recordOf', { name: 'Luz Morales' }) }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: t('careTeam.record.profile') })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: t('careTeam.record.backToConversation') }).click();
  await expect(page.getByText(t('careTeam.thread.isHandled'))).toBeVisible();

  await page.getByRole('link', { name: t('careTeam.thread.back') }).click();
  const handled = page.getByRole('region', { name: t('careTeam.inbox.handled') });
  await expect(handled.getByRole('link', { name: `Luz Morales: ${question}` })).toBeVisible();
  await expect(waiting.getByRole('link', { name: `Luz Morales: ${question}` })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoAxeViolations(page);
});
