// The signed-in password change (POST /patient/profile/change-password; spec 8 "Can't change
// password"): the current password proves the holder, the new one follows sign-up's rule, the
// asking session stays and every other one ends; a refusal changes nothing; tries are limited.
import { describe, expect, it } from 'vitest';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, createPatient, type Patient } from './patients.js';

const ctx = setUpTestApp();
const call = caller(ctx);
const CURRENT = 'Matrona test password 1';

const change = (
  patient: Patient,
  body: { current_password: string; password: string; password_confirmation: string },
) => call('POST', '/patient/profile/change-password', patient, body);
const logIn = (email: string, password: string) => call('POST', '/plogin', null, { email, password });

describe(`the signed-in password change on ${databaseKind}`, () => {
  it('refuses a wrong current password, a short or unmatched new one, and changes nothing', async () => {
    const ana = await createPatient(ctx);
    const wrong = await change(ana, {
      current_password: 'not my password',
      password: 'moonlight-2027',
      password_confirmation: 'moonlight-2027',
    });
    expect(wrong).toMatchObject({ status: 422, body: { code: 'errors.wrongPassword' } });
    const short = await change(ana, { current_password: CURRENT, password: 'short', password_confirmation: 'short' });
    expect(short).toMatchObject({ status: 422, body: { fields: { password: 'validation.passwordMinLength' } } });
    const unmatched = await change(ana, {
      current_password: CURRENT,
      password: 'moonlight-2027',
      password_confirmation: 'moonlight-2028',
    });
    expect(unmatched).toMatchObject({
      status: 422,
      body: { fields: { password_confirmation: 'validation.passwordsMustMatch' } },
    });
    expect((await logIn(ana.email, CURRENT)).status).toBe(200);
    expect((await logIn(ana.email, 'moonlight-2027')).status).not.toBe(200);
  });

  it('changes it, keeps the asking device signed in and signs every other one out', async () => {
    const ana = await createPatient(ctx);
    const otherPhone: Patient = { ...ana, token: await ctx.app.services.sessions.create(ana.id) };
    expect((await call('GET', '/user', otherPhone)).status).toBe(200);

    expect(
      (
        await change(ana, {
          current_password: CURRENT,
          password: 'moonlight-2027',
          password_confirmation: 'moonlight-2027',
        })
      ).status,
    ).toBe(204);
    expect((await call('GET', '/user', ana)).status).toBe(200);
    expect((await call('GET', '/user', otherPhone)).status).toBe(401);
    expect((await logIn(ana.email, 'moonlight-2027')).status).toBe(200);
    expect((await logIn(ana.email, CURRENT)).status).not.toBe(200);
  });

  it('limits the tries per account with the password check’s limit: 429 with Retry-After', async () => {
    const ana = await createPatient(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (
          await change(ana, {
            current_password: `guess ${i}`,
            password: 'moonlight-2027',
            password_confirmation: 'moonlight-2027',
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    const limited = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/patient/profile/change-password',
      headers: { authorization: `Bearer ${ana.token}` },
      payload: { current_password: CURRENT, password: 'moonlight-2027', password_confirmation: 'moonlight-2027' },
    });
    expect(statuses[10]).toBe(429);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits: the limit is the account's, and the password is unchanged.
    expect((await logIn(ana.email, CURRENT)).status).toBe(200);
  });
});
