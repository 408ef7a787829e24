// A video visit between two browsers (spec 4, "Video session"): the provider opens the room in the
// console and sends its link; the patient follows it to the waiting room, allows the camera and
// microphone, and joins by herself, muted; the provider joins; each sees the other's video playing
// (frames advancing); the provider ends the room and the patient is told. English (the demo
// patient's soonest session), then Spanish (the Gold member's). Chromium's fake camera and
// microphone stand in for real ones.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { expectNoAxeViolations } from './axe';
import { DEMO_WORLD, PORTS } from './environment';
import { text, type Language } from './messages';
import { DEMO_PASSWORD, logIn, signIn } from './patients';

const console_ = `http://127.0.0.1:${PORTS.careTeam}`;
const api = `http://127.0.0.1:${PORTS.api}`;
const NURSE = 'nurse@matrona.care';

test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

/** Resolves once the page's first video of someone else has shown frames that advance. */
async function remoteVideoPlays(page: Page) {
  const video = page.locator('video:not([data-self])').first();
  await expect(video).toBeVisible();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0);
  const before = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(before);
}

/** The console's video rooms as the nurse's own call returns them, in the order it shows them. */
async function staffRooms(request: APIRequestContext) {
  const login = (await (
    await request.post(`${api}/api/staff/v1/auth/login`, { data: { email: NURSE, password: DEMO_PASSWORD } })
  ).json()) as { token: string };
  const response = await request.get(`${api}/api/staff/v1/video-sessions`, {
    headers: { authorization: `Bearer ${login.token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { id: number; title: string; ended: boolean }[];
}

async function consoleAs(browser: Browser, language: Language) {
  const context = await browser.newContext({ permissions: ['camera', 'microphone'] });
  const page = await context.newPage();
  const t = (id: string) => text(language, id);
  await page.goto(`${console_}/login`);
  if (language === 'es') await page.getByRole('button', { name: text('en', 'careTeam.shell.switchLanguage') }).click();
  await page.getByRole('textbox', { name: t('careTeam.login.email') }).fill(NURSE);
  await page.getByLabel(t('careTeam.login.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t('careTeam.login.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('careTeam.inbox.title') })).toBeVisible();
  await page.goto(`${console_}/video`);
  await expect(page.getByRole('heading', { level: 1, name: t('careTeam.video.title') })).toBeVisible();
  return { context, page };
}

for (const [language, patientEmail] of [
  ['en', 'demo@matrona.care'],
  ['es', 'gold@matrona.care'],
] as const) {
  test(`patient and provider see each other in a video visit (${language})`, { tag: DEMO_WORLD }, async ({
    browser,
    request,
  }) => {
    const t = (id: string, values?: Record<string, string>) => text(language, id, values);
    const provider = await consoleAs(browser, language);
    // The patient's first video session that the nurse's organization runs is the one whose room
    // the provider opens. The console names it in the nurse's profile language, which an earlier
    // journey may have made differ from the patient's, so its card is found from the staff API's
    // own list, by its place among the sessions of the same title.
    const token = await logIn(request, patientEmail);
    const sessions = (await (
      await request.get(`${api}/api/v2/video/sessions`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { id: number }[];
    const rooms = await staffRooms(request);
    const visit = rooms.find((room) => !room.ended && sessions.some((session) => session.id === room.id))!;
    expect(visit, "the demo world gives the patient a video session with the nurse's organization").toBeTruthy();
    const place = rooms.filter((room) => room.title === visit.title).indexOf(visit);
    const card = provider.page
      .getByRole('listitem')
      .filter({ has: provider.page.getByRole('heading', { level: 2, name: visit.title, exact: true }) })
      .nth(place);
    await card.getByRole('button', { name: t('careTeam.video.open') }).click();
    const linkText = await card.getByText(/\/video\/connect\/[2-9A-Z]{10}/).textContent();
    const code = /\/video\/connect\/([2-9A-Z]{10})/.exec(linkText ?? '')![1]!;

    const patientContext = await browser.newContext({ permissions: ['camera', 'microphone'] });
    const patient = await patientContext.newPage();
    await signIn(patient, token, language);
    await patient.goto(`/video/connect/${code}`);
    await patient.getByRole('button', { name: t('video.linkOpen') }).click();
    await expect(patient.getByRole('heading', { level: 2, name: t('video.waitingRoom') })).toBeVisible();
    await expectNoAxeViolations(patient);
    await patient.getByRole('button', { name: t('video.allow') }).click();
    // The room is open: she joins by herself, muted.
    await expect(patient.getByRole('button', { name: t('video.unmute') })).toBeVisible({ timeout: 20_000 });
    await expect(patient.getByRole('status').filter({ hasText: t('video.announceJoined') })).toHaveCount(1);

    const joinedAt = Date.now();
    await card.getByRole('button', { name: t('careTeam.video.joinAs', { title: visit.title }) }).click();
    await remoteVideoPlays(patient);
    console.info(
      `Video (${language}): the patient saw the provider's first frames ${Date.now() - joinedAt} ms after the provider pressed Join`,
    );
    await remoteVideoPlays(provider.page);

    await card.getByRole('button', { name: t('careTeam.video.end') }).click();
    await expect(patient.getByText(t('errors.sessionEnded'))).toBeVisible({ timeout: 15_000 });
    await patientContext.close();
    await provider.context.close();
  });
}
