// The account's secrets and onboarding through the HTTP API: the password check behind biometric
// sign-in, moving to a new phone with a texted code, and the onboarding answers kept.
import { addDays, isoDateInTimeZone } from '@mat/domain';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, createPatient, type Patient } from './patients.js';

const ctx = setUpTestApp();
const call = caller(ctx);

async function withPassword(password: string): Promise<Patient> {
  const patient = await createPatient(ctx);
  await ctx.db.db
    .update(users)
    .set({ passwordHash: await hash(password) })
    .where(eq(users.id, patient.id));
  return patient;
}

const lastCodeTo = (phone: string) =>
  /\b(\d{6})\b/.exec(ctx.sms.sent.filter((m) => m.to === phone).at(-1)?.body ?? '')?.[1];

describe(`account security and onboarding on ${databaseKind}`, () => {
  it('checks the password, and switches biometric sign-in on only with it', async () => {
    const ana = await withPassword('lullaby-2026');
    expect((await call('POST', '/patient/profile/check-password', ana, { password: 'lullaby-2026' })).body).toEqual({
      valid: true,
    });
    const wrong = await call('POST', '/patient/profile/check-password', ana, { password: 'not-it' });
    expect(wrong).toMatchObject({ status: 422, body: { code: 'errors.wrongPassword' } });
    expect(
      (await call('POST', '/patient/profile/biometric-auth', ana, { value: true, password: 'not-it' })).status,
    ).toBe(422);
    expect((await call('GET', '/user', ana)).body.biometric_auth).toBe(false);
    expect(
      (await call('POST', '/patient/profile/biometric-auth', ana, { value: true, password: 'lullaby-2026' })).body
        .biometric_auth,
    ).toBe(true);
    expect((await call('POST', '/patient/profile/biometric-auth', ana, { value: false })).body.biometric_auth).toBe(
      false,
    );
  });

  it('moves the account to a new phone proven by a texted code', async () => {
    const ana = await createPatient(ctx);
    const other = await createPatient(ctx);
    const taken = await call('POST', '/patient/profile/phone/code', ana, { phone: other.phone });
    expect(taken).toMatchObject({ status: 422, body: { fields: { phone: 'validation.phoneTaken' } } });
    const sent = await call('POST', '/patient/profile/phone/code', ana, { phone: '(213) 555-0199' });
    expect(sent.body).toMatchObject({ expires_in_seconds: 600 });
    const code = lastCodeTo('2135550199')!;
    const wrong = await call('PUT', '/patient/profile/phone', ana, {
      phone: '2135550199',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(422);
    expect((await call('GET', '/user', ana)).body.phone).toBe(ana.phone);
    const moved = await call('PUT', '/patient/profile/phone', ana, { phone: '2135550199', code });
    expect(moved.body).toMatchObject({ phone: '2135550199', user_data: { prefs: { verified_phone: 'yes' } } });
    // Another patient cannot use a code sent for someone else's change.
    await call('POST', '/patient/profile/phone/code', ana, { phone: '2135550177' });
    const stolen = await call('PUT', '/patient/profile/phone', other, {
      phone: '2135550177',
      code: lastCodeTo('2135550177')!,
    });
    expect(stolen.status).toBe(422);
  });

  it('keeps the onboarding answers, and an expected due date becomes the pregnancy', async () => {
    const ana = await createPatient(ctx);
    const due = addDays(isoDateInTimeZone(ctx.clock.now.getTime(), 'UTC'), 120);
    const answered = await call('POST', '/patient/profile/onboarding', ana, {
      status: 'expecting',
      version: 2,
      due_date: due,
      interests: ['nursing', 'nutrition'],
      call_you: 'Mamá',
    });
    expect(answered.body).toMatchObject({ status: 'expecting', user_data: { prefs: { call_you: 'Mamá' } } });
    expect((await call('GET', '/patient/pregnancies/active', ana)).body).toMatchObject({ due_date: due, active: true });
    await call('POST', '/patient/profile/onboarding', ana, { status: 'expecting', due_date: due });
    expect((await call('GET', '/patient/pregnancies', ana)).body).toHaveLength(1);
    const bad = await call('POST', '/patient/profile/onboarding', ana, { status: 'grandparent' });
    expect(bad.status).toBe(422);
  });

  it('refuses a baby born after today, and keeps nothing of that answer', async () => {
    const bea = await createPatient(ctx);
    const before = (await call('GET', '/user', bea)).body.status;
    const tomorrow = addDays(isoDateInTimeZone(ctx.clock.now.getTime(), 'UTC'), 1);
    const refused = await call('POST', '/patient/profile/onboarding', bea, {
      status: 'postpartum',
      baby_birth_date: tomorrow,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toEqual({ baby_birth_date: 'validation.invalidDate' });
    expect((await call('GET', '/user', bea)).body.status).toBe(before);
    const born = addDays(isoDateInTimeZone(ctx.clock.now.getTime(), 'UTC'), -20);
    const saved = await call('POST', '/patient/profile/onboarding', bea, {
      status: 'postpartum',
      version: 2,
      baby_birth_date: born,
    });
    expect(saved.body.status).toBe('postpartum');
  });

  it('records the feature tour once, and the walkthroughs seen without repeats', async () => {
    const ana = await createPatient(ctx);
    const seen = await call('POST', '/patient/profile/status/feature/data', ana, {
      walkthroughs: ['today', 'monitors', 'today'],
    });
    expect(seen.body.passed_array_of_walkthroughs).toEqual(['today', 'monitors']);
    const done = await call('POST', '/patient/profile/status/feature', ana);
    expect(done.body.feature_onboarding_finished_at).not.toBeNull();
    const again = await call('POST', '/patient/profile/status/feature', ana);
    expect(again.body.feature_onboarding_finished_at).toBe(done.body.feature_onboarding_finished_at);
  });
});
