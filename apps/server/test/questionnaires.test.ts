// The "Questionnaires" calls over HTTP, each answer checked against openapi/v2.yaml: a screening
// answered through, the crisis answer's reply, resuming, language, the end's band, the PDF, bad
// input and another patient's ids.
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from './harness.js';
import { caller, createPatient, type Patient } from './patients.js';

const ctx = setUpTestApp();
const call = caller(ctx);

async function start(patient: Patient, slug: string) {
  const questionnaire = await ctx.app.services.questionnaires.bySlug(slug);
  const started = await call('POST', `/questionnaire/${questionnaire.id}/start`, patient);
  expect(started.status).toBe(201);
  return { id: questionnaire.id, runId: started.body.questionnaire_user_id as number };
}

const answer = (patient: Patient, runId: number, question: number, response: unknown) =>
  call('POST', '/questionnaire/save-answer', patient, {
    questionnaire_user_id: runId,
    group_id: question,
    question_id: question,
    response,
  });

describe('questionnaires over HTTP', () => {
  it("serves a screening in the run's language, with its source for the closing note", async () => {
    const patient = await createPatient(ctx, { language: 'es' });
    const { id, runId } = await start(patient, 'edinburgh');
    const got = await call('GET', `/questionnaire/${id}`, patient);
    expect(got.status).toBe(200);
    expect(got.body.questionnaire_user).toMatchObject({
      questionnaire_user_id: runId,
      questionnaire_user_language: 'ES',
      end_at: null,
    });
    expect(got.body.steps[9].groups[0].questions[0]).toMatchObject({
      id: 10,
      text: 'Se me ha ocurrido la idea de hacerme daño',
      type: 'single',
    });
    expect(got.body.source.citation).toContain('Cox, J.L., Holden, J.M., and Sagovsky, R. 1987');
    // The instructions speak to a pregnant patient too, and ask her to mark, not underline, in an app.
    expect(got.body.description).toContain('está embarazada o hace poco tuvo un bebé');
    expect(got.body.description).toContain('marque la respuesta');
    expect(got.body.description).not.toMatch(/SUBRAYE/i);
  });

  it('words GAD-7 in Spanish as the published form for the USA', async () => {
    const patient = await createPatient(ctx, { language: 'es' });
    const { id } = await start(patient, 'gad-7');
    const got = await call('GET', `/questionnaire/${id}`, patient);
    expect(got.body.steps[6].groups[0].questions[0]).toMatchObject({
      id: 7,
      text: 'Sentir miedo como si algo terrible pudiera pasar',
    });
  });

  it("answers a crisis answer with the crisis lines first, in the patient's language, and alerts the care team", async () => {
    const patient = await createPatient(ctx, { language: 'es' });
    const { runId } = await start(patient, 'edinburgh');
    const texts = ctx.sms.sent.length;
    const reply = await answer(patient, runId, 10, '1');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ crisis: true, progress: 10, response: { questions_id: 10, response: '1' } });
    expect(reply.body.crisis_resources.map((r: { call: string }) => r.call)).toEqual([
      '911',
      '988',
      '18338526262',
      '18009444773',
    ]);
    expect(reply.body.crisis_resources[1].text).toContain('AYUDA');
    expect(ctx.sms.sent.slice(texts)).toEqual([{ to: '5555550199', body: expect.stringContaining('URGENT') }]);
    const calm = await answer(patient, runId, 1, '0');
    expect(calm.body).toMatchObject({ crisis: false, crisis_resources: [] });
  });

  it('resumes where the patient left off, keeps answers across a language change, and ends with the band in plain words', async () => {
    const patient = await createPatient(ctx);
    const { id, runId } = await start(patient, 'gad-7');
    for (const [question, position] of [
      [1, 3],
      [2, 3],
      [3, 3],
    ] as const)
      expect((await answer(patient, runId, question, String(position))).status).toBe(200);
    expect(
      (await call('PUT', `/questionnaire/user/${runId}/progress`, patient, { step_id: 4, group_id: 4 })).status,
    ).toBe(200);
    const resumed = await call('GET', `/questionnaire/${id}?status=active`, patient);
    expect(resumed.body.questionnaire_user.questionnaire_user_progress).toEqual({
      step_id: 4,
      group_id: 4,
      percent: 37,
    });
    const spanish = await call('PUT', `/questionnaire/user/${runId}/language`, patient, { language: 'ES' });
    expect(spanish.body.questionnaire_user_language).toBe('ES');
    const again = await call('GET', `/questionnaire/${id}`, patient);
    expect(again.body.steps[0].groups[0].questions[0].text).toBe(
      'Sentirse nervioso/a, intranquilo/a o con los nervios de punta',
    );
    expect(again.body.responses.map((r: { response: string }) => r.response)).toEqual(['3', '3', '3']);

    const early = await call('POST', `/questionnaire/${id}/end`, patient, { questionnaire_user_id: runId });
    expect(early).toMatchObject({ status: 422, body: { fields: { questionnaire_user_id: 'validation.answerAll' } } });
    for (const [question, position] of [
      [4, 1],
      [5, 1],
      [6, 1],
      [7, 0],
    ] as const)
      await answer(patient, runId, question, String(position));
    const ended = await call('POST', `/questionnaire/${id}/end`, patient, { questionnaire_user_id: runId });
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ score: 12, max_score: 21, band: '10-14', crisis: false, gift_card: null });
    expect(ended.body.result).toContain('ansiedad');

    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/v2/questionnaire/user/${runId}/pdf/generate`,
      headers: { authorization: `Bearer ${patient.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="questionnaire-${runId}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const copy = await call('POST', `/questionnaire/user/${runId}/clone`, patient);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ end_at: null, questionnaire_user_progress: { percent: 87 } });
  });

  it('stops for a reason and deletes an answer', async () => {
    const patient = await createPatient(ctx);
    const { runId } = await start(patient, 'phq-9');
    const saved = await answer(patient, runId, 1, '2');
    expect((await call('DELETE', `/questionnaire/user/response/${saved.body.response.id}`, patient)).status).toBe(204);
    const stopped = await call('PUT', `/questionnaire/user/${runId}/isterminated`, patient, {
      is_terminated: true,
      termination_reason: 'Not pregnant anymore',
    });
    expect(stopped.body).toMatchObject({ is_terminated: true, termination_reason: 'Not pregnant anymore' });
    expect((await answer(patient, runId, 1, '1')).status).toBe(409);
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const patient = await createPatient(ctx);
    const { runId } = await start(patient, 'phq-9');
    expect(await answer(patient, runId, 1, '7')).toMatchObject({
      status: 422,
      body: { fields: { response: 'validation.pickOneOption' } },
    });
    // What the contract refuses never reaches the engine: a 422 naming the field.
    expect((await answer(patient, runId, 1, { nested: true })).status).toBe(422);
    expect(
      (
        await call('POST', '/questionnaire/save-answer', patient, {
          questionnaire_user_id: runId,
          group_id: 1,
          question_id: 1,
        })
      ).status,
    ).toBe(422);
    expect((await call('PUT', `/questionnaire/user/${runId}/language`, patient, { language: 'FR' })).status).toBe(422);
    expect(
      (await call('PUT', `/questionnaire/user/${runId}/progress`, patient, { step_id: 99, group_id: 1 })).status,
    ).toBe(422);
    const { body } = await call(
      'GET',
      `/questionnaire/${(await ctx.app.services.questionnaires.bySlug('phq-9')).id}`,
      patient,
    );
    expect(body.responses).toEqual([]);
  });

  it("answers 404 for another patient's run, answer and PDF", async () => {
    const owner = await createPatient(ctx);
    const other = await createPatient(ctx);
    const { id, runId } = await start(owner, 'edinburgh');
    const saved = await answer(owner, runId, 1, '0');
    const attempts = await Promise.all([
      answer(other, runId, 2, '0'),
      call('PUT', `/questionnaire/user/${runId}/progress`, other, { step_id: 1, group_id: 1 }),
      call('PUT', `/questionnaire/user/${runId}/language`, other, { language: 'ES' }),
      call('PUT', `/questionnaire/user/${runId}/isterminated`, other, {
        is_terminated: true,
        termination_reason: null,
      }),
      call('POST', `/questionnaire/${id}/end`, other, { questionnaire_user_id: runId }),
      call('POST', `/questionnaire/user/${runId}/clone`, other),
      call('DELETE', `/questionnaire/user/response/${saved.body.response.id}`, other),
      call('GET', `/questionnaire/user/${runId}/pdf/generate`, other),
      call('GET', '/questionnaire/999999', other),
    ]);
    expect(attempts.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404, 404, 404, 404]);
    expect((await call('GET', `/questionnaire/${id}`, other)).body.questionnaire_user).toBeNull();
    expect((await call('POST', `/questionnaire/${id}/start`, null)).status).toBe(401);
  });

  it("lists the patient's screenings with their state and results over time, and no one else's", async () => {
    const patient = await createPatient(ctx);
    const other = await createPatient(ctx);
    const first = await start(patient, 'gad-7');
    for (let question = 1; question <= 7; question += 1)
      await answer(patient, first.runId, question, question <= 4 ? '3' : '0');
    expect(
      (await call('POST', `/questionnaire/${first.id}/end`, patient, { questionnaire_user_id: first.runId })).status,
    ).toBe(200);
    const second = await start(patient, 'gad-7');
    await answer(patient, second.runId, 1, '1');
    await start(patient, 'phq-9').then(({ runId }) =>
      call('PUT', `/questionnaire/user/${runId}/isterminated`, patient, {
        is_terminated: true,
        termination_reason: 'Later',
      }),
    );

    const list = await call('GET', '/patient/profile/questionnaires', patient);
    expect(list.status).toBe(200);
    const bySlug = Object.fromEntries(list.body.map((q: { slug: string }) => [q.slug, q]));
    expect(bySlug['edinburgh']).toMatchObject({
      status: 'not_started',
      questionnaire_user_id: null,
      end_at: null,
      results: [],
    });
    expect(bySlug['gad-7']).toMatchObject({ status: 'in_progress', questionnaire_user_id: second.runId, end_at: null });
    expect(bySlug['gad-7'].results).toEqual([
      {
        questionnaire_user_id: first.runId,
        end_at: expect.any(String),
        score: 12,
        max_score: 21,
        band: '10-14',
        crisis: false,
      },
    ]);
    expect(bySlug['phq-9']).toMatchObject({ status: 'terminated', results: [] });
    expect(bySlug['gad-7'].title).toBe('Generalized Anxiety Disorder (GAD-7)');

    const theirs = await call('GET', '/patient/profile/questionnaires', other);
    expect(
      theirs.body.every(
        (q: { status: string; results: unknown[] }) => q.status === 'not_started' && q.results.length === 0,
      ),
    ).toBe(true);
    expect((await call('GET', '/patient/profile/questionnaires', null)).status).toBe(401);
  });
});
