// Promo codes through the HTTP API: the server prices the discount and charges it at checkout;
// unknown, expired, not yet valid, used-up, wrong-plan codes and a second use by one patient are
// refused in the catalogue's words with nothing changed; two patients racing for the last use, one
// wins; an organization's codes are offered to the patients referred to it.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LocalPayments } from '../src/adapters/payments-local.js';
import { charges, organizations, paymentCards, promocodeRedemptions, promocodes, referrals } from '../src/db/schema.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, createPatient, type Patient } from './patients.js';

const ctx = setUpTestApp();
const call = caller(ctx);
const local = () => ctx.app.services.payments as LocalPayments;
const ledger = (patient: Patient) => ctx.db.db.select().from(charges).where(eq(charges.userId, patient.id));
const redemptions = (patient: Patient) =>
  ctx.db.db.select().from(promocodeRedemptions).where(eq(promocodeRedemptions.userId, patient.id));
const usesLeft = async (code: string) =>
  (await ctx.db.db.select().from(promocodes).where(eq(promocodes.code, code)))[0]!.usesLeft;
const NOW = new Date('2026-11-22T10:00:00Z');
const DAY = 86_400_000;
const window = { validFrom: new Date(NOW.getTime() - DAY), validUntil: new Date(NOW.getTime() + 30 * DAY) };

