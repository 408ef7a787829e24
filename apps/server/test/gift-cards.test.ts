// Thank-you gift cards over HTTP (GET /patient/gift-card/{slug}, /{slug}/{type}, /except/{id}), each
// answer checked against openapi/v2.yaml: the cards shown before she has finished, the kind she
// picks once finished becoming hers with its code, one card per questionnaire even when asked twice
// at once, the other kinds to choose from, Spanish, and unknown names answered 404 with nothing written.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { giftCardAwards, giftCards, questionnaireUsers } from '../src/db/schema.js';
import { seedGiftCards } from '../src/db/seed-gift-cards.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, createPatient, type Patient } from './patients.js';
import { changedTables, fingerprint } from './world.js';

const ctx = setUpTestApp();
const call = caller(ctx);

async function finish(patient: Patient, slug: string, terminated = false): Promise<number> {
  const questionnaire = await ctx.app.services.questionnaires.bySlug(slug);
  const [run] = await ctx.db.db
    .insert(questionnaireUsers)
    .values({
      userId: patient.id,
      questionnaireId: questionnaire.id,
      endAt: terminated ? null : ctx.clock.now,
      isTerminated: terminated,
      terminationReason: terminated ? 'Not now' : null,
    })
    .returning();
  return run!.id;
}

const awardsOf = (patient: Patient) =>
  ctx.db.db.select().from(giftCardAwards).where(eq(giftCardAwards.userId, patient.id));

