// SQL of gift memberships: the gifts of a paid basket, each with its own code, redeemed once.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client.js';
import { gifts } from '../schema.js';

export type GiftRow = typeof gifts.$inferSelect;
export type NewGift = typeof gifts.$inferInsert;

export async function insertGifts(db: Database, rows: NewGift[]): Promise<void> {
  await db.insert(gifts).values(rows);
}

export function giftsOfCharge(db: Database, chargeId: number): Promise<GiftRow[]> {
  return db.select().from(gifts).where(eq(gifts.chargeId, chargeId)).orderBy(gifts.id);
}

export async function deleteGiftsOfCharge(db: Database, chargeId: number): Promise<void> {
  await db.delete(gifts).where(eq(gifts.chargeId, chargeId));
}

/** The gift of a code, locked until the transaction ends. */
export async function lockGiftByCode(db: Database, code: string): Promise<GiftRow | undefined> {
  const [row] = await db.select().from(gifts).where(eq(gifts.code, code)).for('update');
  return row;
}

/** Redeems the gift for the user unless someone already did; answers whether this call did. */
export async function redeemGift(db: Database, giftId: number, userId: number, at: Date): Promise<boolean> {
  const [taken] = await db
    .update(gifts)
    .set({ redeemedBy: userId, redeemedAt: at })
    .where(and(eq(gifts.id, giftId), isNull(gifts.redeemedBy)))
    .returning();
  return taken !== undefined;
}
