// Building a care team from organizations, against the real server, in both languages: a new
// patient searches the directory by state and language, opens the demo care team's page and asks
// to add it; the request waits until the nurse confirms it in the console (another browser), then
// the organization is on the patient's team, where it is archived, unarchived and its access to the
// medical profile taken back. The demo patient's invite shows once, and not again after "maybe later".
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { PORTS } from './environment';
import { text, type Language } from './messages';
import { DEMO_PASSWORD, call, logIn, newPatient, signIn } from './patients';

const console_ = `http://127.0.0.1:${PORTS.careTeam}`;
const SUNRISE = 'Sunrise Maternity Care';

async function nurseConsole(browser: Browser, language: Language): Promise<Page> {
  const t = (id: string) => text(language, id);
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${console_}/login`);
  if (language === 'es') await page.getByRole('button', { name: text('en', 'careTeam.shell.switchLanguage') }).click();
  await page.getByRole('textbox', { name: t('careTeam.login.email') }).fill('nurse@matrona.care');
  await page.getByLabel(t('careTeam.login.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t('careTeam.login.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('careTeam.inbox.title') })).toBeVisible();
  return page;
}

for (const language of ['en', 'es'] as const) {
  const t = (id: string, values?: Record<string, string>) => text(language, id, values);

  test(`connects to an organization found by state and language, pending until the provider confirms (${language})`, async ({ page, request, browser }) => {
    test.slow(); // Two apps in two browsers, thirteen steps and three axe passes: more than one default timeout holds.
    const patient = await newPatient(request, language);
    const first = language === 'en' ? 'Olivia' : 'Valentina';
    await call(request, 'PUT', '/patient/profile', patient.token, { first_name: first });
    await signIn(page, patient.token, language);

    await page.goto('/referrals/add-resources');
    await expect(page.getByRole('heading', { level: 1, name: t('organizations.search.title') })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(t('organizations.search.state')) }).click();
    await page.getByRole('option', { name: 'California' }).click();
    await page.getByRole('button', { name: new RegExp(t('organizations.search.language')) }).click();
    await page.getByRole('option', { name: language === 'en' ? 'Spanish' : 'Español' }).click();
    const results = page.getByRole('region', { name: t('organizations.search.results') });
    await expect(results.getByRole('link', { name: 'Little Roots Doula Collective' })).toBeVisible();
    await expectNoAxeViolations(page);
    await results.getByRole('link', { name: SUNRISE }).click();

    await expect(page.getByRole('heading', { level: 1, name: SUNRISE })).toBeVisible();
    await expect(page.getByText(t('organizations.page.connectAccess', { name: SUNRISE }))).toBeVisible();
    await page.getByRole('button', { name: t('organizations.page.connect') }).click();
    await expect(page.getByText(t('organizations.page.connected', { name: SUNRISE }))).toBeVisible();

    await page.goto('/referrals');
    const waiting = page.getByRole('region', { name: t('organizations.team.pending') });
    await expect(waiting.getByRole('heading', { name: SUNRISE })).toBeVisible();

    // The nurse confirms in the console, in a browser of their own.
    const nurse = await nurseConsole(browser, language);
    await nurse.getByRole('link', { name: t('careTeam.shell.patients') }).click();
    const asked = nurse.getByRole('region', { name: t('careTeam.connections.pending') });
    await asked.getByRole('button', { name: t('careTeam.connections.confirm', { patient: `${first} Vega` }) }).click();
    await expect(nurse.getByText(t('careTeam.connections.confirmed', { patient: `${first} Vega` }))).toBeVisible();
    await expectNoAxeViolations(nurse);

    await page.reload();
    const active = page.getByRole('region', { name: t('organizations.team.active') });
    await expect(active.getByRole('heading', { name: SUNRISE })).toBeVisible();
    await expect(active.getByText(t('organizations.team.access'))).toBeVisible();
    await page.setViewportSize({ width: 320, height: 800 });
    await expectNoAxeViolations(page);

    // Archive, unarchive, and take back the access to the medical profile.
    await active.getByRole('button', { name: t('organizations.team.archive', { name: SUNRISE }) }).click();
    const archived = page.getByRole('region', { name: t('organizations.team.archived') });
    await expect(archived.getByRole('heading', { name: SUNRISE })).toBeVisible();
    await archived.getByRole('button', { name: t('organizations.team.unarchive', { name: SUNRISE }) }).click();
    await expect(active.getByRole('heading', { name: SUNRISE })).toBeVisible();
    await active.getByRole('button', { name: t('organizations.team.revoke', { name: SUNRISE }) }).click();
    await expect(page.getByText(t('organizations.team.revoked', { name: SUNRISE }))).toBeVisible();
    await expect(active.getByText(t('organizations.team.noAccess'))).toBeVisible();
  });

  test(`shows an invite once, and not again the same day after maybe later (${language})`, async ({ page, request }) => {
    await signIn(page, await logIn(request, 'demo@matrona.care'), language);
    await page.goto('/referrals');
    const invite = page.getByRole('dialog', { name: t('organizations.invite.title', { name: 'Valley Health Plan' }) });
    await expect(invite).toBeVisible();
    await expectNoAxeViolations(page);
    await invite.getByRole('button', { name: t('organizations.invite.later') }).click();
    await expect(invite).toBeHidden();
    // Once the invites have come again, still no invite: it was shown less than a day ago.
    const invites = page.waitForResponse((r) => r.url().endsWith('/patient/organizations/invites') && r.request().method() === 'GET');
    await page.reload();
    expect((await invites).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: t('organizations.team.title') })).toBeVisible();
    await expect(page.getByRole('region', { name: t('organizations.referrals.title') })).toBeVisible();
    await expect(invite).toBeHidden();
  });
}
