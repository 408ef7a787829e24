// SQL of the payments ledger: every charge, written pending under its idempotency key before the
// processor is asked, then settled once (the `status = 'pending'` conditions make settling idempotent).
import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { charges, paymentEvents } from '../schema.js';

export type ChargeRow = typeof charges.$inferSelect;
export type NewCharge = typeof charges.$inferInsert;
export type ChargeSettlement = Pick<NewCharge, 'processorReference' | 'settledAt' | 'refusal'>;

export async function chargeById(db: Database, id: number): Promise<ChargeRow | undefined> {
  const [row] = await db.select().from(charges).where(eq(charges.id, id));
  return row;
}

/** The charge, locked until the transaction ends. */
export async function lockCharge(db: Database, id: number): Promise<ChargeRow | undefined> {
  const [row] = await db.select().from(charges).where(eq(charges.id, id)).for('update');
  return row;
}

export async function chargeByKey(db: Database, idempotencyKey: string): Promise<ChargeRow | undefined> {
  const [row] = await db.select().from(charges).where(eq(charges.idempotencyKey, idempotencyKey));
  return row;
}

export async function chargeStatusOf(db: Database, id: number): Promise<ChargeRow['status'] | undefined> {
  const [row] = await db.select({ status: charges.status }).from(charges).where(eq(charges.id, id));
  return row?.status;
}

/** The newest charge whose key starts with `prefix` (one basket's, one period's tries). */
export async function latestChargeWithKeyPrefix(db: Database, prefix: string): Promise<ChargeRow | undefined> {
  const [row] = await db
    .select()
    .from(charges)
    .where(like(charges.idempotencyKey, `${prefix}%`))
    .orderBy(desc(charges.id))
    .limit(1);
  return row;
}

/** How many charges were tried under keys starting with `prefix`. */
export async function countChargesWithKeyPrefix(db: Database, prefix: string): Promise<number> {
  const [row] = await db
    .select({ tries: sql<number>`count(*)::int` })
    .from(charges)
    .where(like(charges.idempotencyKey, `${prefix}%`));
  return row!.tries;
}

export async function pendingChargeOf(
  db: Database,
  userId: number,
  purpose: ChargeRow['purpose'],
): Promise<ChargeRow | undefined> {
  const [row] = await db
    .select()
    .from(charges)
    .where(and(eq(charges.userId, userId), eq(charges.status, 'pending'), eq(charges.purpose, purpose)));
  return row;
}

/** The patient's charges, newest first. */
export function chargesOfPatient(db: Database, userId: number): Promise<ChargeRow[]> {
  return db.select().from(charges).where(eq(charges.userId, userId)).orderBy(desc(charges.createdAt), desc(charges.id));
}

export async function latestChargeOfPatient(db: Database, userId: number): Promise<ChargeRow | undefined> {
  const [row] = await db
    .select()
    .from(charges)
    .where(eq(charges.userId, userId))
    .orderBy(desc(charges.createdAt), desc(charges.id))
    .limit(1);
  return row;
}

export async function insertCharge(db: Database, charge: NewCharge): Promise<ChargeRow> {
  const [row] = await db.insert(charges).values(charge).returning();
  return row!;
}

/** Writes the charge unless its idempotency key is taken; then answers nothing. */
export async function insertChargeOnce(db: Database, charge: NewCharge): Promise<ChargeRow | undefined> {
  const [row] = await db.insert(charges).values(charge).onConflictDoNothing().returning();
  return row;
}

/** Settles the charge as paid or failed, whatever it was (its row already locked and checked pending). */
export async function settleCharge(
  db: Database,
  id: number,
  status: 'paid' | 'failed',
  settlement: ChargeSettlement,
): Promise<void> {
  await db
    .update(charges)
    .set({ status, ...settlement })
    .where(eq(charges.id, id));
}

/** Settles the charge only while it is pending; answers it when this call settled it. */
export async function settlePendingCharge(
  db: Database,
  id: number,
  status: 'paid' | 'failed',
  settlement: ChargeSettlement,
): Promise<ChargeRow | undefined> {
  const [row] = await db
    .update(charges)
    .set({ status, ...settlement })
    .where(and(eq(charges.id, id), eq(charges.status, 'pending')))
    .returning();
  return row;
}

/** Records a processor's notice unless it was recorded already; answers whether this call did. */
export async function recordPaymentEvent(
  db: Database,
  event: { eventId: string; type: string; receivedAt: Date },
): Promise<boolean> {
  const [fresh] = await db.insert(paymentEvents).values(event).onConflictDoNothing().returning();
  return fresh !== undefined;
}
