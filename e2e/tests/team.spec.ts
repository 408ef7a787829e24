// The Team tab against the real server, in both languages: a patient asks a question with a photo;
// the nurse signs in to the care team's console in another browser, finds it at the top of the
// inbox and replies; the reply appears in the patient's open thread without a reload (the time is
// measured and printed), and a later reply shows as an unread badge on the Team tab. In English the
// free demo patient's third message meets the paywall, and another organization's midwife cannot
// open the conversation; the care team shows its portraits; in Spanish the Gold member writes to one of two recipients at 320 px.
import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_WORLD } from './environment';
import { expectNoAxeViolations } from './axe';
import { text, type Language } from './messages';
import { consoleAs, consoleOrigin } from './console';
import { call, logIn, signIn } from './patients';

const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000000000400010d0a2db40000000049454e44ae426082',
  'hex',
);

/**
 * The nurse replies in the console; the time the reply takes to show in the patient's open thread.
 * The journey asserts that it shows without a reload and prints the time: the two seconds the
 * product aims for is a figure to read, not a limit a busy test machine can be held to.
 */
async function replyAndTime(nurse: Page, patient: Page, language: Language, reply: string): Promise<number> {
  const t = (id: string) => text(language, id);
  await nurse.getByRole('textbox', { name: t('careTeam.thread.reply') }).fill(reply);
  const sent = nurse.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/conversations\/\d+\/messages$/.test(r.url()),
  );
  await nurse.getByRole('button', { name: t('careTeam.thread.send') }).click();
  expect((await sent).status()).toBe(201);
  const stored = Date.now();
  await expect(patient.getByRole('log').getByText(reply)).toBeVisible({ timeout: 5_000 });
  return Date.now() - stored;
}

/** The patient asks from /ask-a-question with a photo, and lands in the new thread. */
async function askWithPhoto(page: Page, language: Language, question: string, recipient?: string) {
  const t = (id: string, values?: Record<string, string>) => text(language, id, values);
  await page.goto('/team');
  await page.getByRole('link', { name: t('team.ask') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('team.askTitle') })).toBeVisible();
  if (recipient) {
    await page.getByRole('button', { name: new RegExp(t('team.recipient').replace(/[?¿]/g, '.')) }).click();
    await page.getByRole('option', { name: recipient }).click();
  }
  await page.getByRole('textbox', { name: new RegExp(t('team.question')) }).fill(question);
  await page.locator('input[type="file"]').setInputFiles({ name: 'latch.png', mimeType: 'image/png', buffer: png });
  await expect(
    page.getByRole('list', { name: t('ui.attachedFiles.label') }).getByText('latch.png', { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: t('team.askSend') }).click();
  await expect(page).toHaveURL(/\/team\?conversationId=\d+$/);
  await expect(page.getByRole('log').getByText(question)).toBeVisible();
  await expect(
    page.getByRole('button', { name: t('ui.messageThread.openAttachment', { name: 'latch.png' }) }),
  ).toBeVisible();
  return Number(new URL(page.url()).searchParams.get('conversationId'));
}

/** The nurse opens the question from the top of the waiting list. */
async function openFromInbox(nurse: Page, language: Language, linkName: string) {
  const waiting = nurse.getByRole('region', { name: text(language, 'careTeam.inbox.waiting') });
  await expect(waiting.getByRole('link').first()).toHaveAccessibleName(linkName);
  await waiting.getByRole('link', { name: linkName }).click();
}

const places = (page: Page, language: Language) =>
  page.getByRole('navigation', { name: text(language, 'ui.bottomNavigation.label') });

