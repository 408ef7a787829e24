// SQL of promo codes and their redemptions. A use is taken by one atomic update (`uses_left > 0`),
// so when two patients race for the last use exactly one wins.
import { and, asc, eq, gt, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { promocodeRedemptions, promocodes, referrals } from '../schema.js';

export type PromocodeRow = typeof promocodes.$inferSelect;
export type RedemptionRow = typeof promocodeRedemptions.$inferSelect;
type ReferralStatus = (typeof referrals.$inferSelect)['status'];

export async function promocodeByCode(db: Database, code: string): Promise<PromocodeRow | undefined> {
  const [row] = await db.select().from(promocodes).where(eq(promocodes.code, code));
  return row;
}

/** Whether the patient has a referral to the organization in one of `statuses`. */
export async function isReferredTo(
  db: Database,
  patientId: number,
  organizationId: number,
  statuses: readonly ReferralStatus[],
): Promise<boolean> {
  const [referral] = await db
    .select({ id: referrals.id })
    .from(referrals)
    .where(
      and(
        eq(referrals.patientId, patientId),
        eq(referrals.organizationId, organizationId),
        inArray(referrals.status, [...statuses]),
      ),
    );
  return referral !== undefined;
}

/** The organizations the patient has a referral to in `status`. */
export async function organizationsReferringWith(
  db: Database,
  patientId: number,
  status: ReferralStatus,
): Promise<number[]> {
  const rows = await db
    .select({ id: referrals.organizationId })
    .from(referrals)
    .where(and(eq(referrals.patientId, patientId), eq(referrals.status, status)));
  return rows.map((row) => row.id);
}

/** Takes one use of the code (none to take when it has no limit); answers whether one was left. */
export async function takePromocodeUse(db: Database, promocodeId: number): Promise<boolean> {
  const [taken] = await db
    .update(promocodes)
    .set({ usesLeft: sql`${promocodes.usesLeft} - 1` })
    .where(and(eq(promocodes.id, promocodeId), or(isNull(promocodes.usesLeft), gt(promocodes.usesLeft, 0))))
    .returning({ id: promocodes.id });
  return taken !== undefined;
}

/** The patient's redemption of the code; none when she already has one. */
export async function insertRedemption(
  db: Database,
  promocodeId: number,
  userId: number,
  appliedAt: Date,
): Promise<RedemptionRow | undefined> {
  const [row] = await db
    .insert(promocodeRedemptions)
    .values({ promocodeId, userId, appliedAt })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function redemptionOf(
  db: Database,
  promocodeId: number,
  userId: number,
): Promise<RedemptionRow | undefined> {
  const [row] = await db
    .select()
    .from(promocodeRedemptions)
    .where(and(eq(promocodeRedemptions.promocodeId, promocodeId), eq(promocodeRedemptions.userId, userId)));
  return row;
}

export async function attachRedemptionToCharge(db: Database, redemptionId: number, chargeId: number): Promise<void> {
  await db.update(promocodeRedemptions).set({ chargeId }).where(eq(promocodeRedemptions.id, redemptionId));
}

/** The charge's code, not yet redeemed, is redeemed at `at`. */
export async function redeemChargeRedemption(db: Database, chargeId: number, at: Date): Promise<void> {
  await db
    .update(promocodeRedemptions)
    .set({ redeemedAt: at })
    .where(and(eq(promocodeRedemptions.chargeId, chargeId), isNull(promocodeRedemptions.redeemedAt)));
}

/** The charge's code, not yet redeemed, is held again without a charge. */
export async function releaseChargeRedemption(db: Database, chargeId: number): Promise<void> {
  await db
    .update(promocodeRedemptions)
    .set({ chargeId: null })
    .where(and(eq(promocodeRedemptions.chargeId, chargeId), isNull(promocodeRedemptions.redeemedAt)));
}

/**
 * Codes of the organizations the patient has a referral to in `statuses`, that she has not taken;
 * whether each is usable now is the caller's rule.
 */
export function organizationCodesFor(
  db: Database,
  userId: number,
  statuses: readonly ReferralStatus[],
): Promise<PromocodeRow[]> {
  const taken = db
    .select({ id: promocodeRedemptions.promocodeId })
    .from(promocodeRedemptions)
    .where(eq(promocodeRedemptions.userId, userId));
  const referredTo = db
    .select({ id: referrals.organizationId })
    .from(referrals)
    .where(and(eq(referrals.patientId, userId), inArray(referrals.status, [...statuses])));
  return db
    .select()
    .from(promocodes)
    .where(
      and(
        isNotNull(promocodes.organizationId),
        inArray(promocodes.organizationId, referredTo),
        notInArray(promocodes.id, taken),
      ),
    )
    .orderBy(asc(promocodes.id));
}
