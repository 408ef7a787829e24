// Gold membership (spec 4, "Subscription"): subscribe, downgrade (access to the end of the paid
// cycle), resubscribe, prolong, and the monthly renewal the scheduler runs.
//
// Money is never lost or doubled. Every charge is first written to the ledger as pending under a
// unique idempotency key, inside a transaction that holds the patient's subscription row; only then
// is the processor asked, with the same key; a second transaction settles it. So a purchase sent
// twice at once charges once (the second finds the first pending, or the membership paid), a
// renewal is charged once per period whichever server runs it, and a charge whose answer was lost
// is asked again with its key, which the processor answers with the first result.
// Gold itself stays where hasGoldView reads it (users.gold_until): each paid period moves it.
import { subscriptionTransition } from '@mat/domain';
import type { PaymentProcessor, Refusal } from '../../adapters/payments.js';
import type { Database } from '../../db/client.js';
import {
  chargeById,
  chargeByKey,
  chargesOfPatient,
  countChargesWithKeyPrefix,
  insertChargeOnce,
  lockCharge,
  pendingChargeOf,
  settleCharge,
  type ChargeRow,
} from '../../db/queries/charges.js';
import {
  ensureSubscription,
  insertSubscriptionEvent,
  lockSubscription,
  lockSubscriptionOfPatient,
  subscriptionEventsOfPatient,
  subscriptionOfPatient,
  subscriptionsDue,
  updateSubscription,
  type SubscriptionRow,
} from '../../db/queries/subscriptions.js';
import { setGoldUntil, userById } from '../../db/queries/users.js';
import type { Schema } from '../../contract.js';
import { ConflictError, PaymentRequiredError, ValidationError } from '../errors.js';
import { hasGoldView } from '../gold.js';
import { languageOf } from '../language.js';
import type { UserRow } from '../sessions.js';
import { refusalError, toCard, type CardRow, type Cards } from './cards.js';
import { chargeCard, type ChargeCardDeps } from './charge.js';
import { addMonths, chargeDescription, GOLD_PLAN, goldPlan, type Language } from './plan.js';
import { discounted, type Promocodes } from './promocodes.js';
import type { Receipts } from './receipts.js';

type Log = { error: (object: object, message: string) => void };

/** How to pay: a saved card, a new payment method from the card form or a wallet, or the default card; and a promo code. */
export type PaymentChoice = {
  cardId?: string;
  paymentMethodId?: string;
  name?: string;
  promocode?: string;
  requestKey?: string;
};

/** A pending charge older than this lost its answer (a server stopped): it is asked again with its key. */
const STALE_PENDING_MS = 10 * 60_000;

export class Membership {
  constructor(
    private readonly db: Database,
    private readonly cards: Cards,
    private readonly processor: PaymentProcessor,
    private readonly receipts: Receipts,
    private readonly now: () => Date,
    private readonly log: Log,
    private readonly promocodes: Promocodes,
  ) {}

  async subscription(user: UserRow): Promise<Schema<'Subscription'>> {
    const row = await subscriptionOfPatient(this.db, user.id);
    const card = await this.cards.defaultCard(user.id);
    const language = languageOf(user);
    if (!row) {
      // Gold given without a payment (the demo world, a covered membership) runs to gold_until.
      const gold = hasGoldView(user, this.now());
      return {
        state: gold ? 'gold' : 'free',
        plan: goldPlan(language),
        renews_at: null,
        ends_at: gold ? user.goldUntil!.toISOString() : null,
        auto_renew: false,
        card: card ? toCard(card) : null,
      };
    }
    const renewing = row.autoRenew && (row.state === 'gold' || row.state === 'resubscribed');
    return {
      state: row.state,
      plan: goldPlan(language),
      renews_at: renewing ? (row.periodEnd?.toISOString() ?? null) : null,
      ends_at: !renewing && row.state !== 'free' ? (row.periodEnd?.toISOString() ?? null) : null,
      auto_renew: renewing,
      card: card ? toCard(card) : null,
    };
  }

  /** Starts Gold: the first month is charged now and renews monthly. */
  subscribe(user: UserRow, choice: PaymentChoice): Promise<ChargeRow> {
    return this.pay(user, choice, 'subscribe', (row, fresh) => {
      // A member with access buys nothing (a downgraded one resubscribes); a failed renewal is paid anew.
      if (hasGoldView(fresh, this.now()) && row.state !== 'paymentFailed')
        throw new ConflictError('errors.alreadyMember', 'Already a Gold member');
    });
  }

