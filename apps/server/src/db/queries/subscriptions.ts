// SQL of Gold subscriptions (one row per patient) and their history of states.
import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../client.js';
import { subscriptionEvents, subscriptions } from '../schema.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionEventRow = typeof subscriptionEvents.$inferSelect;
export type NewSubscriptionEvent = typeof subscriptionEvents.$inferInsert;
export type SubscriptionChanges = Partial<Omit<SubscriptionRow, 'id' | 'userId'>>;

export async function subscriptionOfPatient(db: Database, userId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

/** The patient's subscription, locked until the transaction ends. */
export async function lockSubscriptionOfPatient(db: Database, userId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update');
  return row;
}

export async function lockSubscription(db: Database, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row;
}

/** Whether the patient pays for Gold that renews. */
export async function hasRenewingGold(db: Database, userId: number): Promise<boolean> {
  const [paying] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.state, ['gold', 'resubscribed']),
        eq(subscriptions.autoRenew, true),
      ),
    );
  return paying !== undefined;
}

/** Subscriptions whose period ended by `now` and that renew or end: the oldest first, 200 at a time. */
export async function subscriptionsDue(db: Database, now: Date): Promise<number[]> {
  const due = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(inArray(subscriptions.state, ['gold', 'resubscribed', 'downgraded']), lte(subscriptions.periodEnd, now)))
    .orderBy(asc(subscriptions.periodEnd))
    .limit(200);
  return due.map((row) => row.id);
}

/** The patient's subscription as free, unless she has one. */
export async function ensureSubscription(db: Database, userId: number, planId: string, now: Date): Promise<void> {
  await db.insert(subscriptions).values({ userId, state: 'free', planId, updatedAt: now }).onConflictDoNothing();
}

export async function updateSubscription(db: Database, id: number, changes: SubscriptionChanges): Promise<void> {
  await db.update(subscriptions).set(changes).where(eq(subscriptions.id, id));
}

export async function insertSubscriptionEvent(db: Database, event: NewSubscriptionEvent): Promise<void> {
  await db.insert(subscriptionEvents).values(event);
}

/** The patient's history, newest first. */
export function subscriptionEventsOfPatient(db: Database, userId: number): Promise<SubscriptionEventRow[]> {
  return db
    .select()
    .from(subscriptionEvents)
    .where(eq(subscriptionEvents.userId, userId))
    .orderBy(desc(subscriptionEvents.occurredAt), desc(subscriptionEvents.id));
}
