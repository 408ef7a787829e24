// SQL of the readings' Idempotency-Keys: a key claimed with its request's fingerprint, its first
// answer stored after, in the reading's own transaction.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { readingRequestKeys } from '../schema.js';

export type ReadingKeyRow = typeof readingRequestKeys.$inferSelect;

/** Claims the patient's key for a request; answers false when it was already claimed (then waits on its claim). */
export async function claimReadingKey(
  db: Database,
  userId: number,
  key: string,
  fingerprint: string,
  at: Date,
): Promise<boolean> {
  const [claimed] = await db
    .insert(readingRequestKeys)
    .values({ userId, key, fingerprint, answer: {}, createdAt: at })
    .onConflictDoNothing()
    .returning({ key: readingRequestKeys.key });
  return claimed !== undefined;
}

export async function readingKeyOf(db: Database, userId: number, key: string): Promise<ReadingKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(readingRequestKeys)
    .where(and(eq(readingRequestKeys.userId, userId), eq(readingRequestKeys.key, key)));
  return row;
}

export async function storeReadingKeyAnswer(db: Database, userId: number, key: string, answer: object): Promise<void> {
  await db
    .update(readingRequestKeys)
    .set({ answer })
    .where(and(eq(readingRequestKeys.userId, userId), eq(readingRequestKeys.key, key)));
}
