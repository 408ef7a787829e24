// Promo codes (spec 3 "Promocode", 7): a discount on the Gold plan that the server prices and
// applies at checkout, whatever price a client shows.
//
// A code is usable while it is for the Gold plan, inside its validity window, has a use left and
// the patient has not used it. Applying it takes one use for the patient (held); the checkout that
// pays with it redeems it. A use is taken by one atomic update (`uses_left > 0`), so when two
// patients race for the last use exactly one wins. A refused payment leaves the code held for the
// patient, so she can pay again with another card without losing it.
// An organization's codes come with its referrals: the patient referred to it accepts them, and
// they work for those patients only (anyone else is told the code is unknown).
import type { Database } from '../../db/client.js';
import {
  attachRedemptionToCharge,
  insertRedemption,
  isReferredTo,
  organizationCodesFor,
  organizationsReferringWith,
  promocodeByCode,
  redeemChargeRedemption,
  redemptionOf,
  releaseChargeRedemption,
  takePromocodeUse,
  type PromocodeRow,
  type RedemptionRow,
} from '../../db/queries/promocodes.js';
import type { Schema } from '../../contract.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { GOLD_PLAN } from './plan.js';

export type { PromocodeRow };

/** Referrals whose organization's codes are offered: not declined, ignored or archived. */
const OFFERING_REFERRALS = ['pending', 'accepted'] as const;

/** A code as typed: spaces around it and letter case do not matter. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

/** What the plan costs with the code: never below zero. The one home of the discount rule. */
export function discounted(amountCents: number, code: Pick<PromocodeRow, 'percentOff' | 'amountOffCents'>): number {
  const off = code.percentOff !== null ? Math.round((amountCents * code.percentOff) / 100) : (code.amountOffCents ?? 0);
  return Math.max(0, amountCents - off);
}

const invalid = () =>
  new ValidationError({ promocode: 'validation.invalid' }, 'errors.invalidPromocode', 'Unknown promo code');

export class Promocodes {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async find(code: string): Promise<PromocodeRow | undefined> {
    return promocodeByCode(this.db, normalizeCode(code));
  }

  /** The code as the patient may use it: an organization's code only if she is referred to it. */
  private async findFor(userId: number, code: string): Promise<PromocodeRow | undefined> {
    const row = await this.find(code);
    if (!row || row.organizationId === null) return row;
    const referred = await isReferredTo(this.db, userId, row.organizationId, OFFERING_REFERRALS);
    return referred ? row : undefined;
  }

  /** The public look-up (GET /promocode/{code}): 404 for an unknown code, `valid` says if it can be used now. */
  async describe(code: string): Promise<Schema<'Promocode'>> {
    const row = await this.find(code);
    // An organization's code is its referred patients' alone: to anyone asking, it does not exist.
    if (!row || row.organizationId !== null) throw new NotFoundError('Unknown promo code');
    return toPromocode(row, this.refusal(row, undefined) === null);
  }

  /** The patient's check: the code if she can use it, else the refusal, and nothing changes. */
  async check(userId: number, code: string): Promise<PromocodeRow> {
    const row = await this.findFor(userId, code);
    if (!row) throw invalid();
    const refusal = this.refusal(row, await this.redemption(row.id, userId));
    if (refusal) throw refusal;
    return row;
  }

  /** The Gold plan's price with the code, for the order summary; nothing is taken. */
  async quote(userId: number, code: string): Promise<Schema<'DiscountQuote'>> {
    const row = await this.check(userId, code);
    return {
      code: row.code,
      percent_off: row.percentOff,
      amount_off_cents: row.amountOffCents,
      months: 1,
      final_amount_cents: discounted(GOLD_PLAN.amountCents, row),
    };
  }