  /** One more month now, after the paid cycle (or from today when it has ended). */
  prolong(user: UserRow, choice: PaymentChoice): Promise<ChargeRow> {
    return this.pay(user, choice, 'prolong', () => {});
  }

  /** Stops renewing; access continues to the end of the paid cycle. */
  async downgrade(user: UserRow, reason: string): Promise<void> {
    await this.db.transaction(async () => {
      const row = await this.locked(user.id);
      const next = row ? subscriptionTransition(row.state, 'downgrade') : null;
      if (!row || !next)
        throw new ConflictError('errors.subscriptionCancelFailed', 'No renewing membership to downgrade');
      await updateSubscription(this.db, row.id, {
        state: next,
        autoRenew: false,
        cancelReason: reason.trim(),
        updatedAt: this.now(),
      });
      await this.record(user.id, next, row.periodEnd, null);
    });
  }

  /** Renews again a downgraded membership still in its paid cycle; the next charge is at its end. */
  async resubscribe(user: UserRow): Promise<void> {
    await this.db.transaction(async () => {
      const row = await this.locked(user.id);
      const next = row ? subscriptionTransition(row.state, 'resubscribe') : null;
      if (!row || !next || !row.periodEnd || row.periodEnd <= this.now())
        throw new ConflictError('errors.conflict', 'No downgraded membership to resume');
      if (!(await this.cards.defaultCard(user.id)))
        throw new PaymentRequiredError('errors.paymentFailed', 'No card to renew with');
      await updateSubscription(this.db, row.id, {
        state: next,
        autoRenew: true,
        cancelReason: null,
        updatedAt: this.now(),
      });
      await this.record(user.id, next, null, null);
    });
  }

  async history(user: UserRow): Promise<Schema<'SubscriptionEvent'>[]> {
    const rows = await subscriptionEventsOfPatient(this.db, user.id);
    return rows.map((row) => ({
      id: row.id,
      state: row.state,
      occurred_at: row.occurredAt.toISOString(),
      ends_at: row.endsAt?.toISOString() ?? null,
      amount_cents: row.amountCents,
    }));
  }

  async purchases(user: UserRow): Promise<Schema<'Purchase'>[]> {
    const rows = await chargesOfPatient(this.db, user.id);
    return rows.map((row) => toPurchase(row, languageOf(user)));
  }

  /** The scheduler's work: each subscription due is renewed (or ended) once, whichever server runs it. */
  async renewDue(now = this.now()): Promise<{ renewed: number; failed: number; ended: number }> {
    const due = await subscriptionsDue(this.db, now);
    const tally = { renewed: 0, failed: 0, ended: 0 };
    for (const id of due) {
      try {
        const outcome = await this.renewOne(id, now);
        if (outcome) tally[outcome] += 1;
      } catch (error) {
        // One patient's trouble does not stop the others' renewals; the next run tries again.
        this.log.error({ err: error, subscription: id }, 'renewal failed to run');
      }
    }
    return tally;
  }

  private async renewOne(id: number, now: Date): Promise<'renewed' | 'failed' | 'ended' | null> {
    const claim = await this.db.transaction(async () => {
      const row = await lockSubscription(this.db, id);
      if (!row?.periodEnd || row.periodEnd > now) return null;
      if (row.state === 'downgraded') {
        await updateSubscription(this.db, id, { state: 'free', updatedAt: now });
        await this.record(row.userId, 'free', row.periodEnd, null, now);
        return 'ended' as const;
      }
      if (!row.autoRenew || (row.state !== 'gold' && row.state !== 'resubscribed')) return null;
      const card = await this.cards.defaultCard(row.userId);
      const key = `renewal:${row.userId}:${row.periodsPaid + 1}`;
      const created = await insertChargeOnce(this.db, {
        userId: row.userId,
        purpose: 'renewal',
        idempotencyKey: key,
        amountCents: GOLD_PLAN.amountCents,
        status: 'pending',
        cardLast4: card?.last4 ?? null,
        createdAt: now,
      });
      // A renewal whose answer was lost is pending still: it is asked again under its own key.
      const charge = created ?? (await chargeByKey(this.db, key));
      if (!charge || charge.status !== 'pending') return null;
      return { card, charge };
    });
    if (!claim || claim === 'ended') return claim;
    const { card, charge } = claim;
    const result = card
      ? await this.processor.charge({
          customerId: await this.cards.customerId(await this.userRow(charge.userId)),
          paymentMethodId: card.paymentMethodId,
          amountCents: charge.amountCents,
          currency: 'usd',
          description: chargeDescription('renewal', 1, 'en'),
          idempotencyKey: charge.idempotencyKey,
          offSession: true,
        })
      : ({ status: 'refused', refusal: 'cardDeclined', reference: null } as const);
    if (result.status === 'succeeded') {
      await this.settlePaid(charge.id, result.reference, now);
      return 'renewed';
    }
    await this.settleRefused(charge.id, result.refusal, result.reference, now);
    return 'failed';
  }

