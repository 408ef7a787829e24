// A forgotten password through the HTTP API: a link e-mailed in the patient's language that works
// once, sessions ended by the change, and nothing that tells who has an account.
import { describe, expect, it } from 'vitest';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, createPatient } from './patients.js';

const ctx = setUpTestApp();
const call = caller(ctx);

const tokenIn = (text: string) => /\/auth\/reset-password\/([\w-]+)/.exec(text)?.[1];

describe(`password reset on ${databaseKind}`, () => {
  it('e-mails a link, takes a new password once, and signs every device out', async () => {
    const ana = await createPatient(ctx, { language: 'es' });
    expect((await call('POST', '/auth/password/forgot', null, { email: ` ${ana.email.toUpperCase()} ` })).status).toBe(
      204,
    );
    const mail = ctx.email.sent.at(-1)!;
    expect(mail.to).toBe(ana.email);
    expect(mail.subject).toBe('Elige una nueva contraseña de Matrona');
    expect(mail.text).toContain('http://localhost:5173/auth/reset-password/');
    const token = tokenIn(mail.text)!;

    const short = await call('POST', '/auth/password/reset', null, {
      token,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(short).toMatchObject({ status: 422, body: { fields: { password: 'validation.passwordMinLength' } } });
    const apart = await call('POST', '/auth/password/reset', null, {
      token,
      password: 'lullaby-2026',
      password_confirmation: 'lullaby-2027',
    });
    expect(apart.body.fields).toEqual({ password_confirmation: 'validation.passwordsMustMatch' });

    expect(
      (
        await call('POST', '/auth/password/reset', null, {
          token,
          password: 'lullaby-2026',
          password_confirmation: 'lullaby-2026',
        })
      ).status,
    ).toBe(204);
    expect((await call('GET', '/user', ana)).status).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/plogin',
      payload: { email: ana.email, password: 'lullaby-2026' },
    });
    expect(login.statusCode).toBe(200);
    const again = await call('POST', '/auth/password/reset', null, {
      token,
      password: 'another-2026',
      password_confirmation: 'another-2026',
    });
    expect(again).toMatchObject({ status: 410, body: { code: 'errors.expiredToken' } });
  });

  it('answers the same for an address without an account, and sends nothing', async () => {
    const before = ctx.email.sent.length;
    expect((await call('POST', '/auth/password/forgot', null, { email: 'nobody-here@example.org' })).status).toBe(204);
    expect(ctx.email.sent.length).toBe(before);
    expect((await call('POST', '/auth/password/forgot', null, { email: 'not-an-email' })).body.fields).toEqual({
      email: 'validation.invalidEmail',
    });
  });

  it('lets a link expire after an hour, and sends at most three in an hour', async () => {
    const ana = await createPatient(ctx);
    const start = ctx.clock.now;
    await call('POST', '/auth/password/forgot', null, { email: ana.email });
    const token = tokenIn(ctx.email.sent.at(-1)!.text)!;
    ctx.clock.now = new Date(start.getTime() + 61 * 60_000);
    try {
      const late = await call('POST', '/auth/password/reset', null, {
        token,
        password: 'lullaby-2026',
        password_confirmation: 'lullaby-2026',
      });
      expect(late.status).toBe(410);
      const before = ctx.email.sent.length;
      for (let i = 0; i < 5; i++) await call('POST', '/auth/password/forgot', null, { email: ana.email });
      expect(ctx.email.sent.length - before).toBe(3);
    } finally {
      ctx.clock.now = start;
    }
  });

  it('refuses a token nobody was given', async () => {
    const made = await call('POST', '/auth/password/reset', null, {
      token: 'x'.repeat(43),
      password: 'lullaby-2026',
      password_confirmation: 'lullaby-2026',
    });
    expect(made.status).toBe(410);
  });
});