describe(`thank-you gift cards on ${databaseKind}`, () => {
  let satisfactionId: number;
  beforeAll(async () => {
    await seedGiftCards(ctx.db.db);
    satisfactionId = (await ctx.app.services.questionnaires.bySlug('satisfaction')).id;
  });

  it("shows the questionnaire's cards without a code until she has finished it, and awards nothing", async () => {
    const ana = await createPatient(ctx);
    expect(await call('GET', '/patient/gift-card/satisfaction', ana)).toMatchObject({
      status: 200,
      body: {
        slug: 'satisfaction',
        type: 'coffee',
        title: 'A coffee on us',
        amount_cents: 500,
        image: null,
        code: null,
      },
    });
    expect((await call('GET', '/patient/gift-card/satisfaction/books', ana)).body).toMatchObject({
      type: 'books',
      amount_cents: 1000,
      code: null,
    });
    // A run she stopped earns nothing either.
    await finish(ana, 'satisfaction', true);
    expect((await call('GET', '/patient/gift-card/satisfaction/books', ana)).body.code).toBeNull();
    expect(await awardsOf(ana)).toEqual([]);
    const others = await call('GET', `/patient/gift-card/except/${satisfactionId}`, ana);
    expect(others.body.map((card: { type: string }) => card.type)).toEqual(['books', 'baby-shop']);
  });

  it('gives her the kind she picks once finished, one card per questionnaire, the same code each time', async () => {
    const bea = await createPatient(ctx);
    const runId = await finish(bea, 'satisfaction');
    const picked = await call('GET', '/patient/gift-card/satisfaction/books', bea);
    expect(picked.body).toMatchObject({ type: 'books', code: expect.stringMatching(/^MAT-[0-9A-HJKMNP-TV-Z]{10}$/) });
    const code = picked.body.code;
    expect((await call('GET', '/patient/gift-card/satisfaction', bea)).body).toMatchObject({ type: 'books', code });
    expect((await call('GET', '/patient/gift-card/satisfaction/coffee', bea)).body).toMatchObject({
      type: 'coffee',
      code: null,
    });
    expect((await call('GET', '/patient/gift-card/satisfaction/books', bea)).body.code).toBe(code);
    expect(await awardsOf(bea)).toEqual([
      expect.objectContaining({ questionnaireSlug: 'satisfaction', questionnaireUserId: runId, code }),
    ]);
    const others = await call('GET', `/patient/gift-card/except/${satisfactionId}`, bea);
    expect(others.body).toEqual([
      expect.objectContaining({ type: 'coffee', code: null }),
      expect.objectContaining({ type: 'baby-shop', code: null }),
    ]);
    // Another questionnaire is another card.
    await finish(bea, 'baby-info');
    expect((await call('GET', '/patient/gift-card/baby-info/coffee', bea)).body.code).toMatch(/^MAT-/);
    expect(await awardsOf(bea)).toHaveLength(2);
  });

  it('awards one card when two kinds are asked for at once', async () => {
    const cleo = await createPatient(ctx);
    await finish(cleo, 'satisfaction');
    const answers = await Promise.all(
      ['coffee', 'books', 'baby-shop'].map((type) => call('GET', `/patient/gift-card/satisfaction/${type}`, cleo)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.body.code !== null)).toHaveLength(1);
    const awards = await ctx.db.db
      .select()
      .from(giftCardAwards)
      .where(and(eq(giftCardAwards.userId, cleo.id), eq(giftCardAwards.questionnaireSlug, 'satisfaction')));
    expect(awards).toHaveLength(1);
  });

  it('speaks Spanish when asked', async () => {
    const dora = await createPatient(ctx, { language: 'es' });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/patient/gift-card/satisfaction/baby-shop',
      headers: { authorization: `Bearer ${dora.token}`, 'accept-language': 'es' },
    });
    expect(response.json()).toMatchObject({
      title: 'Una tarjeta de regalo para la tienda de bebés',
      description: 'Algo pequeño para tu bebé, como agradecimiento por tus respuestas.',
    });
  });

  it('answers 404 for a questionnaire without cards, an unknown kind or questionnaire, 401 signed out, and writes nothing', async () => {
    const eva = await createPatient(ctx);
    await finish(eva, 'edinburgh');
    await finish(eva, 'satisfaction');
    const before = await fingerprint(ctx);
    expect((await call('GET', '/patient/gift-card/edinburgh', eva)).status).toBe(404);
    expect((await call('GET', '/patient/gift-card/no-such-survey', eva)).status).toBe(404);
    expect((await call('GET', '/patient/gift-card/satisfaction/spa-day', eva)).status).toBe(404);
    expect((await call('GET', '/patient/gift-card/except/999999', eva)).status).toBe(404);
    expect((await call('GET', '/patient/gift-card/satisfaction', null)).status).toBe(401);
    expect((await call('GET', '/patient/gift-card/satisfaction/books', null)).status).toBe(401);
    expect((await call('GET', '/patient/gift-card/Not_A_Slug', eva)).status).toBeGreaterThanOrEqual(400);
    expect(changedTables(before, await fingerprint(ctx))).toEqual([]);
    const edinburgh = await ctx.app.services.questionnaires.bySlug('edinburgh');
    expect((await call('GET', `/patient/gift-card/except/${edinburgh.id}`, eva)).body).toEqual([]);
  });
  it("names at the end of a patient's run the card its questionnaire offers, in the run's language, and none where none is offered", async () => {
    await ctx.db.db.insert(giftCards).values({
      questionnaireSlug: 'gad-7',
      type: 'tea',
      titleEn: 'A cup of tea on us',
      titleEs: 'Un té por nuestra cuenta',
      descriptionEn: 'Thank you for checking in.',
      descriptionEs: 'Gracias por contarnos cómo estás.',
      amountCents: 400,
    });
    const end = async (slug: string, language: 'EN' | 'ES') => {
      const eva = await createPatient(ctx);
      const questionnaire = await ctx.app.services.questionnaires.bySlug(slug);
      const started = await call('POST', `/questionnaire/${questionnaire.id}/start`, eva);
      const runId = started.body.questionnaire_user_id as number;
      if (language === 'ES') await call('PUT', `/questionnaire/user/${runId}/language`, eva, { language: 'ES' });
      for (const question of [1, 2, 3, 4, 5, 6, 7])
        await call('POST', '/questionnaire/save-answer', eva, {
          questionnaire_user_id: runId,
          group_id: question,
          question_id: question,
          response: '0',
        });
      return call('POST', `/questionnaire/${questionnaire.id}/end`, eva, { questionnaire_user_id: runId });
    };
    const english = await end('gad-7', 'EN');
    expect(english.status).toBe(200);
    expect(english.body.gift_card).toMatchObject({
      slug: 'gad-7',
      type: 'tea',
      title: 'A cup of tea on us',
      amount_cents: 400,
      code: null,
    });
    expect((await end('gad-7', 'ES')).body.gift_card).toMatchObject({ title: 'Un té por nuestra cuenta' });
    await ctx.db.db.delete(giftCards).where(eq(giftCards.questionnaireSlug, 'gad-7'));
    expect((await end('gad-7', 'EN')).body.gift_card).toBeNull();
  });
});