  /**
   * A processor's notice about a charge (its webhook): a charge still pending, because its answer
   * was lost, is settled as the notice says. Settling twice does nothing the second time.
   */
  async settleFromNotice(chargeKey: string, outcome: 'succeeded' | 'refused', reference: string | null): Promise<void> {
    const charge = await chargeByKey(this.db, chargeKey);
    // A gift basket's charge is the gifts' own (Gifts.settleFromNotice): it moves no subscription.
    if (!charge || charge.status !== 'pending' || charge.purpose === 'gift') return;
    if (outcome === 'succeeded') await this.settlePaid(charge.id, reference ?? '', this.now());
    else await this.settleRefused(charge.id, 'cardDeclined', reference, this.now());
  }

  /**
   * A charge went through: the paid period moves on (after the running cycle for a renewal or a
   * prolongation, from today for a new membership) and gold_until with it. Only a pending charge
   * is settled, so the request, the scheduler and a webhook may all try: one settles it.
   */
  private async settlePaid(chargeId: number, reference: string, now: Date): Promise<Date | null> {
    const settled = await this.db.transaction(async () => {
      const charge = await lockCharge(this.db, chargeId);
      if (!charge || charge.status !== 'pending') return null;
      const row = (await this.locked(charge.userId))!;
      const fresh = await this.userRow(charge.userId);
      const running =
        row.periodEnd !== null && row.periodEnd > now && row.state !== 'free' && row.state !== 'paymentFailed';
      let state: SubscriptionRow['state'];
      let start: Date | null;
      let until: Date;
      if (charge.purpose === 'renewal') {
        state = 'gold';
        start = row.periodEnd;
        until = addMonths(row.periodEnd ?? now, charge.months);
      } else if (charge.purpose === 'prolong' && running) {
        state = row.state;
        start = row.periodStart;
        until = addMonths(row.periodEnd!, charge.months);
      } else {
        state = subscriptionTransition(row.state === 'paymentFailed' ? 'free' : row.state, 'subscribe') ?? 'gold';
        start = now;
        until = addMonths(now, charge.months);
      }
      await updateSubscription(this.db, row.id, {
        state,
        periodStart: start,
        periodEnd: until,
        autoRenew: state !== 'downgraded',
        periodsPaid: row.periodsPaid + 1,
        cancelReason: state === 'downgraded' ? row.cancelReason : null,
        updatedAt: now,
      });
      await setGoldUntil(this.db, charge.userId, fresh.goldUntil && fresh.goldUntil > until ? fresh.goldUntil : until);
      await this.record(charge.userId, state, null, charge.amountCents, now);
      await settleCharge(this.db, charge.id, 'paid', { processorReference: reference || null, settledAt: now });
      await this.promocodes.redeem(charge.id);
      return { charge, until, user: fresh };
    });
    if (!settled) return null;
    const { charge, until, user } = settled;
    await this.receipts.paid(
      user,
      {
        description: chargeDescription(charge.purpose, charge.months, user.prefs.language),
        amountCents: charge.amountCents,
        cardLast4: charge.cardLast4,
      },
      until,
    );
    return until;
  }

  /** A charge was refused: kept in the ledger as failed; a refused renewal moves Gold to payment failed. */
  private async settleRefused(chargeId: number, refusal: Refusal, reference: string | null, now: Date): Promise<void> {
    const renewal = await this.db.transaction(async () => {
      const charge = await lockCharge(this.db, chargeId);
      if (!charge || charge.status !== 'pending') return null;
      await settleCharge(this.db, charge.id, 'failed', { refusal, processorReference: reference, settledAt: now });
      await this.promocodes.release(charge.id);
      if (charge.purpose !== 'renewal') return null;
      const row = (await this.locked(charge.userId))!;
      await updateSubscription(this.db, row.id, { state: 'paymentFailed', autoRenew: false, updatedAt: now });
      await this.record(charge.userId, 'paymentFailed', row.periodEnd, null, now);
      return charge;
    });
    if (renewal) await this.receipts.renewalFailed(await this.userRow(renewal.userId));
  }

