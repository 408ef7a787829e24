// The key of a private questionnaire over HTTP (POST /patient/challenge-key/{id}), each answer checked
// against openapi/v2.yaml: a link to her own run sent to her phone or e-mail in the language asked,
// opening the run without signing in; a new key replacing the last; another patient's run 404 with
// nothing sent or written; bad input refused; the fourth send in ten minutes 429. A crisis answer
// through her link alerts her care team and the answers say so; a visitor's says no one was told.
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

const keyIn = (text: string, questionnaireId: number) =>
  text.match(new RegExp(`/q/${questionnaireId}/([A-Za-z0-9_-]{43})`))?.[1];
const openAsVisitor = (questionnaireId: number, key: string) =>
  call('GET', `/questionnaire/${questionnaireId}?private_id=${key}`, null);

describe(`private questionnaire keys on ${databaseKind}`, () => {
  // The questionnaires are seeded on first use: once here, not inside the first test's time.
  beforeAll(() => ctx.app.services.questionnaires.bySlug('gad-7'));

  it('texts her a Spanish link that opens her run signed out, and an e-mailed key replaces it', async () => {
    const ana = await createPatient(ctx);
    const { id, runId } = await start(ana, 'gad-7');
    const sent = await call('POST', `/patient/challenge-key/${runId}`, ana, { lang: 'es', transporter: 'sms' });
    expect(sent).toMatchObject({
      status: 200,
      body: { transporter: 'sms', destination_hint: `(***) ***-${ana.phone.slice(-4)}` },
    });
    const text = ctx.sms.sent.findLast((m) => m.to === ana.phone)!;
    expect(text.body).toContain('Abre tu cuestionario de Matrona sin iniciar sesión');
    const key = keyIn(text.body, id)!;
    // The link says its language, so a phone with no language chosen opens it in Spanish.
    expect(text.body).toContain(`/q/${id}/${key}/es`);
    const opened = await openAsVisitor(id, key);
    expect(opened.status).toBe(200);
    expect(opened.body.questionnaire_user).toMatchObject({ questionnaire_user_id: runId });

    const mailed = await call('POST', `/patient/challenge-key/${runId}`, ana, { lang: 'en', transporter: 'email' });
    expect(mailed.body).toEqual({ transporter: 'email', destination_hint: `p***@example.com` });
    const mail = ctx.email.sent.findLast((m) => m.to === ana.email)!;
    expect(mail).toMatchObject({
      subject: 'Your private questionnaire link',
      text: expect.stringContaining('Open your Matrona questionnaire without signing in'),
    });
    expect(mail.text).toContain(`/q/${id}/${keyIn(mail.text, id)!}/en`);
    expect((await openAsVisitor(id, key)).status).toBe(404);
    expect((await openAsVisitor(id, keyIn(mail.text, id)!)).status).toBe(200);
  });

  it('says the care team was alerted when she gives a crisis answer through her private link, and a visitor that none was', async () => {
    const ana = await createPatient(ctx);
    const { id, runId } = await start(ana, 'edinburgh');
    await call('POST', `/patient/challenge-key/${runId}`, ana, { lang: 'en', transporter: 'sms' });
    const key = keyIn(ctx.sms.sent.findLast((m) => m.to === ana.phone)!.body, id)!;
    const visitorAnswer = (privateId: string, run: number, question: number, response: string) =>
      call('POST', '/survey-run/save-answer', null, {
        private_id: privateId,
        questionnaire_user_id: run,
        group_id: question,
        question_id: question,
        response,
      });

    const calm = await visitorAnswer(key, runId, 1, '0');
    expect(calm.body).toMatchObject({ crisis: false, care_team_alerted: false });
    const crisis = await visitorAnswer(key, runId, 10, '1');
    expect(crisis).toMatchObject({ status: 200, body: { crisis: true, care_team_alerted: true } });
    expect(
      (await ctx.app.services.careTeamAlerts.open()).some(
        (a) => a.questionnaireUserId === runId && a.userId === ana.id,
      ),
    ).toBe(true);
    for (let question = 2; question <= 9; question += 1)
      expect((await visitorAnswer(key, runId, question, '0')).status).toBe(200);
    const ended = await call('POST', '/survey-run/end', null, { private_id: key, questionnaire_user_id: runId });
    expect(ended).toMatchObject({ status: 200, body: { crisis: true, care_team_alerted: true } });

    // A visitor without an account (no patient behind the run): the crisis lines, and no one was told.
    const visitor = await ctx.app.services.questionnaires.startVisitor(id, 'EN');
    const alone = await visitorAnswer(visitor.privateId, visitor.run.id, 10, '1');
    expect(alone).toMatchObject({ status: 200, body: { crisis: true, care_team_alerted: false } });
    for (let question = 1; question <= 9; question += 1)
      await visitorAnswer(visitor.privateId, visitor.run.id, question, '0');
    const aloneEnded = await call('POST', '/survey-run/end', null, {
      private_id: visitor.privateId,
      questionnaire_user_id: visitor.run.id,
    });
    expect(aloneEnded).toMatchObject({ status: 200, body: { crisis: true, care_team_alerted: false } });
    expect((await ctx.app.services.careTeamAlerts.open()).some((a) => a.questionnaireUserId === visitor.run.id)).toBe(
      false,
    );

    // Her own run ended in the app, without a crisis answer: nothing alerted, and it says so.
    const { id: gad, runId: calmRun } = await start(ana, 'gad-7');
    for (let question = 1; question <= 7; question += 1)
      await call('POST', '/questionnaire/save-answer', ana, {
        questionnaire_user_id: calmRun,
        group_id: question,
        question_id: question,
        response: '0',
      });
    const calmEnd = await call('POST', `/questionnaire/${gad}/end`, ana, { questionnaire_user_id: calmRun });
    expect(calmEnd).toMatchObject({ status: 200, body: { crisis: false, care_team_alerted: false } });
  });

  it("answers 404 for another patient's run or a missing one, 401 signed out, refuses bad input, and sends and writes nothing", async () => {
    const ana = await createPatient(ctx);
    const bea = await createPatient(ctx);
    const { runId } = await start(ana, 'gad-7');
    const texts = ctx.sms.sent.length;
    const mails = ctx.email.sent.length;
    const before = await fingerprint(ctx);
    expect(
      (await call('POST', `/patient/challenge-key/${runId}`, bea, { lang: 'en', transporter: 'sms' })).status,
    ).toBe(404);
    expect(
      (await call('POST', '/patient/challenge-key/2147483647', bea, { lang: 'en', transporter: 'sms' })).status,
    ).toBe(404);
    expect(
      (await call('POST', `/patient/challenge-key/${runId}`, null, { lang: 'en', transporter: 'sms' })).status,
    ).toBe(401);
    expect(
      (await call('POST', `/patient/challenge-key/${runId}`, ana, { lang: 'fr', transporter: 'sms' })).status,
    ).toBe(422);
    expect(
      (await call('POST', `/patient/challenge-key/${runId}`, ana, { lang: 'en', transporter: 'pigeon' })).status,
    ).toBe(422);
    expect((await call('POST', `/patient/challenge-key/${runId}`, ana, { lang: 'en' })).status).toBe(422);
    // Only the rate limit's counter moved (bea's tries count against her).
    expect(changedTables(before, await fingerprint(ctx)).filter((table) => table !== 'rate_limit_hits')).toEqual([]);
    expect(ctx.sms.sent.length).toBe(texts);
    expect(ctx.email.sent.length).toBe(mails);
  });

  it('refuses a fourth send in ten minutes with Retry-After, and sends again in the next window', async () => {
    const cleo = await createPatient(ctx);
    const { runId } = await start(cleo, 'gad-7');
    for (let i = 0; i < 3; i += 1)
      expect(
        (await call('POST', `/patient/challenge-key/${runId}`, cleo, { lang: 'en', transporter: 'sms' })).status,
      ).toBe(200);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/v2/patient/challenge-key/${runId}`,
      headers: { authorization: `Bearer ${cleo.token}` },
      payload: { lang: 'en', transporter: 'sms' },
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 10 * 60_000);
    expect(
      (await call('POST', `/patient/challenge-key/${runId}`, cleo, { lang: 'en', transporter: 'sms' })).status,
    ).toBe(200);
  });
});
