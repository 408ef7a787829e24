// A visitor answers a public survey without an account, over HTTP, each answer checked against
// openapi/v2.yaml: the run's private id is the only key to it (a wrong one, or another run's id
// with it, is 404), bad input is refused with nothing changed, and patients' runs are untouched.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { questionnaireResponses, questionnaireUsers } from '../src/db/schema.js';
import { seedDemoWorld } from '../src/db/seed.js';
import { DEMO_SURVEY } from '../src/db/seed-surveys.js';
import { hashToken } from '../src/services/secrets.js';
import { setUpTestApp } from './harness.js';
import { caller, createPatient } from './patients.js';

const ctx = setUpTestApp();
const call = caller(ctx);
const start = (language: 'EN' | 'ES' = 'EN', slug: string = DEMO_SURVEY.slug) =>
  call('POST', `/survey/${DEMO_SURVEY.organization}/${slug}/start`, null, { language });

/** A private id of the right shape that opens nothing. */
const WRONG_ID = 'A'.repeat(43);

async function visitorRun(language: 'EN' | 'ES' = 'EN') {
  const started = await start(language);
  expect(started.status).toBe(201);
  return {
    privateId: started.body.private_id as string,
    runId: started.body.questionnaire_user.questionnaire_user_id as number,
  };
}

const responsesOf = (runId: number) =>
  ctx.db.db.select().from(questionnaireResponses).where(eq(questionnaireResponses.questionnaireUserId, runId));