  /** Reserve, charge, settle: the one path of a payment a patient makes (see the file's comment). */
  private async pay(
    user: UserRow,
    choice: PaymentChoice,
    purpose: 'subscribe' | 'prolong',
    allow: (row: SubscriptionRow, fresh: UserRow) => void,
  ): Promise<ChargeRow> {
    // A payment the app retries with its key (its answer was lost) answers as the first did.
    const requestKey = choice.requestKey ? `${purpose}:${user.id}:request:${choice.requestKey}` : null;
    if (requestKey) {
      const earlier = await chargeByKey(this.db, requestKey);
      if (earlier) return this.replay(earlier);
    }
    const code = choice.promocode?.trim() || null;
    // A code that cannot be used is refused before anything, a new card included, is saved.
    if (code) await this.promocodes.check(user.id, code);
    const card = await this.choose(user, choice);
    const now = this.now();
    const charge = await this.db.transaction(async () => {
      await ensureSubscription(this.db, user.id, GOLD_PLAN.id, now);
      const row = (await this.locked(user.id))!;
      allow(row, await this.userRow(user.id));
      const pending = await pendingChargeOf(this.db, user.id, purpose);
      if (pending && now.getTime() - pending.createdAt.getTime() < STALE_PENDING_MS)
        throw new ConflictError('errors.conflict', 'A payment is already in progress');
      if (pending) return pending;
      const prefix = `${purpose}:${user.id}:${row.periodsPaid + 1}:`;
      const tries = await countChargesWithKeyPrefix(this.db, prefix);
      // The price is the server's: the plan's, less the code's discount.
      const promo = code ? await this.promocodes.claim(user.id, code) : null;
      const amountCents = promo ? discounted(GOLD_PLAN.amountCents, promo.code) : GOLD_PLAN.amountCents;
      const created = await insertChargeOnce(this.db, {
        userId: user.id,
        purpose,
        idempotencyKey: requestKey ?? `${prefix}${tries + 1}`,
        amountCents,
        status: 'pending',
        cardLast4: card.last4,
        createdAt: now,
      });
      // The app's key was paid meanwhile by its other request: this one changes nothing (the transaction rolls back).
      if (!created) throw new ConflictError('errors.conflict', 'This payment was already made');
      if (promo) await this.promocodes.attach(promo.redemption.id, created!.id);
      return created!;
    });
    if (charge.amountCents === 0) {
      // A code that takes the whole price: nothing to ask the processor.
      await this.settlePaid(charge.id, '', now);
      return (await chargeById(this.db, charge.id))!;
    }
    const reference = await chargeCard(this.payVia(), user, card, charge, (refusal, ref) =>
      this.settleRefused(charge.id, refusal, ref, this.now()),
    );
    await this.settlePaid(charge.id, reference, now);
    return (await chargeById(this.db, charge.id))!;
  }

  /** The answer a payment already made under the app's key gives again: paid, refused, or still being paid. */
  private replay(charge: ChargeRow): ChargeRow {
    if (charge.status === 'pending') throw new ConflictError('errors.conflict', 'A payment is already in progress');
    if (charge.status === 'failed') throw refusalError((charge.refusal ?? 'cardDeclined') as Refusal);
    return charge;
  }

  /** The card a payment uses: a new one is saved (and made the default) first. */
  async choose(user: UserRow, choice: PaymentChoice): Promise<CardRow> {
    if (choice.paymentMethodId) {
      return this.cards.add(user, {
        payment_method_id: choice.paymentMethodId,
        name: choice.name ?? `${user.firstName} ${user.lastName}`,
        make_default: true,
      });
    }
    if (choice.cardId) return this.cards.owned(user, choice.cardId);
    const card = await this.cards.defaultCard(user.id);
    if (!card) throw new ValidationError({ card_id: 'validation.chooseCard' });
    return card;
  }

  /** What chargeCard needs to reach the processor. */
  private payVia(): ChargeCardDeps {
    return { processor: this.processor, cards: this.cards, log: this.log };
  }

  private async locked(userId: number): Promise<SubscriptionRow | undefined> {
    return lockSubscriptionOfPatient(this.db, userId);
  }

  /** The patient's row as it is now (a payment moved gold_until). */
  async userRow(id: number): Promise<UserRow> {
    return (await userById(this.db, id))!;
  }

  private async record(
    userId: number,
    state: SubscriptionRow['state'],
    endsAt: Date | null,
    amountCents: number | null,
    at = this.now(),
  ) {
    await insertSubscriptionEvent(this.db, { userId, state, occurredAt: at, endsAt, amountCents });
  }
}

export function toPurchase(row: ChargeRow, language: Language): Schema<'Purchase'> {
  return {
    id: row.id,
    description: chargeDescription(row.purpose, row.months, language),
    amount_cents: row.amountCents,
    currency: row.currency,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    card_last4: row.cardLast4,
    receipt_url: null,
  };
}