describe(`Promo codes on ${databaseKind}`, () => {
  beforeAll(async () => {
    ctx.clock.now = NOW;
    await ctx.db.db.insert(promocodes).values([
      { code: 'TWENTY', percentOff: 20, planId: 'gold-monthly', ...window },
      { code: 'TENOFF', amountOffCents: 1000, planId: 'gold-monthly', usesLeft: 5, ...window },
      { code: 'FREEMONTH', percentOff: 100, planId: 'gold-monthly', ...window },
      {
        code: 'BYGONE',
        percentOff: 20,
        planId: 'gold-monthly',
        validFrom: new Date('2026-01-01T00:00:00Z'),
        validUntil: new Date('2026-11-01T00:00:00Z'),
      },
      { code: 'SOON', percentOff: 20, planId: 'gold-monthly', validFrom: new Date('2026-12-01T00:00:00Z') },
      { code: 'SPENT', percentOff: 20, planId: 'gold-monthly', usesLeft: 0 },
      { code: 'ANNUAL', percentOff: 20, planId: 'gold-annual' },
      { code: 'LASTONE', percentOff: 50, planId: 'gold-monthly', usesLeft: 1 },
    ]);
  });

  it('prices the plan with a code, typed in any case and with spaces; anyone may look a code up', async () => {
    const ana = await createPatient(ctx);
    expect(await call('POST', '/stripe/plan/apply-discount', ana, { code: ' twenty ' })).toMatchObject({
      status: 200,
      body: { code: 'TWENTY', percent_off: 20, amount_off_cents: null, months: 1, final_amount_cents: 2400 },
    });
    expect((await call('POST', '/stripe/plan/apply-discount', ana, { code: 'TENOFF' })).body).toMatchObject({
      amount_off_cents: 1000,
      final_amount_cents: 2000,
    });
    expect(await call('POST', '/patient/promocode/get-and-check', ana, { code: 'tenoff' })).toMatchObject({
      status: 200,
      body: { code: 'TENOFF', kind: 'discount', valid: true },
    });
    expect(await call('GET', '/promocode/TWENTY', null)).toMatchObject({
      status: 200,
      body: { code: 'TWENTY', valid: true },
    });
    expect(await call('GET', '/promocode/BYGONE', null)).toMatchObject({ status: 200, body: { valid: false } });
    expect((await call('GET', '/promocode/NOSUCHCODE', null)).status).toBe(404);
    expect((await call('POST', '/stripe/plan/apply-discount', null, { code: 'TWENTY' })).status).toBe(401);
    // Pricing took nothing.
    expect(await usesLeft('TENOFF')).toBe(5);
    expect(await redemptions(ana)).toEqual([]);
  });

  it('refuses an unknown, expired, not yet valid, used-up or other-plan code in its words, at every step, changing nothing', async () => {
    const ana = await createPatient(ctx);
    const card = await call('POST', '/stripe/create-card', ana, {
      payment_method_id: 'pm_card_visa',
      name: 'Ana Rivera',
    });
    const refusals = [
      ['NOSUCHCODE', 422, 'errors.invalidPromocode'],
      ['BYGONE', 422, 'errors.promocodeExpired'],
      ['SOON', 422, 'errors.invalidPromocode'],
      ['SPENT', 409, 'errors.promocodeUsedUp'],
      ['ANNUAL', 422, 'errors.promocodeWrongPlan'],
    ] as const;
    const before = local().succeededCharges;
    for (const [code, status, message] of refusals) {
      for (const url of [
        '/stripe/plan/apply-discount',
        '/patient/promocode/get-and-check',
        '/patient/promocode/apply',
      ]) {
        expect(await call('POST', url, ana, { code }), `${url} ${code}`).toMatchObject({
          status,
          body: { code: message },
        });
      }
      expect(
        await call('POST', '/membership/create-with-card', ana, { card_id: card.body.id, promocode: code }),
        code,
      ).toMatchObject({ status, body: { code: message } });
      // A new card sent with a refused code is not saved either.
      expect(
        (
          await call('POST', '/membership/create-with-card', ana, {
            card: { payment_method_id: 'pm_card_chargeCustomerFail', name: 'Ana' },
            promocode: code,
          })
        ).status,
      ).toBe(status);
    }
    expect(local().succeededCharges).toBe(before);
    expect(await ledger(ana)).toEqual([]);
    expect(await redemptions(ana)).toEqual([]);
    expect(await ctx.db.db.select().from(paymentCards).where(eq(paymentCards.userId, ana.id))).toHaveLength(1);
    expect((await call('GET', '/user', ana)).body.matrona_gold_view).toBe(false);
    expect(await usesLeft('SPENT')).toBe(0);
  });

  it('charges the discounted price at checkout, whatever the client shows, and a patient uses a code once', async () => {
    const ana = await createPatient(ctx);
    const before = local().succeededCharges;
    const joined = await call('POST', '/membership/create-with-card', ana, {
      card: { payment_method_id: 'pm_card_visa', name: 'Ana Rivera' },
      promocode: 'tenoff',
    });
    expect(joined).toMatchObject({
      status: 201,
      body: { purchase: { amount_cents: 2000, status: 'paid' }, user: { matrona_gold_view: true } },
    });
    expect(local().succeededCharges - before).toBe(1);
    expect((await ledger(ana)).map((c) => c.amountCents)).toEqual([2000]);
    expect(await usesLeft('TENOFF')).toBe(4);
    expect((await redemptions(ana))[0]).toMatchObject({ chargeId: joined.body.purchase.id, redeemedAt: NOW });

    // Used twice by one patient: refused everywhere, nothing charged.
    expect(await call('POST', '/patient/promocode/apply', ana, { code: 'TENOFF' })).toMatchObject({
      status: 409,
      body: { code: 'errors.promocodeUsed' },
    });
    expect(await call('POST', '/stripe/plan/apply-discount', ana, { code: 'TENOFF' })).toMatchObject({
      status: 409,
      body: { code: 'errors.promocodeUsed' },
    });
    expect(await call('POST', '/membership/prolong-with-card', ana, { promocode: 'TENOFF' })).toMatchObject({
      status: 409,
      body: { code: 'errors.promocodeUsed' },
    });
    expect(await ledger(ana)).toHaveLength(1);
    expect(await usesLeft('TENOFF')).toBe(4);

    // Another code still serves her next month.
    const prolonged = await call('POST', '/membership/prolong-with-card', ana, { promocode: 'TWENTY' });
    expect(prolonged).toMatchObject({ status: 200, body: { purchase: { amount_cents: 2400 } } });
    expect(
      (await call('GET', '/stripe/user-purchases', ana)).body.map((p: { amount_cents: number }) => p.amount_cents),
    ).toEqual([2400, 2000]);
  });

  it('holds an applied code for the patient through a declined card, then pays with it', async () => {
    const ana = await createPatient(ctx, { language: 'es' });
    const applied = await call('POST', '/patient/promocode/apply', ana, { code: 'TENOFF' });
    expect(applied).toMatchObject({
      status: 200,
      body: {
        promocode: { code: 'TENOFF', percent_off: null, amount_off_cents: 1000 },
        user: { matrona_gold_view: false },
      },
    });
    expect(await usesLeft('TENOFF')).toBe(3);
    // Applying it again while held takes no second use.
    expect((await call('POST', '/patient/promocode/apply', ana, { code: 'TENOFF' })).status).toBe(200);
    expect(await usesLeft('TENOFF')).toBe(3);

    await call('POST', '/stripe/create-card', ana, {
      payment_method_id: 'pm_card_chargeCustomerFail',
      name: 'Ana Rivera',
    });
    expect(await call('POST', '/stripe/purchase-subscription', ana, { promocode: 'TENOFF' })).toMatchObject({
      status: 402,
      body: { code: 'errors.cardDeclined' },
    });
    expect((await redemptions(ana))[0]).toMatchObject({ chargeId: null, redeemedAt: null });

    const card = await call('POST', '/stripe/create-card', ana, {
      payment_method_id: 'pm_card_visa',
      name: 'Ana Rivera',
    });
    const paid = await call('POST', '/stripe/purchase-subscription', ana, {
      card_id: card.body.id,
      promocode: 'TENOFF',
    });
    expect(paid).toMatchObject({ status: 200, body: { state: 'gold' } });
    expect((await ledger(ana)).map((c) => [c.status, c.amountCents])).toEqual([
      ['failed', 2000],
      ['paid', 2000],
    ]);
    expect(await usesLeft('TENOFF')).toBe(3);
  });

  it('gives the last use to exactly one of two patients applying at once', async () => {
    const [ana, bea] = [await createPatient(ctx), await createPatient(ctx)];
    const answers = await Promise.all(
      [ana, bea].map((patient) => call('POST', '/patient/promocode/apply', patient, { code: 'LASTONE' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.code).toBe('errors.promocodeUsedUp');
    expect(await usesLeft('LASTONE')).toBe(0);
    expect([...(await redemptions(ana)), ...(await redemptions(bea))]).toHaveLength(1);
  });

  it('makes Gold with a code that takes the whole price without asking the processor', async () => {
    const ana = await createPatient(ctx);
    const card = await call('POST', '/stripe/create-card', ana, {
      payment_method_id: 'pm_card_visa',
      name: 'Ana Rivera',
    });
    const before = local().succeededCharges;
    const paid = await call('POST', '/stripe/purchase-subscription', ana, {
      card_id: card.body.id,
      promocode: 'FREEMONTH',
    });
    expect(paid).toMatchObject({ status: 200, body: { state: 'gold', auto_renew: true } });
    expect(local().succeededCharges).toBe(before);
    expect((await ledger(ana)).map((c) => [c.status, c.amountCents])).toEqual([['paid', 0]]);
  });

  it("offers an organization's codes to the patients referred to it: accept, auto-apply, nothing for others", async () => {
    const [bloom] = await ctx.db.db.insert(organizations).values({ name: 'Bloom', kind: 'organization' }).returning();
    const [nest] = await ctx.db.db.insert(organizations).values({ name: 'Nest', kind: 'organization' }).returning();
    await ctx.db.db.insert(promocodes).values([
      { code: 'BLOOM15', percentOff: 15, planId: 'gold-monthly', organizationId: bloom!.id, ...window },
      { code: 'NEST10', percentOff: 10, planId: 'gold-monthly', organizationId: nest!.id, ...window },
    ]);
    const [ana, bea] = [await createPatient(ctx), await createPatient(ctx)];
    await ctx.db.db.insert(referrals).values([
      { patientId: ana.id, organizationId: bloom!.id, status: 'pending', referredAt: NOW },
      { patientId: ana.id, organizationId: nest!.id, status: 'accepted', referredAt: NOW },
    ]);

    const offered = await call('GET', '/patient/refer/get-promocodes-for-accept', ana);
    expect(offered.body.map((c: { code: string; kind: string }) => [c.code, c.kind])).toEqual([
      ['BLOOM15', 'organization'],
      ['NEST10', 'organization'],
    ]);
    expect((await call('GET', '/patient/refer/get-promocodes-for-accept', bea)).body).toEqual([]);
    // Typed in by a patient it was not offered to, or looked up by anyone, the code does not exist.
    expect(await call('POST', '/patient/promocode/get-and-check', bea, { code: 'BLOOM15' })).toMatchObject({
      status: 422,
      body: { code: 'errors.invalidPromocode' },
    });
    expect(await call('POST', '/patient/promocode/apply', bea, { code: 'BLOOM15' })).toMatchObject({
      status: 422,
      body: { code: 'errors.invalidPromocode' },
    });
    expect(await call('POST', '/stripe/plan/apply-discount', bea, { code: 'NEST10' })).toMatchObject({
      status: 422,
      body: { code: 'errors.invalidPromocode' },
    });
    expect((await call('GET', '/promocode/BLOOM15', null)).status).toBe(404);
    expect(await redemptions(bea)).toEqual([]);
    // A code not offered to her is refused, and so are the others of the same request.
    expect(
      await call('POST', '/patient/refer/process-promocodes-for-accept', bea, { codes: ['BLOOM15'] }),
    ).toMatchObject({ status: 422, body: { code: 'errors.invalidPromocode' } });
    expect(
      await call('POST', '/patient/refer/process-promocodes-for-accept', ana, { codes: ['BLOOM15', 'TWENTY'] }),
    ).toMatchObject({ status: 422 });
    expect(await redemptions(ana)).toEqual([]);

    // Auto-apply takes the codes of accepted referrals only.
    expect(
      (await call('POST', '/patient/refer/auto-apply-promocodes', ana)).body.map((c: { code: string }) => c.code),
    ).toEqual(['NEST10']);
    expect(
      (await call('POST', '/patient/refer/process-promocodes-for-accept', ana, { codes: ['bloom15'] })).status,
    ).toBe(200);
    expect((await call('GET', '/patient/refer/get-promocodes-for-accept', ana)).body).toEqual([]);
    expect((await redemptions(ana)).length).toBe(2);
    expect((await call('POST', '/stripe/plan/apply-discount', ana, { code: 'BLOOM15' })).body.final_amount_cents).toBe(
      2550,
    );
  });
});
