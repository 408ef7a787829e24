// A video visit between two browsers (spec 4, "Video session"): the provider opens the room in the
// console and sends its link; the patient follows it to the waiting room, allows the camera and
// microphone, and joins by herself, muted; the provider joins; each sees the other's video playing
// (frames advancing); the provider ends the room and the patient is told. English (the demo
// patient's visit tomorrow), then Spanish (the Gold member's class next week). Chromium's fake camera
// and microphone stand in for real ones.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { PORTS } from './environment';
import { text, type Language } from './messages';
import { DEMO_PASSWORD, logIn, signIn } from './patients';

const console_ = `http://127.0.0.1:${PORTS.careTeam}`;
const NURSE = 'nurse@matrona.care';

test.use({
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

/** Resolves once the page's first video of someone else has shown frames that advance. */
async function remoteVideoPlays(page: Page) {
  const video = page.locator('video:not([data-self])').first();
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(0);
  const before = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(before);
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

for (const [language, patientEmail, title] of [
  ['en', 'demo@matrona.care', 'Lactation visit'],
  ['es', 'gold@matrona.care', null],
] as const) {
  test(`patient and provider see each other in a video visit (${language})`, async ({ browser, request }) => {
    const t = (id: string, values?: Record<string, string>) => text(language, id, values);
    const provider = await consoleAs(browser, language);
    // The patient's first video session is the one whose room the provider opens.
    const token = await logIn(request, patientEmail);
    // Asked in English: the console names sessions in the nurse's own profile language (English),
    // whichever language its screens are shown in.
    const sessions = (await (await request.get(`http://127.0.0.1:${PORTS.api}/api/v2/video/sessions`, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } })).json()) as { id: number; title: string }[];
    const visit = title ? sessions.find((s) => s.title === title)! : sessions[0]!;
    expect(visit, 'the demo world gives the patient a video session').toBeTruthy();
    const card = provider.page.getByRole('listitem').filter({ has: provider.page.getByRole('heading', { level: 2, name: visit.title }) }).first();
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
    console.info(`Video (${language}): the patient saw the provider's first frames ${Date.now() - joinedAt} ms after the provider pressed Join`);
    await remoteVideoPlays(provider.page);

    await card.getByRole('button', { name: t('careTeam.video.end') }).click();
    await expect(patient.getByText(t('errors.sessionEnded'))).toBeVisible({ timeout: 15_000 });
    await patientContext.close();
    await provider.context.close();
  });
}