test('a free patient asks with a photo, the reply shows live, the third message meets the paywall; another organization cannot see it', {
  tag: DEMO_WORLD,
}, async ({ page, browser, request }) => {
  test.slow(); // Two apps, three browsers and two axe passes: more than one default timeout holds on a busy machine.
  const t = (id: string, values?: Record<string, string>) => text('en', id, values);
  const token = await logIn(request, 'demo@matrona.care');
  const me = await call<{ first_name: string; last_name: string }>(request, 'GET', '/user', token);
  await signIn(page, token, 'en');

  await test.step('Team lists the care team and the greeting, which opening reads', async () => {
    await page.goto('/team');
    await expect(page.getByRole('heading', { level: 1, name: t('team.title') })).toBeVisible();
    await expect(page.getByText('Care provider · IBCLC, RN · Sunrise Maternity Care')).toBeVisible();
    // The care team's faces: each member's portrait drawn (the app's policy lets the server's
    // picture in), beside her name and so hidden from screen readers, no initials in its place.
    const team = page.getByRole('region', { name: t('team.members') });
    const portraits = team.locator('img');
    await expect(portraits).toHaveCount(3);
    for (const portrait of await portraits.all()) {
      await expect(portrait).toHaveAttribute('alt', '');
      await expect
        .poll(() => portrait.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
    }
    const greeting = page.getByRole('link', {
      name: `${t('team.openConversation', { name: 'Welcome to your care team' })} (${t('team.unreadLabel')})`,
    });
    await greeting.click();
    await expect(page.getByRole('log').getByText(/replies within 12 hours/)).toBeVisible();
    await expect
      .poll(
        async () =>
          (await call<{ messages_options: { linda_greeting_message_read: boolean } }>(request, 'GET', '/user', token))
            .messages_options.linda_greeting_message_read,
      )
      .toBe(true);
    await expectNoAxeViolations(page);
  });

  const question = `Is this latch right? (${randomInt(100_000, 999_999)})`;
  const id = await askWithPhoto(page, 'en', question);

  const nurse = await consoleAs(browser, 'en', 'nurse@matrona.care');
  await openFromInbox(nurse, 'en', `${me.first_name} ${me.last_name}: ${question}`);
  await expect(
    nurse.getByRole('button', { name: t('ui.messageThread.openAttachment', { name: 'latch.png' }) }),
  ).toBeVisible();
  // The reply shown in the open thread is read as it comes.
  const read = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith(`/conversations/${id}/read`),
  );
  const elapsed = await replyAndTime(
    nurse,
    page,
    'en',
    'The latch looks deep enough. Try the football hold on the left.',
  );
  console.info(`Team: the nurse's reply appeared in the open thread ${elapsed} ms after the server stored it (en)`);
  expect((await read).status()).toBe(204);

  await test.step('a later reply is an unread badge on the Team tab', async () => {
    await places(page, 'en')
      .getByRole('link', { name: t('patient.shell.today') })
      .click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The address changes before the page: until Today's screen is in, the thread may still be
    // mounted, and a reply it shows is read (one came 330 ms after the tap, and was). The reply
    // this step is about comes once she is on Today, whose screen replaces the thread's.
    await expect(
      page.getByRole('heading', { level: 1, name: t('today.greeting', { firstName: me.first_name }) }),
    ).toBeVisible();
    // Stored when the server answers 201 (the "Reply sent" notice may still be the first reply's).
    await nurse.getByRole('textbox', { name: t('careTeam.thread.reply') }).fill('Send us another photo tomorrow.');
    const stored = nurse.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith(`/conversations/${id}/messages`),
    );
    await nurse.getByRole('button', { name: t('careTeam.thread.send') }).click();
    expect((await stored).status()).toBe(201);
    // The server's side first: this conversation, and only it, is unread. The badge below shows
    // what the server says, so a failure here is in the reading, one below in the showing.
    const unread = await call<{ data: { id: number }[] }>(request, 'GET', '/conversations?filters[read]=0', token);
    expect(unread.data.map((conversation) => conversation.id)).toEqual([id]);
    await page.reload();
    // ui.badge.unread, a plural: "1 unread".
    await expect(
      places(page, 'en')
        .getByRole('link', { name: new RegExp(`^${t('patient.shell.team')}`) })
        .getByRole('status', { name: '1 unread' }),
    ).toBeVisible();
  });

  await test.step('the second message spends the last credit; the third meets the paywall', async () => {
    await page.goto(`/team?conversationId=${id}`);
    const message = page.getByRole('textbox', { name: new RegExp(t('team.reply')) });
    await message.fill('Thank you, I will.');
    await page.getByRole('button', { name: t('team.send') }).click();
    await expect(page.getByRole('log').getByText('Thank you, I will.')).toBeVisible();
    await message.fill('One more question.');
    await page.getByRole('button', { name: t('team.send') }).click();
    const paywall = page.getByRole('dialog', { name: t('team.paywallTitle') });
    await expect(paywall.getByRole('link', { name: t('team.paywallGold') })).toHaveAttribute('href', '/membership');
    await expectNoAxeViolations(page);
  });

  await test.step("another organization's midwife cannot open it", async () => {
    const midwife = await consoleAs(browser, 'en', 'midwife@matrona.care');
    await expect(midwife.getByRole('link', { name: new RegExp(question.replace(/[?()]/g, '.')) })).toHaveCount(0);
    await midwife.goto(`${consoleOrigin}/conversations/${id}`);
    await expect(midwife.getByText(t('errors.notFound'))).toBeVisible();
    await expect(midwife.getByText(question)).toHaveCount(0);
    await midwife.context().close();
  });

  // Handled, so it waits no more for the next journey's inbox.
  await nurse.goto(`${consoleOrigin}/conversations/${id}`);
  await nurse.getByRole('button', { name: t('careTeam.thread.markHandled') }).click();
  await expect(nurse.getByText(t('careTeam.thread.markedHandled'))).toBeVisible();
  await nurse.context().close();
});

test('en español a 320 px: la miembro Gold pregunta con una foto y la respuesta aparece sin recargar', {
  tag: DEMO_WORLD,
}, async ({ page, browser, request }) => {
  const token = await logIn(request, 'gold@matrona.care');
  await call(request, 'PUT', '/patient/profile/language', token, { language: 'es' });
  const me = await call<{ first_name: string; last_name: string }>(request, 'GET', '/user', token);
  await page.setViewportSize({ width: 320, height: 800 });
  await signIn(page, token, 'es');

  const question = `¿Es normal este sarpullido? (${randomInt(100_000, 999_999)})`;
  await askWithPhoto(page, 'es', question, 'Sunrise Maternity Care');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoAxeViolations(page);

  const nurse = await consoleAs(browser, 'es', 'nurse@matrona.care');
  await openFromInbox(nurse, 'es', `${me.first_name} ${me.last_name}: ${question}`);
  const elapsed = await replyAndTime(nurse, page, 'es', 'Parece una dermatitis del pañal; mantén la zona seca.');
  console.info(`Team: the nurse's reply appeared in the open thread ${elapsed} ms after the server stored it (es)`);
  await expect(page.getByRole('heading', { level: 2, name: text('es', 'team.messages') })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await nurse.context().close();
});
