// The questionnaire answers the profile screens read, over HTTP and checked against the contract's
// shapes: the baby-info questionnaire (the profile's and a child's), a pregnancy's answers and the
// medical history's; another patient's child or pregnancy is 404, and bad ids are 422.
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from './harness.js';
import { caller, createPatient, type Patient } from './patients.js';

const ctx = setUpTestApp();
const call = caller(ctx);

async function answered(
  patient: Patient,
  slug: string,
  answers: [question: number, response: unknown][],
  end: boolean,
) {
  const { id } = await ctx.app.services.questionnaires.bySlug(slug);
  const started = await call('POST', `/questionnaire/${id}/start`, patient);
  const runId = started.body.questionnaire_user_id as number;
  for (const [question, response] of answers) {
    const saved = await call('POST', '/questionnaire/save-answer', patient, {
      questionnaire_user_id: runId,
      group_id: question,
      question_id: question,
      response,
    });
    expect(saved.status).toBe(200);
  }
  if (end)
    expect((await call('POST', `/questionnaire/${id}/end`, patient, { questionnaire_user_id: runId })).status).toBe(
      200,
    );
  return { id, runId };
}

describe("the profile's questionnaire answers", () => {
  it('links the baby-info questionnaire, not started, started and finished, for the profile and for the own child only', async () => {
    const ana = await createPatient(ctx);
    const { body: baby } = await call('POST', '/patient/child', ana, {
      first_name: 'Lucía',
      date_of_birth: '2026-10-01',
      birth_weight: { lb: 7, oz: 2 },
    });
    const { id } = await ctx.app.services.questionnaires.bySlug('baby-info');
    expect((await call('GET', '/patient/profile/questionnaire/baby-info', ana)).body).toEqual({
      questionnaire_id: id,
      questionnaire_user_id: null,
      completed: false,
    });

    const { runId } = await answered(ana, 'baby-info', [[1, 'formula']], false);
    expect((await call('GET', '/patient/profile/questionnaire/baby-info', ana)).body).toEqual({
      questionnaire_id: id,
      questionnaire_user_id: runId,
      completed: false,
    });
    await call('POST', `/questionnaire/${id}/end`, ana, { questionnaire_user_id: runId });
    const link = { questionnaire_id: id, questionnaire_user_id: runId, completed: true };
    expect((await call('GET', '/patient/profile/questionnaire/baby-info', ana)).body).toEqual(link);
    expect(await call('GET', `/patient/child/questionnaire/${baby.id}`, ana)).toEqual({ status: 200, body: link });

    const bea = await createPatient(ctx);
    expect((await call('GET', `/patient/child/questionnaire/${baby.id}`, bea)).status).toBe(404);
    expect((await call('GET', '/patient/profile/questionnaire/baby-info', bea)).body).toEqual({
      questionnaire_id: id,
      questionnaire_user_id: null,
      completed: false,
    });
    expect((await call('GET', '/patient/child/questionnaire/0', ana)).status).toBe(422);
    expect((await call('GET', '/patient/child/questionnaire/abc', ana)).status).toBe(422);
    expect((await call('GET', '/patient/profile/questionnaire/baby-info', null)).status).toBe(401);
  });

  it("gives a pregnancy's answers to its own patient only", async () => {
    const ana = await createPatient(ctx);
    const { body: pregnancy } = await call('POST', '/patient/pregnancies', ana, { due_date: '2027-03-01' });
    expect(await call('GET', `/patient/pregnancies/${pregnancy.id}/responses`, ana)).toEqual({ status: 200, body: [] });
    await answered(
      ana,
      'pregnancy',
      [
        [1, 'yes'],
        [2, 'birth_center'],
      ],
      false,
    );
    const answers = await call('GET', `/patient/pregnancies/${pregnancy.id}/responses`, ana);
    expect(answers.body.map((r: { questions_id: number; response: unknown }) => [r.questions_id, r.response])).toEqual([
      [1, 'yes'],
      [2, 'birth_center'],
    ]);

    const bea = await createPatient(ctx);
    expect((await call('GET', `/patient/pregnancies/${pregnancy.id}/responses`, bea)).status).toBe(404);
    expect((await call('GET', '/patient/pregnancies/2147483648/responses', ana)).status).toBe(422);
  });

  it('gives the medical history answers of the latest run, kept apart between patients', async () => {
    const ana = await createPatient(ctx);
    const { id } = await ctx.app.services.questionnaires.bySlug('medical-history');
    expect((await call('GET', '/patient/medical-history/responses', ana)).body).toEqual({
      questionnaire_id: id,
      questionnaire_user_id: null,
      responses: [],
    });
    const { runId } = await answered(
      ana,
      'medical-history',
      [
        [1, 'no'],
        [2, 'Prenatal vitamins'],
      ],
      true,
    );
    const got = await call('GET', '/patient/medical-history/responses', ana);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ questionnaire_id: id, questionnaire_user_id: runId });
    expect(got.body.responses.map((r: { response: unknown }) => r.response)).toEqual(['no', 'Prenatal vitamins']);

    const bea = await createPatient(ctx);
    expect((await call('GET', '/patient/medical-history/responses', bea)).body).toEqual({
      questionnaire_id: id,
      questionnaire_user_id: null,
      responses: [],
    });
    // The check-ins list keeps to the screenings: the profile's questionnaires have their own pages.
    expect(
      (await call('GET', '/patient/profile/questionnaires', ana)).body.map((q: { slug: string }) => q.slug),
    ).toEqual(['edinburgh', 'phq-9', 'gad-7']);
  });
});
