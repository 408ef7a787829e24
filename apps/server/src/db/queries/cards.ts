// SQL of saved cards and the patient's customer at the processor. Every statement names the
// patient: another patient's card is not found.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { paymentCards, paymentCustomers } from '../schema.js';

export type CardRow = typeof paymentCards.$inferSelect;
export type NewCard = typeof paymentCards.$inferInsert;
export type CardChanges = Partial<Pick<CardRow, 'name' | 'expMonth' | 'expYear'>>;

/** The default card first, then in the order they were saved. */
export function cardsOfPatient(db: Database, userId: number): Promise<CardRow[]> {
  return db
    .select()
    .from(paymentCards)
    .where(eq(paymentCards.userId, userId))
    .orderBy(desc(paymentCards.isDefault), asc(paymentCards.id));
}

export async function cardOfPatient(
  db: Database,
  userId: number,
  paymentMethodId: string,
): Promise<CardRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.userId, userId), eq(paymentCards.paymentMethodId, paymentMethodId)));
  return row;
}

/** The default card, else the newest one. */
export async function defaultCardOfPatient(db: Database, userId: number): Promise<CardRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentCards)
    .where(eq(paymentCards.userId, userId))
    .orderBy(desc(paymentCards.isDefault), desc(paymentCards.id))
    .limit(1);
  return row;
}

export async function customerIdOfPatient(db: Database, userId: number): Promise<string | undefined> {
  const [known] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, userId));
  return known?.customerId;
}

/** Keeps the patient's customer; one already kept stays. */
export async function keepCustomer(db: Database, userId: number, customerId: string): Promise<void> {
  await db.insert(paymentCustomers).values({ userId, customerId }).onConflictDoNothing();
}

export async function clearDefaultCard(db: Database, userId: number): Promise<void> {
  await db.update(paymentCards).set({ isDefault: false }).where(eq(paymentCards.userId, userId));
}

export async function makeCardDefault(db: Database, cardId: number): Promise<void> {
  await db.update(paymentCards).set({ isDefault: true }).where(eq(paymentCards.id, cardId));
}

/** Saves a card; the same payment method saved again only takes the new name. */
export async function upsertCard(db: Database, card: NewCard): Promise<CardRow> {
  const [row] = await db
    .insert(paymentCards)
    .values(card)
    .onConflictDoUpdate({
      target: [paymentCards.userId, paymentCards.paymentMethodId],
      // A card saved again keeps its place, takes the new name, and becomes the default if asked.
      set: { name: card.name, ...(card.isDefault ? { isDefault: true } : {}) },
    })
    .returning();
  return row!;
}

export async function updateCard(db: Database, cardId: number, changes: CardChanges): Promise<CardRow> {
  const [row] = await db.update(paymentCards).set(changes).where(eq(paymentCards.id, cardId)).returning();
  return row!;
}

export async function deleteCard(db: Database, cardId: number): Promise<void> {
  await db.delete(paymentCards).where(eq(paymentCards.id, cardId));
}
