// The questionnaire engine and crisis routing, below HTTP: runs, answers, progress, language,
// ending, stopping, cloning, ownership, and the care team's urgent alert with the on-call e-mail
// and text.
import { scoreEpds, scoreGad7, scorePhq9 } from '@mat/domain';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { careTeamAlerts, questionnaireResponses, users } from '../src/db/schema.js';
import { ConflictError, NotFoundError, ValidationError } from '../src/services/errors.js';
import type { UserRow } from '../src/services/sessions.js';
import { setUpTestApp } from './harness.js';
import { createPatient } from './patients.js';

const ctx = setUpTestApp();
const engine = () => ctx.app.services.questionnaires;

async function patient(language: 'en' | 'es' = 'en'): Promise<UserRow> {
  const { id } = await createPatient(ctx, { language });
  const [row] = await ctx.db.db.select().from(users).where(eq(users.id, id));
  return row!;
}

async function started(slug: string, language: 'en' | 'es' = 'en') {
  const user = await patient(language);
  const questionnaire = await engine().bySlug(slug);
  const { run } = await engine().start(user, questionnaire.id);
  return { user, questionnaire, run };
}

/** Answers items by position (0 = top option): the seeds store each option's position as its value. */
async function answerAll(user: UserRow, runId: number, positions: number[]) {
  for (const [index, position] of positions.entries()) {
    await engine().saveAnswer(user, {
      questionnaire_user_id: runId,
      group_id: index + 1,
      question_id: index + 1,
      response: String(position),
    });
  }
}

