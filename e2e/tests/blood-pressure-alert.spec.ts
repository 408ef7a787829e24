// A severe blood pressure reaches a person (issue: clinical escalation): a new patient of Sunrise
// Maternity Care logs 165/112 in the app; she is told her care team at Sunrise was alerted, and the
// nurse, whose console is already open, finds the urgent alert at the top within 5 seconds, with the
// numbers, then resolves it. In English, then in Spanish.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { consoleAs } from './console';
import { DEMO_WORLD, PORTS } from './environment';
import { text, type Language } from './messages';
import { DEMO_PASSWORD, call, newPatient, signIn } from './patients';

const staffApi = `http://127.0.0.1:${PORTS.api}/api/staff/v1`;
const NURSE = 'nurse@matrona.care';
const SUNRISE = 'Sunrise Maternity Care';

/** Connects the patient to the nurse's organization and has the nurse confirm it, through the APIs. */
async function joinSunrise(request: APIRequestContext, token: string) {
  const login = await request.post(`${staffApi}/auth/login`, { data: { email: NURSE, password: DEMO_PASSWORD } });
  const nurse = (await login.json()) as { token: string; member: { organization: { id: number; name: string } } };
  expect(nurse.member.organization.name).toBe(SUNRISE);
  await call(request, 'POST', '/patient/referral-resources/add-resource', token, {
    organization_id: nurse.member.organization.id,
  });
  const headers = { authorization: `Bearer ${nurse.token}` };
  const me = await call<{ userId: number }>(request, 'GET', '/user', token);
  const pending = (await (await request.get(`${staffApi}/connections?status=pending`, { headers })).json()) as {
    id: number;
    patient: { id: number };
  }[];
  const mine = pending.find((c) => c.patient.id === me.userId);
  expect(mine, 'her request waits for Sunrise').toBeTruthy();
  expect((await request.post(`${staffApi}/connections/${mine!.id}/confirm`, { headers })).ok()).toBe(true);
}

for (const language of ['en', 'es'] as const satisfies Language[]) {
  const t = (id: string, values?: Record<string, string>) => text(language, id, values);

  test(`a severe reading tops the nurse's console within 5 seconds and tells the patient who was alerted (${language})`, {
    tag: DEMO_WORLD,
  }, async ({ page, browser, request }) => {
    const patient = await newPatient(request, language, 'expecting');
    await joinSunrise(request, patient.token);
    const name = 'Rosa Vega'; // as newPatient signs her up
    // The nurse's console is open before the reading: the alert must come to it by itself.
    const nurse = await consoleAs(browser, language, NURSE);

    await signIn(page, patient.token, language);
    await page.goto('/dashboard');
    await page.locator('a[href^="/blood-pressure/"]').first().click();
    await page.getByRole('link', { name: t('bloodPressure.addReading') }).click();
    await page.getByRole('textbox', { name: t('bloodPressure.systolic') }).fill('165');
    await page.getByRole('textbox', { name: t('bloodPressure.diastolic') }).fill('112');
    await page.getByRole('button', { name: t('bloodPressure.save') }).click();
    const urgent = page.getByTestId('urgent-guidance');
    await expect(urgent.getByText(t('alertedTeam.careTeam', { organizations: SUNRISE }))).toBeVisible();
    const saved = Date.now();
    await expectNoAxeViolations(page);

    const alerts = nurse.getByRole('region', { name: t('careTeam.inbox.alerts') });
    const title = t('careTeam.inbox.bloodPressureAlert', {
      patient: name,
      reading: '165/112 mmHg',
      category: t('notices.bloodPressureCategory.severe'),
    });
    const top = alerts.getByRole('listitem').first();
    await expect(top).toContainText(title, { timeout: Math.max(0, 5_000 - (Date.now() - saved)) });
    await expectNoAxeViolations(nurse);

    // Reached out to: resolved, it leaves the list.
    const others = await nurse.getByText(title).count();
    await top.getByRole('button', { name: t('careTeam.inbox.resolveFor', { patient: name }) }).click();
    await expect(nurse.getByText(t('careTeam.inbox.resolved'))).toBeVisible();
    await expect(nurse.getByText(title)).toHaveCount(others - 1);
  });
}
