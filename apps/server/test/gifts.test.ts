// Gift memberships through the HTTP API: the limits of spec 9, one charge for a basket, each gift's
// code told to its recipient with the giver's first name, a declined card keeping no gift, a basket
// sent twice at once charged once, and a code redeemed once (twice in a row, or two at once).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LocalPayments } from '../src/adapters/payments-local.js';
import { charges, gifts } from '../src/db/schema.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, createPatient, type Patient } from './patients.js';

const ctx = setUpTestApp();
const call = caller(ctx);
const local = () => ctx.app.services.payments as LocalPayments;
const ledger = (patient: Patient) => ctx.db.db.select().from(charges).where(eq(charges.userId, patient.id));
const giftsOf = (patient: Patient) => ctx.db.db.select().from(gifts).where(eq(gifts.giverId, patient.id));

const gift = (over: Record<string, unknown> = {}) => ({
  recipient_first_name: 'Camila',
  recipient_last_name: 'Reyes',
  recipient_contact: 'camila.reyes@example.org',
  message: 'For you and the baby, with love.',
  months: 3,
  amount_per_month_cents: 3000,
  ...over,
});

describe(`gift memberships on ${databaseKind}`, () => {
  beforeAll(() => {
    ctx.clock.now = new Date('2026-11-22T10:00:00Z');
  });

  it('prices a basket at $30 a month per gift, for anyone, and refuses what breaks the limits of spec 9', async () => {
    const priced = await call('POST', '/gift-membership/create-payment-intent', null, {
      gifts: [gift(), gift({ months: 1 })],
    });
    expect(priced).toMatchObject({ status: 200, body: { amount_cents: 12000, currency: 'usd' } });

    const refusals: [object, string, string][] = [
      [{ gifts: [gift({ months: 0 })] }, 'gifts/0/months', ''],
      [{ gifts: [gift({ months: 11 })] }, 'gifts/0/months', ''],
      [{ gifts: Array.from({ length: 11 }, () => gift()) }, 'gifts', ''],
      [{ gifts: [] }, 'gifts', ''],
      [{ gifts: [gift({ message: 'x'.repeat(500) })] }, 'gifts/0/message', ''],
      [
        { gifts: [gift({ recipient_contact: 'camila at home' })] },
        'gifts.0.recipient_contact',
        'validation.emailOrPhone',
      ],
      [{ gifts: [gift({ recipient_first_name: 'C4mila' })] }, 'gifts.0.recipient_first_name', ''],
      [{ gifts: [gift({ amount_per_month_cents: 100 })] }, 'gifts.0.amount_per_month_cents', 'validation.invalid'],
    ];
    for (const [body, field, id] of refusals) {
      const answer = await call('POST', '/gift-membership/create-payment-intent', null, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      const fields = Object.keys(answer.body.fields ?? {}).join(' ');
      expect(fields, JSON.stringify(answer.body)).toContain(field.split(/[./]/)[0]);
      if (id) expect(answer.body.fields[field]).toBe(id);
    }
    // 499 characters is under 500: accepted.
    expect(
      (
        await call('POST', '/gift-membership/create-payment-intent', null, {
          gifts: [gift({ message: 'x'.repeat(499) })],
        })
      ).status,
    ).toBe(200);
  });

  it('charges once for the whole basket, gives each gift a code and tells each recipient by e-mail or text', async () => {
    const rosa = await createPatient(ctx, { language: 'es' });
    ctx.email.sent.length = 0;
    ctx.sms.sent.length = 0;
    const before = local().succeededCharges;
    const paid = await call('POST', '/gift-membership/card', rosa, {
      payment_method_id: 'pm_card_visa',
      gifts: [
        gift({ message: 'Para ti y el bebé, con cariño.' }),
        gift({ recipient_contact: '(213) 555-0123', months: 1, message: null }),
      ],
    });
    expect(paid.status).toBe(201);
    expect(local().succeededCharges - before).toBe(1);
    expect(paid.body.purchase).toMatchObject({
      description: 'Membresía de regalo, 4 meses',
      amount_cents: 12000,
      status: 'paid',
      card_last4: '4242',
    });
    expect(paid.body.gifts.map((g: { months: number }) => g.months)).toEqual([3, 1]);
    const [first, second] = paid.body.gifts as { code: string }[];
    expect(first!.code).toMatch(/^GIFT-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(first!.code).not.toBe(second!.code);

    expect(ctx.email.sent).toEqual([
      expect.objectContaining({ to: 'camila.reyes@example.org', subject: 'Ana te regaló Matrona Gold' }),
    ]);
    expect(ctx.email.sent[0]!.text).toContain(first!.code);
    expect(ctx.email.sent[0]!.text).toContain('Para ti y el bebé, con cariño.');
    expect(ctx.sms.sent).toEqual([expect.objectContaining({ to: '2135550123' })]);
    expect(ctx.sms.sent[0]!.body).toContain(`Ana te regaló 1 mes de Matrona Gold`);
    expect(ctx.sms.sent[0]!.body).toContain(second!.code);
    expect((await call('GET', '/stripe/user-purchases', rosa)).body).toEqual([
      expect.objectContaining({ amount_cents: 12000 }),
    ]);
  });

  it('keeps no gift when the card is declined, and asks for sign-in to pay', async () => {
    const ana = await createPatient(ctx);
    const before = local().succeededCharges;
    // Refused when saved: nothing is charged nor written.
    const declined = await call('POST', '/gift-membership/card', ana, {
      payment_method_id: 'pm_card_visa_chargeDeclined',
      gifts: [gift()],
    });
    expect(declined).toMatchObject({ status: 402, body: { code: 'errors.cardDeclined' } });
    // Saved, then the charge is declined: the ledger keeps the refusal, the gifts go.
    const refused = await call('POST', '/gift-membership/payment-service', ana, {
      payment_intent_id: 'pm_card_chargeCustomerFail',
      gifts: [gift()],
    });
    expect(refused).toMatchObject({ status: 402, body: { code: 'errors.cardDeclined' } });
    expect(local().succeededCharges).toBe(before);
    expect((await ledger(ana)).map((c) => c.status)).toEqual(['failed']);
    expect(await giftsOf(ana)).toEqual([]);
    expect(
      (await call('POST', '/gift-membership/card', null, { payment_method_id: 'pm_card_visa', gifts: [gift()] }))
        .status,
    ).toBe(401);
    expect(
      (await call('POST', '/gift-membership/card', ana, { card_id: 'pm_someone_else', gifts: [gift()] })).status,
    ).toBe(404);
  });

  it('charges once when the same basket is sent twice at once, and answers a resend with the first purchase', async () => {
    const ana = await createPatient(ctx);
    const card = await call('POST', '/stripe/create-card', ana, {
      payment_method_id: 'pm_card_visa',
      name: 'Ana Rivera',
    });
    const before = local().succeededCharges;
    const basket = { card_id: card.body.id, gifts: [gift({ months: 2 })] };
    const answers = await Promise.all([
      call('POST', '/gift-membership/card', ana, basket),
      call('POST', '/gift-membership/card', ana, basket),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    // Either the second found the first being paid (409), or paid already and answered it (201).
    expect([
      [201, 409],
      [201, 201],
    ]).toContainEqual(statuses);
    const again = await call('POST', '/gift-membership/card', ana, basket);
    expect(again.body.gifts[0].code).toBe(answers.find((a) => a.status === 201)!.body.gifts[0].code);
    expect(local().succeededCharges - before).toBe(1);
    expect(await ledger(ana)).toHaveLength(1);
    expect(await giftsOf(ana)).toHaveLength(1);
  });

  it("redeems a code once, for its months of Gold after any she has, telling the giver's first name", async () => {
    const rosa = await createPatient(ctx);
    const paid = await call('POST', '/gift-membership/card', rosa, {
      payment_method_id: 'pm_card_visa',
      gifts: [gift({ months: 2 })],
    });
    const code = paid.body.gifts[0].code as string;
    const camila = await createPatient(ctx, { goldUntil: new Date('2026-12-01T00:00:00Z') });
    expect((await call('GET', '/user', camila)).body.matrona_gold_view).toBe(true);

    const redeemed = await call(
      'GET',
      `/gift-membership/redeem/${encodeURIComponent(` ${code.toLowerCase()} `)}`,
      camila,
    );
    expect(redeemed).toMatchObject({
      status: 200,
      body: {
        code,
        giver_first_name: 'Ana',
        months: 2,
        user: { matrona_gold_view: true, matrona_gold_expire_at: '2027-02-01T00:00:00.000Z' },
      },
    });

    const other = await createPatient(ctx);
    for (const who of [camila, other]) {
      expect(await call('GET', `/gift-membership/redeem/${code}`, who)).toMatchObject({
        status: 409,
        body: { code: 'errors.giftCodeUsed' },
      });
    }
    expect((await call('GET', '/user', other)).body.matrona_gold_view).toBe(false);
    expect(await call('GET', '/gift-membership/redeem/GIFT-NOPE-NOPE', other)).toMatchObject({
      status: 404,
      body: { code: 'errors.invalidPromocode' },
    });
    expect((await call('GET', `/gift-membership/redeem/${code}`, null)).status).toBe(401);
  });

  it('gives a code to one of two patients redeeming it at once', async () => {
    const rosa = await createPatient(ctx);
    const paid = await call('POST', '/gift-membership/card', rosa, {
      payment_method_id: 'pm_card_visa',
      gifts: [gift({ months: 1 })],
    });
    const code = paid.body.gifts[0].code as string;
    const [ana, bea] = [await createPatient(ctx), await createPatient(ctx)];
    const answers = await Promise.all([
      call('GET', `/gift-membership/redeem/${code}`, ana),
      call('GET', `/gift-membership/redeem/${code}`, bea),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const gold = await Promise.all([ana, bea].map(async (p) => (await call('GET', '/user', p)).body.matrona_gold_view));
    expect(gold.sort()).toEqual([false, true]);
    const [row] = await ctx.db.db.select().from(gifts).where(eq(gifts.code, code));
    expect([ana.id, bea.id]).toContain(row!.redeemedBy);
  });
});
