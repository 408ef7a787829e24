// Sign-up and sign-in through the HTTP API, as the patient app calls it.
import { isMessageId } from '@mat/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_PATIENT, DEMO_PROVIDER, seedDemoWorld } from '../src/db/seed.js';
import { databaseKind, setUpTestApp } from './harness.js';

const ctx = setUpTestApp();

const registration = {
  first_name: 'María José',
  last_name: 'Núñez',
  email: 'Maria.Nunez@example.com',
  password: 'sunrise-2026',
  password_confirmation: 'sunrise-2026',
  zip: '90012',
  phone: '(213) 555-0147',
  agree: true,
};

async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { token?: string; body?: object; language?: string } = {},
) {
  const response = await ctx.app.inject({
    method,
    url: `/api/v2${url}`,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    ...(options.body ? { payload: options.body } : {}),
  });
  const body = response.body ? response.json() : null;
  if (response.statusCode >= 400) errorIds.push(body.code, ...Object.values<string>(body.fields ?? {}));
  return { status: response.statusCode, body, headers: response.headers };
}

// Every error id the server answered with, to check the apps can translate each one.
const errorIds: string[] = [];
afterAll(() => {
  expect(errorIds.length).toBeGreaterThan(10);
  expect(errorIds.filter((id) => !isMessageId(id))).toEqual([]);
});

