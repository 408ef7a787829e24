// SQL of the shared rate limits: one row per key and fixed window, counted by an atomic upsert so
// that concurrent hits on any number of servers add up exactly.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { rateLimitHits, signInAddresses } from '../schema.js';

/** Adds `by` hits to the key's window (0 only reads it); answers the window's count after. */
export async function addHits(
  db: Database,
  key: string,
  windowStart: Date,
  expiresAt: Date,
  by: number,
): Promise<number> {
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, windowStart, expiresAt, hits: by })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { hits: sql`${rateLimitHits.hits} + ${by}` },
    })
    .returning({ hits: rateLimitHits.hits });
  return row!.hits;
}

export async function readHits(db: Database, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .select({ hits: rateLimitHits.hits })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), eq(rateLimitHits.windowStart, windowStart)));
  return row?.hits ?? 0;
}

/** Removes windows that are over; answers how many. */
export async function sweepHits(db: Database, now: Date): Promise<number> {
  const removed = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.expiresAt, now))
    .returning({ key: rateLimitHits.key });
  return removed.length;
}

export async function isSignInAddress(db: Database, userId: number, address: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ userId: signInAddresses.userId })
    .from(signInAddresses)
    .where(
      and(
        eq(signInAddresses.userId, userId),
        eq(signInAddresses.address, address),
        sql`${signInAddresses.lastSignedInAt} >= ${since}`,
      ),
    );
  return row !== undefined;
}

export async function rememberSignInAddress(db: Database, userId: number, address: string, at: Date): Promise<void> {
  await db
    .insert(signInAddresses)
    .values({ userId, address, lastSignedInAt: at })
    .onConflictDoUpdate({ target: [signInAddresses.userId, signInAddresses.address], set: { lastSignedInAt: at } });
}