describe("a visitor's run of a public survey", () => {
  beforeEach(async () => {
    await seedDemoWorld(ctx.db.db, ctx.clock.now);
  });

  it('is started without an account, answered, resumed by its private id alone and ended', async () => {
    const { id: questionnaireId } = await ctx.app.services.questionnaires.bySlug('satisfaction');
    const started = await start('ES');
    expect(started.status).toBe(201);
    expect(started.body.private_id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(started.body.questionnaire_user).toMatchObject({
      questionnaire_id: questionnaireId,
      questionnaire_user_language: 'ES',
      end_at: null,
    });
    const privateId = started.body.private_id as string;
    const runId = started.body.questionnaire_user.questionnaire_user_id as number;

    // Only the private id's hash is kept, and the run is no patient's.
    const [row] = await ctx.db.db.select().from(questionnaireUsers).where(eq(questionnaireUsers.id, runId));
    expect(row).toMatchObject({ userId: null, privateIdHash: hashToken(privateId) });
    expect(JSON.stringify(row)).not.toContain(privateId);

    const saved = await call('POST', '/survey-run/save-answer', null, {
      private_id: privateId,
      questionnaire_user_id: runId,
      group_id: 1,
      question_id: 1,
      response: 9,
    });
    expect(saved).toMatchObject({ status: 200, body: { crisis: false, response: { questions_id: 1, response: 9 } } });
    const moved = await call('PUT', '/survey-run/progress', null, {
      private_id: privateId,
      questionnaire_user_id: runId,
      step_id: 2,
      group_id: 2,
    });
    expect(moved.body.questionnaire_user_progress).toMatchObject({ step_id: 2, group_id: 2 });
    const english = await call('PUT', '/survey-run/language', null, {
      private_id: privateId,
      questionnaire_user_id: runId,
      language: 'EN',
    });
    expect(english.body.questionnaire_user_language).toBe('EN');

    const opened = await call('GET', `/questionnaire/${questionnaireId}?private_id=${privateId}`, null);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      title: 'How was your care?',
      questionnaire_user: { questionnaire_user_id: runId, questionnaire_user_progress: { step_id: 2 } },
    });
    expect(opened.body.responses).toEqual([expect.objectContaining({ questions_id: 1, response: 9 })]);

    const early = await call('POST', '/survey-run/end', null, { private_id: privateId, questionnaire_user_id: runId });
    expect(early).toMatchObject({ status: 422, body: { fields: { questionnaire_user_id: 'validation.answerAll' } } });
    await call('POST', '/survey-run/save-answer', null, {
      private_id: privateId,
      questionnaire_user_id: runId,
      group_id: 2,
      question_id: 2,
      response: 'yes',
    });
    const ended = await call('POST', '/survey-run/end', null, { private_id: privateId, questionnaire_user_id: runId });
    expect(ended).toMatchObject({ status: 200, body: { questionnaire_user_id: runId, score: null, crisis: false } });
    const again = await call('POST', '/survey-run/save-answer', null, {
      private_id: privateId,
      questionnaire_user_id: runId,
      group_id: 3,
      question_id: 3,
      response: 'More time',
    });
    expect(again.status).toBe(409);
    const relabelled = await call('PUT', '/survey-run/language', null, {
      private_id: privateId,
      questionnaire_user_id: runId,
      language: 'ES',
    });
    expect(relabelled.status).toBe(409);

    // The finished run reads again by its link for a week, then the link opens nothing.
    const endedAt = ctx.clock.now;
    ctx.clock.now = new Date(endedAt.getTime() + 6 * 86_400_000);
    expect((await call('GET', `/questionnaire/${questionnaireId}?private_id=${privateId}`, null)).status).toBe(200);
    ctx.clock.now = new Date(endedAt.getTime() + 8 * 86_400_000);
    expect((await call('GET', `/questionnaire/${questionnaireId}?private_id=${privateId}`, null)).status).toBe(404);
    expect(
      (
        await call('PUT', '/survey-run/language', null, {
          private_id: privateId,
          questionnaire_user_id: runId,
          language: 'ES',
        })
      ).status,
    ).toBe(404);
    ctx.clock.now = endedAt;
  });

  it('is 404 with a wrong private id, and with another run’s id or another questionnaire', async () => {
    const mine = await visitorRun();
    const theirs = await visitorRun();
    const answer = (privateId: string, runId: number) =>
      call('POST', '/survey-run/save-answer', null, {
        private_id: privateId,
        questionnaire_user_id: runId,
        group_id: 1,
        question_id: 1,
        response: 3,
      });
    expect((await answer(WRONG_ID, mine.runId)).status).toBe(404);
    expect((await answer(mine.privateId, theirs.runId)).status).toBe(404);
    expect(
      (
        await call('PUT', '/survey-run/progress', null, {
          private_id: mine.privateId,
          questionnaire_user_id: theirs.runId,
          step_id: 2,
          group_id: 2,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call('PUT', '/survey-run/language', null, {
          private_id: mine.privateId,
          questionnaire_user_id: theirs.runId,
          language: 'ES',
        })
      ).status,
    ).toBe(404);
    expect(
      (await call('POST', '/survey-run/end', null, { private_id: WRONG_ID, questionnaire_user_id: mine.runId })).status,
    ).toBe(404);

    const { id: satisfaction } = await ctx.app.services.questionnaires.bySlug('satisfaction');
    const { id: edinburgh } = await ctx.app.services.questionnaires.bySlug('edinburgh');
    expect((await call('GET', `/questionnaire/${satisfaction}?private_id=${WRONG_ID}`, null)).status).toBe(404);
    expect((await call('GET', `/questionnaire/${edinburgh}?private_id=${mine.privateId}`, null)).status).toBe(404);
    expect((await responsesOf(mine.runId)).length + (await responsesOf(theirs.runId)).length).toBe(0);
  });

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const { privateId, runId } = await visitorRun();
    const save = (body: object) =>
      call('POST', '/survey-run/save-answer', null, { private_id: privateId, questionnaire_user_id: runId, ...body });
    expect((await save({ group_id: 1, question_id: 1, response: 11 })).body.fields).toEqual({
      response: 'validation.invalid',
    });
    expect((await save({ group_id: 2, question_id: 1, response: 3 })).body.fields).toEqual({
      group_id: 'validation.invalid',
    });
    expect((await save({ group_id: 1, question_id: 99, response: 3 })).body.fields).toEqual({
      question_id: 'validation.invalid',
    });
    expect((await save({ group_id: 2, question_id: 2, response: 'maybe' })).body.fields).toEqual({
      response: 'validation.pickOneOption',
    });
    expect(
      (
        await call('POST', '/survey-run/save-answer', null, {
          private_id: 'short',
          questionnaire_user_id: runId,
          group_id: 1,
          question_id: 1,
          response: 3,
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await call('PUT', '/survey-run/progress', null, {
          private_id: privateId,
          questionnaire_user_id: runId,
          step_id: 9,
          group_id: 1,
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await call('PUT', '/survey-run/language', null, {
          private_id: privateId,
          questionnaire_user_id: runId,
          language: 'FR',
        })
      ).status,
    ).toBe(422);
    expect((await start('EN', 'no-such-survey')).status).toBe(404);
    expect(
      (
        await call('POST', `/survey/${DEMO_SURVEY.organization}/${DEMO_SURVEY.slug}/start`, null, {
          language: 'EN',
          extra: 1,
        })
      ).status,
    ).toBe(422);

    expect(await responsesOf(runId)).toEqual([]);
    const [row] = await ctx.db.db.select().from(questionnaireUsers).where(eq(questionnaireUsers.id, runId));
    expect(row).toMatchObject({ language: 'EN', progressStepId: null, endAt: null });
  });

  it("leaves a signed-in patient's runs as they are, and a patient's run is not reached by a visitor", async () => {
    const ana = await createPatient(ctx);
    const { id: questionnaireId } = await ctx.app.services.questionnaires.bySlug('satisfaction');
    const own = await call('POST', `/questionnaire/${questionnaireId}/start`, ana);
    expect(own.status).toBe(201);
    const anaRun = own.body.questionnaire_user_id as number;
    const visitor = await visitorRun();
    expect(visitor.runId).not.toBe(anaRun);

    expect(
      (
        await call('POST', '/survey-run/save-answer', null, {
          private_id: visitor.privateId,
          questionnaire_user_id: anaRun,
          group_id: 1,
          question_id: 1,
          response: 2,
        })
      ).status,
    ).toBe(404);
    await call('POST', '/survey-run/save-answer', null, {
      private_id: visitor.privateId,
      questionnaire_user_id: visitor.runId,
      group_id: 1,
      question_id: 1,
      response: 10,
    });

    // The patient resumes her own run, without the visitor's answer; without a private id or a session, 401.
    const hers = await call('GET', `/questionnaire/${questionnaireId}?status=active`, ana);
    expect(hers.body).toMatchObject({ questionnaire_user: { questionnaire_user_id: anaRun }, responses: [] });
    expect((await call('GET', `/questionnaire/${questionnaireId}`, null)).status).toBe(401);
    expect((await call('POST', `/questionnaire/${questionnaireId}/start`, ana)).body.questionnaire_user_id).toBe(
      anaRun,
    );
    expect(await responsesOf(anaRun)).toEqual([]);
  });

  it("opens a patient's satisfaction survey as a new run of hers, reached by its token", async () => {
    const ana = await createPatient(ctx);
    const { survey, questionnaire } = await ctx.app.services.surveys.published(
      DEMO_SURVEY.organization,
      DEMO_SURVEY.slug,
    );
    const opened = await call('GET', `/patient/satisfaction-survey/${survey.id}`, ana);
    expect(opened).toMatchObject({
      status: 200,
      body: { questionnaire_id: questionnaire.id, token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
    });
    const run = await call('GET', `/questionnaire/${questionnaire.id}?private_id=${opened.body.token}`, null);
    expect(run.status).toBe(200);
    const [row] = await ctx.db.db
      .select()
      .from(questionnaireUsers)
      .where(eq(questionnaireUsers.id, run.body.questionnaire_user.questionnaire_user_id));
    expect(row).toMatchObject({ userId: ana.id, privateIdHash: hashToken(opened.body.token) });

    expect((await call('GET', `/patient/satisfaction-survey/${survey.id + 1000}`, ana)).status).toBe(404);
    expect((await call('GET', `/patient/satisfaction-survey/${survey.id}`, null)).status).toBe(401);
  });
});