describe(`auth on ${databaseKind}`, () => {
  let token = '';

  it('checks registration fields one by one and names the field at fault', async () => {
    const ok = await call('POST', '/auth/validate-fields', { body: { email: 'new@example.com' } });
    expect(ok).toMatchObject({ status: 200, body: { valid: true } });

    const bad = await call('POST', '/auth/validate-fields', {
      body: {
        email: 'not-an-email',
        first_name: 'R2-D2',
        password: 'short',
        password_confirmation: 'other',
        phone: '555',
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      code: 'errors.validationFailed',
      fields: {
        email: 'validation.invalidEmail',
        first_name: 'validation.onlyLettersAndSpaces',
        password: 'validation.passwordMinLength',
        password_confirmation: 'validation.passwordsMustMatch',
        phone: 'validation.phoneDigits',
      },
    });
  });

  it('registers a patient with an unverified phone and a session', async () => {
    const response = await call('POST', '/pregister', { body: registration, language: 'es' });
    expect(response.status).toBe(201);
    token = response.body.token;
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(response.body.user).toMatchObject({
      first_name: 'María José',
      email: 'maria.nunez@example.com',
      phone: '2135550147',
      status: null,
      onboarding_version: 2,
      user_data: { prefs: { verified_phone: 'no', terms: false, language: 'es', measureUnit: 'imperial' } },
    });
    const me = await call('GET', '/user', { token });
    expect(me.body.email).toBe('maria.nunez@example.com');
  });

  it('refuses a second account with the same e-mail or phone, storing nothing', async () => {
    const again = await call('POST', '/pregister', {
      body: { ...registration, email: 'MARIA.NUNEZ@example.com', phone: '213.555.0147' },
    });
    expect(again.status).toBe(422);
    expect(again.body.fields).toEqual({ email: 'validation.emailTaken', phone: 'validation.phoneTaken' });
  });

  it('refuses registration without agreeing to the policies', async () => {
    const response = await call('POST', '/pregister', {
      body: { ...registration, email: 'other@example.com', phone: '2135550148', agree: false },
    });
    expect(response.status).toBe(422);
    expect(response.body.fields.agree).toBeDefined();
  });

  it('verifies the phone with the texted code, and refuses a wrong one', async () => {
    const sent = await call('POST', '/auth/phone-register-get-code', { token });
    expect(sent).toMatchObject({ status: 200, body: { expires_in_seconds: 600 } });
    expect(JSON.stringify(sent.body)).not.toMatch(/\d{6}/);
    const code = ctx.sms.lastCode('2135550147');
    expect(ctx.sms.sent.at(-1)!.body).toMatch(/^Tu código de Matrona es \d{6}/);

    const wrong = await call('POST', '/auth/phone-validate-code', {
      token,
      body: { code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('errors.incorrectCode');

    const short = await call('POST', '/auth/phone-validate-code', { token, body: { code: '12345' } });
    expect(short.body.fields).toEqual({ code: 'validation.codeDigits' });

    const right = await call('POST', '/auth/phone-validate-code', { token, body: { code } });
    expect(right.status).toBe(200);
    expect(right.body.user_data.prefs.verified_phone).toBe('yes');

    const reused = await call('POST', '/auth/phone-validate-code', { token, body: { code } });
    expect(reused.status).toBe(422);
  });

  it('needs a session for the private calls', async () => {
    expect((await call('GET', '/user')).status).toBe(401);
    expect((await call('GET', '/user', { token: 'not-a-token' })).body.code).toBe('errors.unauthenticated');
    expect((await call('POST', '/auth/phone-register-get-code')).status).toBe(401);
  });

  it('saves terms, status and profile changes', async () => {
    const terms = await call('PUT', '/patient/profile', { token, body: { prefs: { terms: true } } });
    expect(terms.body.user_data.prefs).toMatchObject({ terms: true, verified_phone: 'yes', language: 'es' });
    const status = await call('POST', '/patient/profile/status', { token, body: { status: 'expecting' } });
    expect(status.body.status).toBe('expecting');
    expect((await call('GET', '/patient/profile/status', { token })).body).toEqual({ status: 'expecting' });
    const badStatus = await call('POST', '/patient/profile/status', { token, body: { status: 'unknown' } });
    expect(badStatus.status).toBe(422);
    const forged = await call('PUT', '/patient/profile', { token, body: { prefs: { verified_phone: 'yes' } } });
    expect(forged.status).toBe(422);
  });

  it('logs out, then the token no longer works', async () => {
    expect((await call('GET', '/logout', { token })).status).toBe(204);
    expect((await call('GET', '/user', { token })).status).toBe(401);
  });

  it('logs in by e-mail and password, case-insensitively', async () => {
    const response = await call('POST', '/plogin', {
      body: { email: ' MARIA.nunez@example.com', password: 'sunrise-2026' },
    });
    expect(response.status).toBe(200);
    token = response.body.token;
    expect((await call('GET', '/user', { token })).body.first_name).toBe('María José');
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrong = await call('POST', '/plogin', {
      body: { email: 'maria.nunez@example.com', password: 'wrong-password' },
    });
    const unknown = await call('POST', '/plogin', {
      body: { email: 'nobody@example.com', password: 'wrong-password' },
    });
    expect(wrong).toMatchObject({ status: 422, body: { code: 'errors.credentialsMismatch' } });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('sends a provider account to the provider login', async () => {
    await seedDemoWorld(ctx.db.db);
    const response = await call('POST', '/plogin', { body: { email: DEMO_PROVIDER.email, password: DEMO_PASSWORD } });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: 'errors.providerAccount',
      provider_login_url: expect.stringMatching(/^https:/),
    });
  });

  it('logs in by phone with a texted code', async () => {
    const sent = await call('GET', '/auth/text-login/5555550100');
    expect(sent.status).toBe(200);
    const code = ctx.sms.lastCode(DEMO_PATIENT.phone);
    const wrong = await call('POST', '/auth/text-login', {
      body: { phone: '555-555-0100', code: code === '123456' ? '654321' : '123456' },
    });
    expect(wrong.body.code).toBe('errors.incorrectCode');
    const right = await call('POST', '/auth/text-login', { body: { phone: '555-555-0100', code } });
    expect(right.status).toBe(200);
    expect((await call('GET', '/user', { token: right.body.token })).body.email).toBe(DEMO_PATIENT.email);
  });

  it('answers an unknown phone as a known one, without texting it', async () => {
    const before = ctx.sms.sent.length;
    const response = await call('GET', '/auth/text-login/2025550111');
    expect(response).toMatchObject({ status: 200, body: { expires_in_seconds: 600 } });
    expect(ctx.sms.sent.length).toBe(before);
  });

  it('limits code requests with 429 and a Retry-After in seconds', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await call('GET', '/auth/text-login/2025550112')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await call('GET', '/auth/text-login/2025550112');
    expect(limited.body.code).toBe('errors.tooManyRequests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
  });

  it('limits password guesses per account', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (await call('POST', '/plogin', { body: { email: 'target@example.com', password: `guess-${i}-xx` } })).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('gives an anonymous token that is not a signed-in session', async () => {
    const anonymous = await call('GET', '/token');
    expect(anonymous.status).toBe(200);
    expect((await call('GET', '/user', { token: anonymous.body.token })).status).toBe(401);
  });
});

describe('client addresses', () => {
  it('believes X-Forwarded-For only from a local proxy, so the address limit cannot be dodged', async () => {
    const attempt = (forwardedFor: string, remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v2/plogin',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email: `spoof-${forwardedFor}@example.com`, password: 'wrong-password' },
      });
    // 30 tries a quarter of an hour per address: from outside, a new forwarded address each time
    // is still the same caller.
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await attempt(`198.51.100.${i}`, '203.0.113.9')).statusCode);
    expect(statuses.at(-1)).toBe(429);
    // Through the app's own proxy on this machine, forwarded addresses are distinct callers.
    expect((await attempt('198.51.100.200', '127.0.0.1')).statusCode).toBe(422);
  });
});
