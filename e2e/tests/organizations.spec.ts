// Building a care team from organizations, against the real server, in both languages: a new
// patient filters the directory by state and language (the choices kept for the session), opens
// the demo care team's page and its practitioners, and asks to add it on the page that says what
// it shares; the request waits until the nurse confirms it in the console (another browser), then
// the organization is on the patient's team, where it is archived, unarchived and its access to the
// medical profile taken back. The demo patient's invite shows once over the app, and not again after
// "maybe later".
// A newcomer follows an organization's invite link, reads who invited her, registers, and finds the
// organization on her team.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { DEMO_WORLD, PORTS } from './environment';
import { text, type Language } from './messages';
import { nextCode, textsTo } from './outbox';
import { DEMO_PASSWORD, call, logIn, newPatient, signIn } from './patients';

const console_ = `http://127.0.0.1:${PORTS.careTeam}`;
const SUNRISE = 'Sunrise Maternity Care';
const BLOOM = 'Bloom Lactation Center';
/** The demo lactation center's invite links (apps/server/src/db/seed-organizations.ts), one per language. */
const INVITE_LINKS = { en: 'BLOOM-ANA', es: 'BLOOM-LUCIA' } as const;

/** Ticks a box the way a keyboard user does (react-aria's input sits under its label). */
async function tick(page: Page, box: Locator) {
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
}

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

  test(`connects to an organization found by state and language, pending until the provider confirms (${language})`, {
    tag: DEMO_WORLD,
  }, async ({ page, request, browser }) => {
    test.slow(); // Two apps in two browsers, thirteen steps and three axe passes: more than one default timeout holds.
    const patient = await newPatient(request, language);
    const first = language === 'en' ? 'Olivia' : 'Valentina';
    await call(request, 'PUT', '/patient/profile', patient.token, { first_name: first });
    await signIn(page, patient.token, language);

    await page.goto('/referrals/add-resources');
    await expect(page.getByRole('heading', { level: 1, name: t('organizations.search.title') })).toBeVisible();
    // Each filter opens to its choices, named for screen readers; the choices hold for the session.
    await page.getByRole('button', { name: t('organizations.search.state'), exact: true }).click();
    await tick(
      page,
      page.getByRole('group', { name: t('organizations.search.state') }).getByRole('checkbox', { name: 'California' }),
    );
    await page.getByRole('button', { name: t('organizations.search.language'), exact: true }).click();
    await tick(page, page.getByRole('checkbox', { name: language === 'en' ? 'Spanish' : 'Español' }));
    const results = page.getByRole('region', { name: t('organizations.search.results') });
    await expect(results.getByRole('link', { name: 'Little Roots Doula Collective' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'California' })).toBeChecked();
    await expect(results.getByRole('link', { name: 'Little Roots Doula Collective' })).toBeVisible();
    await page.setViewportSize({ width: 320, height: 800 });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    await results.getByRole('link', { name: SUNRISE }).click();

    // The organization's page, its practitioners, then the request to connect on a page of its own.
    await expect(page.getByRole('heading', { level: 1, name: SUNRISE })).toBeVisible();
    await expect(page).toHaveURL(/\/referrals\/organizations\/\d+$/);
    await page.getByRole('link', { name: /practitioner|profesional/i }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: t('organizations.page.membersOf', { name: SUNRISE }) }),
    ).toBeVisible();
    await page.getByRole('link', { name: t('organizations.back') }).click();
    await page.getByRole('link', { name: t('organizations.page.connect') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: t('organizations.connect.title', { name: SUNRISE }) }),
    ).toBeVisible();
    await expect(page.getByText(t('organizations.page.connectAccess', { name: SUNRISE }))).toBeVisible();
    await page.getByRole('button', { name: t('organizations.connect.confirm', { name: SUNRISE }) }).click();
    await expect(page.getByText(t('organizations.page.connected', { name: SUNRISE }))).toBeVisible();
    await expectNoAxeViolations(page);

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

  test(`shows an invite once, and not again the same day after maybe later (${language})`, { tag: DEMO_WORLD }, async ({
    page,
    request,
  }) => {
    await signIn(page, await logIn(request, 'demo@matrona.care'), language, { invites: 'due' });
    // Over any page of the signed-in app: here, the dashboard.
    await page.goto('/dashboard');
    const invite = page.getByRole('dialog', { name: t('organizations.invite.title', { name: 'Valley Health Plan' }) });
    await expect(invite).toBeVisible();
    await expectNoAxeViolations(page);
    await invite.getByRole('button', { name: t('organizations.invite.later') }).click();
    await expect(invite).toBeHidden();
    // Once the invites have come again, still no invite: it was shown less than a day ago.
    const invites = page.waitForResponse(
      (r) => r.url().endsWith('/patient/organizations/invites') && r.request().method() === 'GET',
    );
    await page.goto('/referrals');
    expect((await invites).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: t('organizations.team.title') })).toBeVisible();
    await expect(page.getByRole('region', { name: t('organizations.referrals.title') })).toBeVisible();
    await expect(invite).toBeHidden();
  });

  test(`a newcomer registers from an invite link and the organization is on her team (${language})`, async ({
    page,
    request,
  }) => {
    test.slow(); // Registration, the texted code and the team: more than one default timeout holds.
    const person = {
      first: language === 'en' ? 'Ana' : 'Lucía',
      last: 'Reyes',
      email: `invited.${language}@example.com`,
      phone: language === 'en' ? '7135550181' : '7135550182',
    };
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
    await page.goto(`/auth/register?invite=${INVITE_LINKS[language]}`);
    // The guard keeps the code for registration and takes it out of the address.
    await expect(page).toHaveURL(/\/auth\/register$/);
    const notice = page.getByText(t('auth.register.invitedBy', { inviter: 'Grace Okafor', organization: BLOOM }));
    await expect(notice).toBeVisible();
    await page.setViewportSize({ width: 320, height: 800 });
    await expectNoAxeViolations(page);

    // Registration's three steps: who she is, a password, then her phone, zip code and the terms.
    await page.getByRole('textbox', { name: t('auth.register.firstName') }).fill(person.first);
    await page.getByRole('textbox', { name: t('auth.register.lastName') }).fill(person.last);
    await page.getByRole('textbox', { name: t('auth.register.email') }).fill(person.email);
    await page.getByRole('button', { name: t('auth.register.next') }).click();
    await page.getByLabel(t('auth.register.password'), { exact: true }).fill('lullaby-2026');
    await page.getByLabel(t('auth.register.passwordConfirmation'), { exact: true }).fill('lullaby-2026');
    await page.getByRole('button', { name: t('auth.register.next') }).click();
    await page.getByRole('textbox', { name: t('auth.register.phone') }).fill(person.phone);
    await page.getByRole('textbox', { name: t('auth.register.zip') }).fill('77002');
    // The invite is still explained on the last step.
    await expect(notice).toBeVisible();
    // Ticked the way a keyboard user does (the box's label holds links, a click could follow one).
    const agree = page.getByRole('checkbox');
    await agree.focus();
    await page.keyboard.press('Space');
    await expect(agree).toBeChecked();
    const sentBefore = textsTo(person.phone);
    await page.getByRole('button', { name: t('auth.register.submit') }).click();
    await expect(page).toHaveURL(/\/membership$/);
    expect(await page.evaluate(() => localStorage.getItem('register_invite'))).toBeNull();

    await page
      .getByRole('textbox', { name: t('auth.verifyPhone.code') })
      .fill(await nextCode(person.phone, sentBefore));
    await expect(page).toHaveURL(/\/register\/intro$/);
    // Terms and status as the onboarding journey gives them (journey.spec.ts walks those screens).
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    await call(request, 'PUT', '/patient/profile', token, { prefs: { terms: true, language } });
    await call(request, 'POST', '/patient/profile/status', token, { status: 'expecting' });

    await page.goto('/referrals');
    const active = page.getByRole('region', { name: t('organizations.team.active') });
    await expect(active.getByRole('heading', { name: BLOOM })).toBeVisible();
    await expect(active.getByText(t('organizations.team.access'))).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
