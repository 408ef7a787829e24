// Patients made through the real API for journeys that start signed in: registered, phone checked
// with the code from the text outbox, terms accepted and a status chosen, as the sign-up journey
// (journey.spec.ts) does through the screens.
import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PORTS } from './environment';
import type { Language } from './messages';
import { nextCode, textsTo } from './outbox';

const api = `http://127.0.0.1:${PORTS.api}/api/v2`;
export const DEMO_PASSWORD = 'matrona-demo';

export type Patient = { token: string; email: string; phone: string };

export async function call<T = unknown>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  token: string | null,
  data?: object,
): Promise<T> {
  const response = await request.fetch(`${api}${path}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(data ? { data } : {}),
  });
  expect(response.ok(), `${method} ${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? null : await response.json()) as T;
}

/** The id of the seeded Edinburgh scale, looked up among the first questionnaires. */
export async function edinburghId(request: APIRequestContext, token: string): Promise<number> {
  for (let id = 1; id <= 10; id += 1) {
    const found = await request.get(`${api}/questionnaire/${id}`, { headers: { authorization: `Bearer ${token}` } });
    if (found.ok() && (await found.json()).slug === 'edinburgh') return id;
  }
  throw new Error('The Edinburgh scale is not seeded among the first 10 questionnaires');
}

/** A crisis answer (Edinburgh item 10, "Sometimes") on a new run of the scale; the run's id. */
export async function crisisAnswer(request: APIRequestContext, token: string, edinburgh: number): Promise<number> {
  const run = await call<{ questionnaire_user_id: number }>(
    request,
    'POST',
    `/questionnaire/${edinburgh}/start`,
    token,
  );
  const saved = await call<{ crisis: boolean }>(request, 'POST', '/questionnaire/save-answer', token, {
    questionnaire_user_id: run.questionnaire_user_id,
    group_id: 10,
    question_id: 10,
    response: '1',
  });
  expect(saved.crisis).toBe(true);
  return run.questionnaire_user_id;
}

export async function newPatient(
  request: APIRequestContext,
  language: Language,
  status: 'expecting' | 'postpartum' = 'postpartum',
): Promise<Patient> {
  const n = randomInt(1_000_000, 9_999_999);
  const email = `monitors${n}@example.com`;
  const phone = `213${n}`;
  const { token } = await call<{ token: string }>(request, 'POST', '/pregister', null, {
    first_name: 'Rosa',
    last_name: 'Vega',
    email,
    password: DEMO_PASSWORD,
    password_confirmation: DEMO_PASSWORD,
    zip: '90012',
    phone,
    agree: true,
  });
  const before = textsTo(phone);
  await call(request, 'POST', '/auth/phone-register-get-code', token);
  await call(request, 'POST', '/auth/phone-validate-code', token, { code: await nextCode(phone, before) });
  await call(request, 'PUT', '/patient/profile', token, { prefs: { terms: true, language } });
  await call(request, 'POST', '/patient/profile/status', token, { status });
  return { token, email, phone };
}

/**
 * Opens the app signed in as the patient, in the language given. Her open organization invites
 * count as shown a moment ago (the record the app keeps in local storage, spec 3), as after an
 * earlier visit today, so a journey about something else does not meet the invites modal; with
 * `{ invites: 'due' }` they stay due, for the invite journey.
 */
export async function signIn(
  page: Page,
  token: string,
  language: Language,
  options: { invites?: 'due' | 'shown' } = {},
) {
  let shown: { id: number; time: number; invitedAt: string }[] = [];
  if (options.invites !== 'due') {
    const response = await page.request.fetch(`${api}/patient/organizations/invites`, {
      headers: { authorization: `Bearer ${token}` },
    });
    // A patient not yet through sign-up has no invites to see.
    const open = response.status() === 200 ? ((await response.json()) as { id: number; invitedAt: string }[]) : [];
    shown = open.map((invite) => ({ id: invite.id, time: Math.floor(Date.now() / 1000), invitedAt: invite.invitedAt }));
  }
  await page.addInitScript(
    ([lang, value, records]) => {
      localStorage.setItem('language', lang!);
      if (!sessionStorage.getItem('token')) sessionStorage.setItem('token', value!);
      if (records !== '[]' && !localStorage.getItem('shown_invites')) localStorage.setItem('shown_invites', records!);
    },
    [language, token, JSON.stringify(shown)],
  );
}

export async function logIn(request: APIRequestContext, email: string): Promise<string> {
  return (await call<{ token: string }>(request, 'POST', '/plogin', null, { email, password: DEMO_PASSWORD })).token;
}