  /**
   * Takes a use of the code for the patient (POST /patient/promocode/apply, or a checkout with a
   * code). A code she already holds and has not paid with is hers still: taken again, it costs no use.
   */
  async claim(userId: number, code: string): Promise<{ code: PromocodeRow; redemption: RedemptionRow }> {
    return this.db.transaction(async () => {
      const row = await this.findFor(userId, code);
      if (!row) throw invalid();
      const held = await this.redemption(row.id, userId);
      const refusal = this.refusal(row, held);
      if (refusal) throw refusal;
      if (held) return { code: row, redemption: held };
      const taken = await takePromocodeUse(this.db, row.id);
      if (!taken) throw new ConflictError('errors.promocodeUsedUp', 'The code has no uses left');
      const redemption = await insertRedemption(this.db, row.id, userId, this.now());
      // The same patient applied it at the same moment elsewhere: that one holds it (this transaction rolls back its use).
      if (!redemption) throw new ConflictError('errors.promocodeUsed', 'The code was already used');
      return { code: row, redemption };
    });
  }

  /** The charge paying with a held code: the code is the charge's until it is paid or refused. */
  async attach(redemptionId: number, chargeId: number): Promise<void> {
    await attachRedemptionToCharge(this.db, redemptionId, chargeId);
  }

  /** The charge went through: its code is used for good. */
  async redeem(chargeId: number): Promise<void> {
    await redeemChargeRedemption(this.db, chargeId, this.now());
  }

  /** The charge was refused: the code is held for the patient again. */
  async release(chargeId: number): Promise<void> {
    await releaseChargeRedemption(this.db, chargeId);
  }

  /** Codes of the organizations the patient is referred to that she can still use and has not taken. */
  async offered(userId: number): Promise<PromocodeRow[]> {
    const rows = await organizationCodesFor(this.db, userId, OFFERING_REFERRALS);
    return rows.filter((row) => this.refusal(row, undefined) === null);
  }

  /** Auto-apply: every offered code of an accepted referral is applied for the patient. */
  async autoApply(userId: number): Promise<PromocodeRow[]> {
    const organizations = new Set(await organizationsReferringWith(this.db, userId, 'accepted'));
    const applied: PromocodeRow[] = [];
    for (const row of await this.offered(userId)) {
      if (!organizations.has(row.organizationId!)) continue;
      try {
        applied.push((await this.claim(userId, row.code)).code);
      } catch (error) {
        // Another patient took its last use meanwhile: the others are still applied.
        if (!(error instanceof ConflictError)) throw error;
      }
    }
    return applied;
  }

  /** The patient accepts offered codes: all of them or, if one is not offered to her, none. */
  async accept(userId: number, codes: string[]): Promise<void> {
    const offered = new Map((await this.offered(userId)).map((row) => [row.code, row]));
    const wanted = [...new Set(codes.map(normalizeCode))];
    if (wanted.some((code) => !offered.has(code))) throw invalid();
    await this.db.transaction(async () => {
      for (const code of wanted) await this.claim(userId, code);
    });
  }

  private async redemption(promocodeId: number, userId: number): Promise<RedemptionRow | undefined> {
    return redemptionOf(this.db, promocodeId, userId);
  }

  /** Why the code cannot be used now by this patient (her redemption of it, if any), or null. */
  private refusal(row: PromocodeRow, held: RedemptionRow | undefined): Error | null {
    const now = this.now();
    if (row.planId !== GOLD_PLAN.id)
      return new ValidationError(
        { promocode: 'validation.invalid' },
        'errors.promocodeWrongPlan',
        'The code is for another plan',
      );
    if (row.validFrom && row.validFrom > now) return invalid();
    if (row.validUntil && row.validUntil <= now)
      return new ValidationError(
        { promocode: 'validation.invalid' },
        'errors.promocodeExpired',
        'The code has expired',
      );
    if (held && (held.redeemedAt || held.chargeId !== null))
      return new ConflictError('errors.promocodeUsed', 'The code was already used');
    if (!held && row.usesLeft === 0) return new ConflictError('errors.promocodeUsedUp', 'The code has no uses left');
    return null;
  }
}

export function toPromocode(row: PromocodeRow, valid: boolean): Schema<'Promocode'> {
  return {
    code: row.code,
    kind: row.organizationId === null ? 'discount' : 'organization',
    months: 1,
    percent_off: row.percentOff,
    amount_off_cents: row.amountOffCents,
    valid,
    giver_first_name: null,
  };
}
