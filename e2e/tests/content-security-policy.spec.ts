// The built apps keep to their Content Security Policy (scripts/content-security-policy.ts): each
// main route of the patient app, the care team's console and the marketing site is opened in Chromium, and any
// `securitypolicyviolation` event or CSP console error fails the test.
import { expect, test, type Page } from '@playwright/test';
import { careTeamConsolePolicy, marketingSitePolicy, patientAppPolicy } from '../../scripts/content-security-policy';
import { PORTS } from './environment';
import { text } from './messages';
import { DEMO_PASSWORD, newPatient, signIn } from './patients';

const site = `http://127.0.0.1:${PORTS.marketing}`;
const careTeamConsole = `http://127.0.0.1:${PORTS.careTeam}`;
// The API server of the run serves the files at its default public URL.
const files = `http://localhost:${PORTS.api}`;

/** Records every violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = found;
    document.addEventListener('securitypolicyviolation', (event) =>
      found.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return async () => [
    ...consoleErrors,
    ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
  ];
}

async function open(page: Page, url: string, policy: string, violations: () => Promise<string[]>) {
  const response = await page.goto(url);
  expect(response?.headers()['content-security-policy'], url).toBe(policy);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await violations(), url).toEqual([]);
}

test('the patient app runs within its Content Security Policy, signed out and in', async ({ page, request }) => {
  const violations = await watchViolations(page);
  for (const path of ['/auth/login', '/auth/register']) await open(page, path, patientAppPolicy(files), violations);
  const patient = await newPatient(request, 'es');
  await signIn(page, patient.token, 'es');
  for (const path of [
    '/dashboard',
    '/me',
    '/my-account',
    '/edit-profile',
    '/medical-record',
    '/settings',
    '/notifications',
    '/profile/record-access',
  ]) {
    await open(page, path, patientAppPolicy(files), violations);
  }
});

test('the marketing site runs within its Content Security Policy', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of ['/', '/es', '/registered-nurses', '/doula-care/es', '/terms', '/privacy/es'])
    await open(page, `${site}${path}`, marketingSitePolicy, violations);
});

test("the care team's console runs within its Content Security Policy, signed out and in", async ({ page }) => {
  const violations = await watchViolations(page);
  const t = (id: string) => text('en', id);
  await open(page, `${careTeamConsole}/login`, careTeamConsolePolicy(files), violations);
  await page.getByRole('textbox', { name: t('careTeam.login.email') }).fill('nurse@matrona.care');
  await page.getByLabel(t('careTeam.login.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t('careTeam.login.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('careTeam.inbox.title') })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});