const refusal = async (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('a run through a screening', () => {
  it("starts in the patient's language, and starting again resumes the open run", async () => {
    const { user, questionnaire, run } = await started('edinburgh', 'es');
    expect(run).toMatchObject({
      language: 'ES',
      endAt: null,
      isTerminated: false,
      terminationReason: null,
      progressStepId: null,
    });
    const again = await engine().start(user, questionnaire.id);
    expect(again.run.id).toBe(run.id);
    expect((await started('gad-7')).run.language).toBe('EN');
  });

  it('resumes at the question the patient left, on any device', async () => {
    const { user, questionnaire, run } = await started('edinburgh');
    await answerAll(user, run.id, [0, 1, 2]);
    await engine().saveProgress(user, run.id, 4, 4);
    // Signing in again: nothing but the database remembers.
    const view = await engine().withRun(user, questionnaire.id);
    expect(view.run).toMatchObject({ id: run.id, progressStepId: 4, progressGroupId: 4 });
    expect(view.responses.map((r) => [r.questionId, r.response.value])).toEqual([
      [1, '0'],
      [2, '1'],
      [3, '2'],
    ]);
  });

  it('keeps the answers when the language changes mid-way', async () => {
    const { user, run } = await started('phq-9');
    await answerAll(user, run.id, [1, 2]);
    const changed = await engine().changeLanguage(user, run.id, 'ES');
    expect(changed.run.language).toBe('ES');
    expect(changed.responses.map((r) => r.response.value)).toEqual(['1', '2']);
  });

  it('refuses a bad answer with a 422 field and keeps nothing', async () => {
    const { user, run } = await started('gad-7');
    const base = { questionnaire_user_id: run.id, group_id: 1, question_id: 1 };
    const cases = [
      [{ ...base, question_id: 99, response: '1' }, { question_id: 'validation.invalid' }],
      [{ ...base, group_id: 2, response: '1' }, { group_id: 'validation.invalid' }],
      [{ ...base, response: '4' }, { response: 'validation.pickOneOption' }],
      [{ ...base, response: ['1'] }, { response: 'validation.pickOneOption' }],
    ] as const;
    for (const [input, fields] of cases) {
      const error = await refusal(engine().saveAnswer(user, input));
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fields).toEqual(fields);
    }
    expect(
      await ctx.db.db
        .select()
        .from(questionnaireResponses)
        .where(eq(questionnaireResponses.questionnaireUserId, run.id)),
    ).toEqual([]);
    expect(await refusal(engine().saveProgress(user, run.id, 42, 1))).toMatchObject({
      fields: { step_id: 'validation.invalid' },
    });
    expect(await refusal(engine().saveProgress(user, run.id, 1, 2))).toMatchObject({
      fields: { group_id: 'validation.invalid' },
    });
  });

  it('changes an answer in place and deletes one', async () => {
    const { user, run } = await started('gad-7');
    await answerAll(user, run.id, [1]);
    const { response } = await engine().saveAnswer(user, {
      questionnaire_user_id: run.id,
      group_id: 1,
      question_id: 1,
      response: '3',
    });
    const owned = await engine().owned(user, run.id);
    expect(owned.responses).toEqual([response]);
    await engine().deleteResponse(user, response.id);
    expect((await engine().owned(user, run.id)).responses).toEqual([]);
    expect(await refusal(engine().deleteResponse(user, response.id))).toBeInstanceOf(NotFoundError);
  });

  it('ends only with every required question answered, storing the score from @mat/domain', async () => {
    const { user, questionnaire, run } = await started('gad-7');
    await answerAll(user, run.id, [3, 3, 3, 1, 1, 1]);
    const early = await refusal(engine().end(user, questionnaire.id, run.id));
    expect(early).toMatchObject({ fields: { questionnaire_user_id: 'validation.answerAll' } });
    expect((await engine().owned(user, run.id)).run.endAt).toBeNull();
    await answerAll(user, run.id, [3, 3, 3, 1, 1, 1, 0]);
    const { run: ended, result } = await engine().end(user, questionnaire.id, run.id);
    expect(result).toEqual(scoreGad7([3, 3, 3, 1, 1, 1, 0]));
    expect(ended.run).toMatchObject({ endAt: ctx.clock.now, score: 12, bandMin: 10, bandMax: 14, crisis: false });
    // A finished run takes no more answers, and cannot be stopped.
    expect(await refusal(answerAll(user, run.id, [0]))).toBeInstanceOf(ConflictError);
    expect(await refusal(engine().terminate(user, run.id, true, 'Busy'))).toBeInstanceOf(ConflictError);
    expect(await refusal(engine().end(user, questionnaire.id, run.id))).toBeInstanceOf(ConflictError);
  });

  it('stores the score @mat/domain gives for any answers', async () => {
    const user = await patient();
    const cases = [
      ['edinburgh', 10, scoreEpds],
      ['phq-9', 9, scorePhq9],
      ['gad-7', 7, scoreGad7],
    ] as const;
    for (const [slug, items, rule] of cases) {
      const questionnaire = await engine().bySlug(slug);
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.integer({ min: 0, max: 3 }), { minLength: items, maxLength: items }),
          async (positions) => {
            const { run } = await engine().start(user, questionnaire.id);
            await answerAll(user, run.id, positions);
            const { run: ended } = await engine().end(user, questionnaire.id, run.id);
            const expected = rule(positions);
            expect(ended.run).toMatchObject({
              score: expected.total,
              bandMin: expected.band[0],
              bandMax: expected.band[1],
              crisis: expected.crisis,
            });
          },
        ),
        { numRuns: 8 },
      );
    }
  });

  it('stops for a reason, then takes no answers; the stop can be taken back', async () => {
    const { user, questionnaire, run } = await started('phq-9');
    const stopped = await engine().terminate(user, run.id, true, '  Not pregnant anymore ');
    expect(stopped.run).toMatchObject({ isTerminated: true, terminationReason: 'Not pregnant anymore' });
    expect(await refusal(answerAll(user, run.id, [0]))).toBeInstanceOf(ConflictError);
    expect(await refusal(engine().end(user, questionnaire.id, run.id))).toBeInstanceOf(ConflictError);
    const back = await engine().terminate(user, run.id, false, 'ignored');
    expect(back.run).toMatchObject({ isTerminated: false, terminationReason: null });
  });

  it('clones a finished run with its answers into a new open run, and only a finished one', async () => {
    const { user, questionnaire, run } = await started('gad-7');
    expect(await refusal(engine().clone(user, run.id))).toBeInstanceOf(ConflictError);
    await answerAll(user, run.id, [0, 1, 2, 3, 0, 1, 2]);
    await engine().end(user, questionnaire.id, run.id);
    const copy = await engine().clone(user, run.id);
    expect(copy.run).toMatchObject({ clonedFromId: run.id, endAt: null, language: 'EN' });
    expect(copy.responses.map((r) => r.response.value)).toEqual(['0', '1', '2', '3', '0', '1', '2']);
    const view = await engine().withRun(user, questionnaire.id);
    expect(view.run?.id).toBe(copy.run.id);
    expect(view.previous.map((r) => r.response.value)).toEqual(['0', '1', '2', '3', '0', '1', '2']);
    expect((await engine().withRun(user, questionnaire.id, 'completed')).run?.id).toBe(run.id);
  });

  it("answers 404 for another patient's run, answer or questionnaire run", async () => {
    const { user: owner, questionnaire, run } = await started('edinburgh');
    await answerAll(owner, run.id, [0]);
    const [answer] = (await engine().owned(owner, run.id)).responses;
    const other = await patient();
    const attempts = [
      () => engine().owned(other, run.id),
      () => engine().saveAnswer(other, { questionnaire_user_id: run.id, group_id: 2, question_id: 2, response: '0' }),
      () => engine().saveProgress(other, run.id, 1, 1),
      () => engine().changeLanguage(other, run.id, 'ES'),
      () => engine().terminate(other, run.id, true, null),
      () => engine().end(other, questionnaire.id, run.id),
      () => engine().clone(other, run.id),
      () => engine().deleteResponse(other, answer!.id),
      () => engine().questionnaire(999_999),
    ];
    // Thunks, run one at a time: promises made together would reject before they are awaited.
    for (const attempt of attempts) expect(await refusal(attempt())).toBeInstanceOf(NotFoundError);
    expect((await engine().owned(owner, run.id)).responses).toHaveLength(1);
    expect((await engine().withRun(other, questionnaire.id)).run).toBeNull();
  });
});

