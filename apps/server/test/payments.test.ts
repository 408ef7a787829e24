// Gold and its payments through the HTTP API: cards (ownership, bad input, Stripe's test cards),
// subscribing, a purchase sent twice at once charged once, downgrade and resubscribe, renewals by
// the scheduler through three periods, a failed renewal, receipts in the patient's language, and
// the buy token.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { LocalPayments } from '../src/adapters/payments-local.js';
import { charges, paymentCards, subscriptions } from '../src/db/schema.js';
import { RENEWAL_JOB } from '../src/services/scheduled-work.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, createPatient, type Patient } from './patients.js';

const ctx = setUpTestApp();
const call = caller(ctx);
const local = () => ctx.app.services.payments as LocalPayments;
const ledger = (patient: Patient) => ctx.db.db.select().from(charges).where(eq(charges.userId, patient.id));
const at = (iso: string) => new Date(iso);
/** Moves the clock a month on: sessions idle out meanwhile, so the patient signs in again. */
async function later(iso: string, ...patients: Patient[]) {
  ctx.clock.now = at(iso);
  for (const patient of patients) patient.token = await ctx.app.services.sessions.create(patient.id);
}

describe(`Gold payments on ${databaseKind}`, () => {
  beforeAll(() => {
    ctx.clock.now = at('2026-11-22T10:00:00Z');
  });

  it('tells the plan to anyone, in their language, and the card form its key', async () => {
    const plan = await call('GET', '/stripe/get-gold-plan', null);
    expect(plan).toMatchObject({
      status: 200,
      body: { id: 'gold-monthly', amount_cents: 3000, currency: 'usd', interval: 'month', interval_count: 1 },
    });
    const spanish = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/stripe/get-gold-plan',
      headers: { 'accept-language': 'es-US' },
    });
    expect(spanish.json().features[0]).toBe('Mensajes ilimitados con tu equipo de cuidado');
    const patient = await createPatient(ctx);
    expect((await call('GET', '/stripe/pk', patient)).body).toEqual({ publishable_key: 'pk_local_matrona' });
    expect((await call('GET', '/stripe/pk', null)).status).toBe(401);
  });

  it('keeps cards: the first is the default, another can be, they change and go; another patient gets 404', async () => {
    const ana = await createPatient(ctx);
    const other = await createPatient(ctx);
    const first = await call('POST', '/stripe/create-card', ana, {
      payment_method_id: 'pm_card_visa',
      name: ' Ana Rivera ',
    });
    expect(first).toMatchObject({
      status: 201,
      body: { name: 'Ana Rivera', brand: 'visa', last4: '4242', is_default: true },
    });
    const second = await call('POST', '/stripe/create-card', ana, {
      payment_method_id: 'pm_card_chargeCustomerFail',
      name: 'Ana R',
    });
    expect(second.body).toMatchObject({ last4: '0341', is_default: false });
    expect((await call('GET', '/stripe/user-cards', ana)).body.map((c: { last4: string }) => c.last4)).toEqual([
      '4242',
      '0341',
    ]);

    const made = await call('PUT', '/stripe/set-default-card', ana, { id: second.body.id });
    expect(made.body.map((c: { last4: string; is_default: boolean }) => [c.last4, c.is_default])).toEqual([
      ['0341', true],
      ['4242', false],
    ]);
    // The same card saved again with "make default" (Stripe answers its own id again) becomes the
    // default: never none.
    vi.spyOn(local(), 'saveCard').mockResolvedValueOnce({
      status: 'saved',
      paymentMethodId: first.body.id,
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2027 },
    });
    const again = await call('POST', '/stripe/create-card', ana, {
      payment_method_id: 'pm_card_visa',
      name: 'Ana Rivera',
      make_default: true,
    });
    expect(again.body).toMatchObject({ id: first.body.id, is_default: true });
    const defaults = (await call('GET', '/stripe/user-cards', ana)).body.map(
      (c: { last4: string; is_default: boolean }) => [c.last4, c.is_default],
    );
    expect(defaults).toEqual([
      ['4242', true],
      ['0341', false],
    ]);
    await call('PUT', '/stripe/set-default-card', ana, { id: second.body.id });
    const changed = await call('PUT', '/stripe/cards', ana, {
      id: first.body.id,
      exp_month: 9,
      exp_year: 2031,
      name: 'A. Rivera',
    });
    expect(changed.body).toMatchObject({ exp_month: 9, exp_year: 2031, name: 'A. Rivera' });

    // Another patient's card is not found, and nothing of it changes.
    for (const [method, url, body] of [
      ['PUT', '/stripe/cards', { id: first.body.id, name: 'Mine now' }],
      ['PUT', '/stripe/set-default-card', { id: first.body.id }],
      ['PUT', '/stripe/delete-card', { id: first.body.id }],
    ] as const) {
      expect((await call(method, url, other, body)).status).toBe(404);
    }
    expect((await call('GET', '/stripe/user-cards', other)).body).toEqual([]);

    // A change of nothing answers the card as it is.
    const unchanged = await call('PUT', '/stripe/cards', ana, { id: first.body.id });
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.id).toBe(first.body.id);
    // Bad input is refused whole.
    expect((await call('PUT', '/stripe/cards', ana, { id: first.body.id, exp_month: 13 })).status).toBe(422);
    expect(
      (await call('POST', '/stripe/create-card', ana, { payment_method_id: 'pm_card_visa', name: '' })).status,
    ).toBe(422);
    expect(
      (
        await call('POST', '/stripe/create-card', ana, {
          payment_method_id: 'pm_card_visa',
          name: 'x',
          card_number: '4242424242424242',
        })
      ).status,
    ).toBe(422);
    expect((await call('GET', '/stripe/user-cards', ana)).body).toHaveLength(2);

    expect((await call('PUT', '/stripe/delete-card', ana, { id: second.body.id })).status).toBe(204);
    expect((await call('GET', '/stripe/user-cards', ana)).body).toEqual([{ ...changed.body, is_default: true }]);
  });

  it("refuses Stripe's declined, insufficient-funds and unauthenticated test cards, saving nothing", async () => {
    const ana = await createPatient(ctx);
    for (const [paymentMethod, code] of [
      ['pm_card_visa_chargeDeclined', 'errors.cardDeclined'],
      ['pm_card_visa_chargeDeclinedInsufficientFunds', 'errors.cardDeclined'],
      ['pm_card_authenticationRequiredOnSetup', 'errors.paymentRequestFailed'],
    ]) {
      expect(
        await call('POST', '/stripe/create-card', ana, { payment_method_id: paymentMethod, name: 'Ana Rivera' }),
      ).toMatchObject({ status: 402, body: { code } });
    }
    expect(await ctx.db.db.select().from(paymentCards).where(eq(paymentCards.userId, ana.id))).toEqual([]);
  });

  it('starts Gold with 4242 for $30 a month, e-mails a receipt in Spanish, and charges once', async () => {
    const maria = await createPatient(ctx, { language: 'es' });
    ctx.email.sent.length = 0;
    const joined = await call('POST', '/membership/create-with-card', maria, {
      card: { payment_method_id: 'pm_card_visa', name: 'María Hernández' },
    });
    expect(joined.status).toBe(201);
    expect(joined.body.subscription).toMatchObject({
      state: 'gold',
      renews_at: '2026-12-22T10:00:00.000Z',
      ends_at: null,
      auto_renew: true,
      card: { last4: '4242', is_default: true },
    });
    expect(joined.body.purchase).toMatchObject({
      description: 'Matrona Gold, 1 mes',
      amount_cents: 3000,
      status: 'paid',
      card_last4: '4242',
    });
    expect(joined.body.user).toMatchObject({
      matrona_gold_view: true,
      matrona_gold_expire_at: '2026-12-22T10:00:00.000Z',
      matrona_gold_renews_at: '2026-12-22T10:00:00.000Z',
      matrona_gold_is_paid: true,
      latest_matrona_gold_charge: {
        id: joined.body.purchase.id,
        amount_cents: 3000,
        currency: 'usd',
        status: 'succeeded',
        charged_at: '2026-11-22T10:00:00.000Z',
      },
    });
    expect(ctx.email.sent).toEqual([expect.objectContaining({ to: maria.email, subject: 'Tu recibo de Matrona' })]);
    expect(ctx.email.sent[0]!.text).toContain('terminada en 4242');

    expect(await call('POST', '/stripe/purchase-subscription', maria, {})).toMatchObject({
      status: 409,
      body: { code: 'errors.alreadyMember' },
    });
    expect((await call('GET', '/stripe/user-purchases', maria)).body).toHaveLength(1);
    expect((await call('GET', '/patient/subscriptions/history', maria)).body).toEqual([
      expect.objectContaining({ state: 'gold', amount_cents: 3000 }),
    ]);
    expect((await call('GET', '/patient/monitors', maria)).status).toBe(200);
  });

  it('charges once when the same purchase is sent twice at once', async () => {
    const ana = await createPatient(ctx);
    const card = await call('POST', '/stripe/create-card', ana, {
      payment_method_id: 'pm_card_visa',
      name: 'Ana Rivera',
    });
    const before = local().succeededCharges;
    const answers = await Promise.all([
      call('POST', '/stripe/purchase-subscription', ana, { card_id: card.body.id }),
      call('POST', '/stripe/purchase-subscription', ana, { card_id: card.body.id }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(local().succeededCharges - before).toBe(1);
    expect((await ledger(ana)).map((c) => c.status)).toEqual(['paid']);
  });

  it("answers a payment retried with the app's key as the first time, charging once: paid, refused, or 409 while in flight", async () => {
    const ana = await createPatient(ctx);
    const card = await call('POST', '/stripe/create-card', ana, {
      payment_method_id: 'pm_card_visa',
      name: 'Ana Rivera',
    });
    const pay = (url: string, key: string, body: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v2${url}`,
        headers: { authorization: `Bearer ${ana.token}`, 'idempotency-key': key },
        payload: body,
      });
    const before = local().succeededCharges;
    const first = await pay('/membership/create-with-card', 'join-key-0001', { card_id: card.body.id });
    expect(first.statusCode).toBe(201);
    const again = await pay('/membership/create-with-card', 'join-key-0001', { card_id: card.body.id });
    expect(again.statusCode).toBe(201);
    expect(again.json().purchase).toEqual(first.json().purchase);
    // A month more, its answer lost and asked again: one month is charged, not two.
    const month = await pay('/membership/prolong-with-card', 'month-key-0001', {});
    const retried = await pay('/membership/prolong-with-card', 'month-key-0001', {});
    expect([month.statusCode, retried.statusCode]).toEqual([200, 200]);
    expect(retried.json().purchase.id).toBe(month.json().purchase.id);
    expect(retried.json().subscription.renews_at).toBe(month.json().subscription.renews_at);
    expect(local().succeededCharges - before).toBe(2);
    expect(await ledger(ana)).toHaveLength(2);

    // The same key sent twice at once: one pays; the other is told it is in progress, or, once paid, the same answer.
    const both = await Promise.all([
      pay('/membership/prolong-with-card', 'month-key-0002', {}),
      pay('/membership/prolong-with-card', 'month-key-0002', {}),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual(expect.arrayContaining([200]));
    expect(both.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(local().succeededCharges - before).toBe(3);

    // A refused payment retried with its key is refused again without asking the processor.
    const bea = await createPatient(ctx);
    const declined = { card: { payment_method_id: 'pm_card_chargeCustomerFail', name: 'Bea' } };
    const payAsBea = (key: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v2/membership/create-with-card',
        headers: { authorization: `Bearer ${bea.token}`, 'idempotency-key': key },
        payload: declined,
      });
    expect((await payAsBea('bea-key-0001')).json().code).toBe('errors.cardDeclined');
    expect((await payAsBea('bea-key-0001')).json().code).toBe('errors.cardDeclined');
    expect(await ledger(bea)).toHaveLength(1);
    expect((await payAsBea('bad key!')).statusCode).toBe(422);
  });

  it('shows a declined card the message of spec 8 and charges nothing', async () => {
    const ana = await createPatient(ctx);
    const before = local().succeededCharges;
    const refused = await call('POST', '/stripe/purchase-subscription', ana, {
      payment_method_id: 'pm_card_visa_chargeDeclined',
    });
    expect(refused).toMatchObject({ status: 402, body: { code: 'errors.cardDeclined' } });
    expect(local().succeededCharges).toBe(before);
    expect((await call('GET', '/user', ana)).body.matrona_gold_view).toBe(false);
    expect(await ledger(ana)).toEqual([]);
    expect((await call('POST', '/stripe/purchase-subscription', ana, {})).body).toMatchObject({
      code: 'errors.validationFailed',
      fields: { card_id: 'validation.chooseCard' },
    });
    expect(
      (await call('POST', '/stripe/purchase-subscription', ana, { card_id: 'pm_card_visa', promocode: 'NOPE' })).body,
    ).toMatchObject({ code: 'errors.invalidPromocode' });
  });

  it('downgrades with access to the end of the cycle, resubscribes, and ends a downgrade on its date', async () => {
    ctx.clock.now = at('2026-11-22T10:00:00Z');
    const ana = await createPatient(ctx);
    await call('POST', '/membership/create-with-payment-service', ana, { payment_method_id: 'pm_card_visa' });
    expect((await call('POST', '/stripe/cancel-subscription', ana, { reason: '' })).status).toBe(422);
    const down = await call('POST', '/stripe/cancel-subscription', ana, { reason: 'Baby is here' });
    expect(down.body).toMatchObject({
      state: 'downgraded',
      renews_at: null,
      ends_at: '2026-12-22T10:00:00.000Z',
      auto_renew: false,
    });
    expect((await call('POST', '/stripe/cancel-subscription', ana, { reason: 'again' })).status).toBe(409);
    const again = await call('POST', '/stripe/restore-subscription', ana);
    expect(again.body).toMatchObject({
      state: 'resubscribed',
      renews_at: '2026-12-22T10:00:00.000Z',
      auto_renew: true,
    });
    await call('POST', '/stripe/cancel-subscription', ana, { reason: 'Baby is here' });

    await later('2026-12-22T10:05:00Z', ana);
    expect((await call('GET', '/user', ana)).body.matrona_gold_view).toBe(false);
    await ctx.app.services.membership.renewDue(ctx.clock.now);
    expect((await call('GET', '/stripe/user-purchases', ana)).body).toHaveLength(1);
    const history = (await call('GET', '/patient/subscriptions/history', ana)).body.map(
      (e: { state: string }) => e.state,
    );
    expect(history).toEqual(['free', 'downgraded', 'resubscribed', 'downgraded', 'gold']);
    expect((await call('POST', '/stripe/restore-subscription', ana)).status).toBe(409);
  });

  it('renews through three periods from the scheduler, once per period even with two servers at once', async () => {
    ctx.clock.now = at('2027-01-31T09:00:00Z');
    const ana = await createPatient(ctx, { language: 'en' });
    await call('POST', '/membership/create-with-card', ana, {
      card: { payment_method_id: 'pm_card_visa', name: 'Ana Rivera' },
    });
    await ctx.app.services.jobs.every(RENEWAL_JOB, 15 * 60);
    const ends: string[] = [];
    for (const now of ['2027-02-28T09:10:00Z', '2027-03-31T09:20:00Z', '2027-04-30T09:30:00Z']) {
      await later(now, ana);
      // Two servers' polls and a direct run at the same moment: the ledger's key lets one charge through.
      await Promise.all([
        ctx.app.services.jobs.runDue(ctx.clock.now, { kinds: [RENEWAL_JOB] }),
        ctx.app.services.membership.renewDue(ctx.clock.now),
      ]);
      ends.push((await call('GET', '/user', ana)).body.matrona_gold_expire_at);
    }
    expect(ends).toEqual(['2027-03-28T09:00:00.000Z', '2027-04-28T09:00:00.000Z', '2027-05-28T09:00:00.000Z']);
    const purchases = (await call('GET', '/stripe/user-purchases', ana)).body;
    expect(purchases.map((p: { description: string; status: string }) => [p.description, p.status])).toEqual([
      ['Matrona Gold, renewal', 'paid'],
      ['Matrona Gold, renewal', 'paid'],
      ['Matrona Gold, renewal', 'paid'],
      ['Matrona Gold, 1 month', 'paid'],
    ]);
    const [row] = await ctx.db.db.select().from(subscriptions).where(eq(subscriptions.userId, ana.id));
    expect(row).toMatchObject({ state: 'gold', periodsPaid: 4 });
  });

  it('moves a failed renewal to payment failed with the message of spec 8, and a new card pays again', async () => {
    ctx.clock.now = at('2026-11-22T10:00:00Z');
    const ana = await createPatient(ctx);
    await call('POST', '/membership/create-with-card', ana, {
      card: { payment_method_id: 'pm_card_visa', name: 'Ana Rivera' },
    });
    const failing = await call('POST', '/stripe/create-card', ana, {
      payment_method_id: 'pm_card_chargeCustomerFail',
      name: 'Ana Rivera',
      make_default: true,
    });
    ctx.email.sent.length = 0;
    await later('2026-12-22T10:01:00Z', ana);
    expect(await ctx.app.services.membership.renewDue(ctx.clock.now)).toMatchObject({ failed: 1 });
    const sub = await call('GET', '/stripe/user-cards', ana);
    expect(sub.body[0]).toMatchObject({ id: failing.body.id, is_default: true });
    expect(ctx.email.sent.find((m) => m.to === ana.email)?.text).toContain(
      'We were unable to charge your credit card and renew your subscription',
    );
    expect((await call('GET', '/stripe/user-purchases', ana)).body[0]).toMatchObject({
      status: 'failed',
      card_last4: '0341',
    });
    expect((await call('GET', '/user', ana)).body).toMatchObject({
      matrona_gold_view: false,
      matrona_gold_renews_at: null,
      matrona_gold_is_paid: false,
      latest_matrona_gold_charge: { status: 'failed' },
    });
    // No second try on its own: the next run leaves it alone.
    expect(await ctx.app.services.membership.renewDue(ctx.clock.now)).toEqual({ renewed: 0, failed: 0, ended: 0 });

    const paid = await call('POST', '/stripe/purchase-subscription', ana, { payment_method_id: 'pm_card_visa' });
    expect(paid.body).toMatchObject({ state: 'gold', renews_at: '2027-01-22T10:01:00.000Z' });
  });

  it('prolongs a running membership by a month after its cycle', async () => {
    ctx.clock.now = at('2026-11-22T10:00:00Z');
    const ana = await createPatient(ctx);
    const joined = await call('POST', '/membership/create-with-card', ana, {
      card: { payment_method_id: 'pm_card_visa', name: 'Ana Rivera' },
    });
    const prolonged = await call('POST', '/membership/prolong-with-card', ana, {
      card_id: joined.body.subscription.card.id,
    });
    expect(prolonged.status).toBe(200);
    expect(prolonged.body.user.matrona_gold_expire_at).toBe('2027-01-22T10:00:00.000Z');
    expect(prolonged.body.subscription.renews_at).toBe('2027-01-22T10:00:00.000Z');
    const stranger = await createPatient(ctx);
    expect(
      (await call('POST', '/membership/prolong-with-card', stranger, { card_id: joined.body.subscription.card.id }))
        .status,
    ).toBe(404);
    expect(await ledger(stranger)).toEqual([]);
  });

  it('gives a buy token that works for 30 minutes and only as given', async () => {
    ctx.clock.now = at('2026-11-22T10:00:00Z');
    const ana = await createPatient(ctx);
    const { body } = await call('GET', '/membership/buy-token', ana);
    expect(body.url).toBe(`http://localhost:5173/membership?buy_token=${encodeURIComponent(body.token)}`);
    const check = async (token: string) =>
      (await call('GET', `/membership/check-token?token=${encodeURIComponent(token)}`, null)).body.valid;
    expect(await check(body.token)).toBe(true);
    expect(await check(`${body.token.slice(0, -2)}xx`)).toBe(false);
    ctx.clock.now = at('2026-11-22T10:31:00Z');
    expect(await check(body.token)).toBe(false);
  });

  it("settles a charge whose answer was lost from the processor's signed notice, once however often it comes", async () => {
    ctx.clock.now = at('2026-11-22T10:00:00Z');
    const ana = await createPatient(ctx);
    await call('POST', '/stripe/create-card', ana, { payment_method_id: 'pm_card_visa', name: 'Ana Rivera' });
    vi.spyOn(local(), 'charge').mockRejectedValueOnce(new Error('socket hang up'));
    expect(await call('POST', '/stripe/purchase-subscription', ana, {})).toMatchObject({
      status: 402,
      body: { code: 'errors.paymentConnection' },
    });
    const [pending] = await ledger(ana);
    expect(pending).toMatchObject({ status: 'pending' });
    // While it is pending, paying again is refused rather than charged twice.
    expect((await call('POST', '/stripe/purchase-subscription', ana, {})).status).toBe(409);

    const body = JSON.stringify({
      id: `evt_${ana.id}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: { id: 'pi_lost', object: 'payment_intent', metadata: { matrona_charge: pending!.idempotencyKey } },
      },
    });
    const deliver = (payload: string, signature: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
    const forged = await deliver(
      body.replace('payment_intent.succeeded', 'payment_intent.payment_failed'),
      local().signEvent(body),
    );
    expect(forged.statusCode).toBe(400);
    expect((await ledger(ana))[0]).toMatchObject({ status: 'pending' });

    expect((await deliver(body, local().signEvent(body))).json()).toEqual({ received: true, duplicate: false });
    expect((await deliver(body, local().signEvent(body))).json()).toEqual({ received: true, duplicate: true });
    expect((await ledger(ana)).map((c) => [c.status, c.processorReference])).toEqual([['paid', 'pi_lost']]);
    expect((await call('GET', '/user', ana)).body).toMatchObject({
      matrona_gold_view: true,
      matrona_gold_expire_at: '2026-12-22T10:00:00.000Z',
    });
    expect((await call('GET', '/patient/subscriptions/history', ana)).body).toHaveLength(1);
    vi.restoreAllMocks();
  });

  it('saves 4000 0025 0000 3155 once its holder answered the local challenge page, which leads back only to the app', async () => {
    const ana = await createPatient(ctx, { language: 'es' });
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/local-payments/payment-methods',
      payload: { number: '4000 0025 0000 3155', exp_month: 4, exp_year: 2030 },
    });
    expect(made.statusCode).toBe(201);
    const paymentMethod: string = made.json().id;
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/local-payments/payment-methods',
          payload: { number: '4000 0025 0000 3156', exp_month: 4, exp_year: 2030 },
        })
      ).statusCode,
    ).toBe(402);
    expect(
      await call('POST', '/stripe/create-card', ana, { payment_method_id: paymentMethod, name: 'Ana Rivera' }),
    ).toMatchObject({ status: 402, body: { code: 'errors.paymentRequestFailed' } });

    const back = 'http://localhost:5173/billing';
    const query = `payment_method=${encodeURIComponent(paymentMethod)}&return_url=${encodeURIComponent(back)}&lang=es`;
    const page = await ctx.app.inject({ method: 'GET', url: `/local-payments/challenge?${query}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Tu banco te pide confirmar la tarjeta terminada en 3155.');
    expect(page.body).toContain('<html lang="es">');
    // Its form may be sent (the API's own policy forbids forms), to this server and on to the app only.
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://localhost:5173");
    expect(page.headers['content-security-policy']).not.toContain("form-action 'none'");
    const elsewhere = `payment_method=${encodeURIComponent(paymentMethod)}&return_url=${encodeURIComponent('https://evil.example/x')}`;
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/local-payments/challenge/answer?${elsewhere}&answer=complete` }))
        .statusCode,
    ).toBe(404);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: `/local-payments/challenge/answer?${query}&answer=fail`,
    });
    expect(refused.headers.location).toBe(`${back}?setup_failed=1`);
    const answered = await ctx.app.inject({
      method: 'GET',
      url: `/local-payments/challenge/answer?${query}&answer=complete`,
    });
    expect(answered.statusCode).toBe(303);
    const authenticated = new URL(String(answered.headers.location)).searchParams.get('payment_method')!;
    expect(
      await call('POST', '/stripe/create-card', ana, { payment_method_id: authenticated, name: 'Ana Rivera' }),
    ).toMatchObject({ status: 201, body: { last4: '3155', exp_month: 4, exp_year: 2030 } });
  });

  it('confirms the phone of a patient joining Gold by a texted code, and refuses a wrong code or a taken phone', async () => {
    const ana = await createPatient(ctx);
    const other = await createPatient(ctx);
    expect(await call('POST', '/membership/send-phone-confirmation-code', ana, { phone: other.phone })).toMatchObject({
      status: 422,
      body: { fields: { phone: 'validation.phoneTaken' } },
    });
    const sent = await call('POST', '/membership/send-phone-confirmation-code', ana, { phone: '3105550142' });
    expect(sent.status).toBe(200);
    expect(
      await call('POST', '/membership/confirm-phone-by-code', ana, { phone: '3105550142', code: '000000' }),
    ).toMatchObject({ status: 422, body: { code: 'errors.incorrectCode' } });
    const confirmed = await call('POST', '/membership/confirm-phone-by-code', ana, {
      phone: '3105550142',
      code: ctx.sms.lastCode('3105550142'),
    });
    expect(confirmed.body).toMatchObject({ phone: '3105550142', user_data: { prefs: { verified_phone: 'yes' } } });
  });

  it('asks again under the same key, after ten minutes, a purchase whose answer was lost, and charges it once', async () => {
    ctx.clock.now = at('2026-11-22T10:00:00Z');
    const ana = await createPatient(ctx);
    await call('POST', '/stripe/create-card', ana, { payment_method_id: 'pm_card_visa', name: 'Ana Rivera' });
    // The processor took the charge but its answer never came back.
    vi.restoreAllMocks();
    const charge = local().charge.bind(local());
    const lost = vi.spyOn(local(), 'charge').mockImplementationOnce(async (request) => {
      await charge(request);
      throw new Error('socket hang up');
    });
    const before = local().succeededCharges;
    expect((await call('POST', '/stripe/purchase-subscription', ana, {})).status).toBe(402);
    const [pending] = await ledger(ana);
    await later('2026-11-22T10:11:00Z', ana);
    expect((await call('POST', '/stripe/purchase-subscription', ana, {})).body).toMatchObject({ state: 'gold' });
    expect(lost.mock.calls.map(([request]) => request.idempotencyKey)).toEqual([
      pending!.idempotencyKey,
      pending!.idempotencyKey,
    ]);
    expect(local().succeededCharges - before).toBe(1);
    expect((await ledger(ana)).map((c) => c.status)).toEqual(['paid']);
    lost.mockRestore();
  });
});
