// The key of a private questionnaire over HTTP (POST /patient/challenge-key/{id}), each answer checked
// against openapi/v2.yaml: a link to her own run sent to her phone or e-mail in the language asked,
// opening the run without signing in; a new key replacing the last; another patient's run 404 with
// nothing sent or written; bad input refused; the fourth send in ten minutes 429.
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, createPatient, type Patient } from './patients.js';
import { changedTables, fingerprint } from './world.js';

const ctx = setUpTestApp();
const call = caller(ctx);

async function start(patient: Patient, slug: string) {
  const questionnaire = await ctx.app.services.questionnaires.bySlug(slug);
  const started = await call('POST', `/questionnaire/${questionnaire.id}/start`, patient);
  return { id: questionnaire.id, runId: started.body.questionnaire_user_id as number };
}

const keyIn = (text: string, questionnaireId: number) => text.match(new RegExp(`/q/${questionnaireId}/([A-Za-z0-9_-]{43})`))?.[1];
const openAsVisitor = (questionnaireId: number, key: string) => call('GET', `/questionnaire/${questionnaireId}?private_id=${key}`, null);

describe(`private questionnaire keys on ${databaseKind}`, () => {
  // The questionnaires are seeded on first use: once here, not inside the first test's time.
  beforeAll(() => ctx.app.services.questionnaires.bySlug('gad-7'));

  it('texts her a Spanish link that opens her run signed out, and an e-mailed key replaces it', async () => {
    const ana = await createPatient(ctx);
    const { id, runId } = await start(ana, 'gad-7');
    const sent = await call('POST', `/patient/challenge-key/${runId}`, ana, { lang: 'es', transporter: 'sms' });
    expect(sent).toMatchObject({ status: 200, body: { transporter: 'sms', destination_hint: `(***) ***-${ana.phone.slice(-4)}` } });
    const text = ctx.sms.sent.findLast((m) => m.to === ana.phone)!;
    expect(text.body).toContain('Abre tu cuestionario de Matrona sin iniciar sesión');
    const key = keyIn(text.body, id)!;
    const opened = await openAsVisitor(id, key);
    expect(opened.status).toBe(200);
    expect(opened.body.questionnaire_user).toMatchObject({ questionnaire_user_id: runId });

    const mailed = await call('POST', `/patient/challenge-key/${runId}`, ana, { lang: 'en', transporter: 'email' });
    expect(mailed.body).toEqual({ transporter: 'email', destination_hint: `p***@example.com` });
    const mail = ctx.email.sent.findLast((m) => m.to === ana.email)!;
    expect(mail).toMatchObject({ subject: 'Your private questionnaire link', text: expect.stringContaining('Open your Matrona questionnaire without signing in') });
    expect((await openAsVisitor(id, key)).status).toBe(404);
    expect((await openAsVisitor(id, keyIn(mail.text, id)!)).status).toBe(200);
  });

  it("answers 404 for another patient's run or a missing one, 401 signed out, refuses bad input, and sends and writes nothing", async () => {
    const ana = await createPatient(ctx);
    const bea = await createPatient(ctx);
    const { runId } = await start(ana, 'gad-7');
    const texts = ctx.sms.sent.length;
    const mails = ctx.email.sent.length;
    const before = await fingerprint(ctx);
    expect((await call('POST', `/patient/challenge-key/${runId}`, bea, { lang: 'en', transporter: 'sms' })).status).toBe(404);
    expect((await call('POST', '/patient/challenge-key/2147483647', bea, { lang: 'en', transporter: 'sms' })).status).toBe(404);
    expect((await call('POST', `/patient/challenge-key/${runId}`, null, { lang: 'en', transporter: 'sms' })).status).toBe(401);
    expect((await call('POST', `/patient/challenge-key/${runId}`, ana, { lang: 'fr', transporter: 'sms' })).status).toBe(422);
    expect((await call('POST', `/patient/challenge-key/${runId}`, ana, { lang: 'en', transporter: 'pigeon' })).status).toBe(422);
    expect((await call('POST', `/patient/challenge-key/${runId}`, ana, { lang: 'en' })).status).toBe(422);
    // Only the rate limit's counter moved (bea's tries count against her).
    expect(changedTables(before, await fingerprint(ctx)).filter((table) => table !== 'rate_limit_hits')).toEqual([]);
    expect(ctx.sms.sent.length).toBe(texts);
    expect(ctx.email.sent.length).toBe(mails);
  });

  it('refuses a fourth send in ten minutes with Retry-After, and sends again in the next window', async () => {
    const cleo = await createPatient(ctx);
    const { runId } = await start(cleo, 'gad-7');
    for (let i = 0; i < 3; i += 1) expect((await call('POST', `/patient/challenge-key/${runId}`, cleo, { lang: 'en', transporter: 'sms' })).status).toBe(200);
    const refused = await ctx.app.inject({ method: 'POST', url: `/api/v2/patient/challenge-key/${runId}`, headers: { authorization: `Bearer ${cleo.token}` }, payload: { lang: 'en', transporter: 'sms' } });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 10 * 60_000);
    expect((await call('POST', `/patient/challenge-key/${runId}`, cleo, { lang: 'en', transporter: 'sms' })).status).toBe(200);
  });
});