describe('crisis routing', () => {
  it('EPDS item 10 "Sometimes": the reply says crisis, the care team has an urgent alert, on-call gets an e-mail and a text', async () => {
    const emails = ctx.email.sent.length;
    const texts = ctx.sms.sent.length;
    const { user, run } = await started('edinburgh');
    const saved = await engine().saveAnswer(user, {
      questionnaire_user_id: run.id,
      group_id: 10,
      question_id: 10,
      response: '1',
    });
    expect(saved.crisis).toBe(true);
    const open = await ctx.app.services.careTeamAlerts.open();
    expect(open[0]).toMatchObject({
      userId: user.id,
      kind: 'crisis_answer',
      urgent: true,
      questionnaireUserId: run.id,
      questionId: 10,
      resolvedAt: null,
    });
    expect(ctx.email.sent.slice(emails)).toEqual([
      expect.objectContaining({ to: 'on-call@matrona.care', subject: expect.stringMatching(/^URGENT: crisis answer/) }),
    ]);
    expect(ctx.email.sent.at(-1)!.text).toContain(`Ana Rivera (patient #${user.id}, phone ${user.phone})`);
    expect(ctx.sms.sent.slice(texts)).toEqual([
      { to: '5555550199', body: expect.stringContaining('Edinburgh Postnatal Depression Scale') },
    ]);

    // A second crisis answer to the same question keeps the one alert and does not page twice.
    await engine().saveAnswer(user, { questionnaire_user_id: run.id, group_id: 10, question_id: 10, response: '0' });
    expect(ctx.email.sent.length).toBe(emails + 1);
    expect(ctx.sms.sent.length).toBe(texts + 1);
    expect(
      (await ctx.db.db.select().from(careTeamAlerts).where(eq(careTeamAlerts.questionnaireUserId, run.id))).length,
    ).toBe(1);
  });

  it('PHQ-9 item 9 "Several days" is a crisis answer; "Not at all" and other items are not', async () => {
    const { user, run } = await started('phq-9');
    const calm = await engine().saveAnswer(user, {
      questionnaire_user_id: run.id,
      group_id: 9,
      question_id: 9,
      response: '0',
    });
    const other = await engine().saveAnswer(user, {
      questionnaire_user_id: run.id,
      group_id: 8,
      question_id: 8,
      response: '3',
    });
    expect([calm.crisis, other.crisis]).toEqual([false, false]);
    expect(await ctx.db.db.select().from(careTeamAlerts).where(eq(careTeamAlerts.questionnaireUserId, run.id))).toEqual(
      [],
    );
    const texts = ctx.sms.sent.length;
    const crisis = await engine().saveAnswer(user, {
      questionnaire_user_id: run.id,
      group_id: 9,
      question_id: 9,
      response: '1',
    });
    expect(crisis.crisis).toBe(true);
    expect(ctx.sms.sent.slice(texts)).toEqual([
      { to: '5555550199', body: expect.stringContaining('Patient Health Questionnaire (PHQ-9)') },
    ]);
  });

  it('keeps the alert and still texts when the e-mail fails', async () => {
    const send = ctx.email.send;
    ctx.email.send = async () => {
      throw new Error('mail is down');
    };
    try {
      const texts = ctx.sms.sent.length;
      const { user, run } = await started('edinburgh');
      const saved = await engine().saveAnswer(user, {
        questionnaire_user_id: run.id,
        group_id: 10,
        question_id: 10,
        response: '0',
      });
      expect(saved.crisis).toBe(true);
      expect(ctx.sms.sent.length).toBe(texts + 1);
      expect((await ctx.app.services.careTeamAlerts.open()).some((a) => a.questionnaireUserId === run.id)).toBe(true);
    } finally {
      ctx.email.send = send;
    }
  });
});
