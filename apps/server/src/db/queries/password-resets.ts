// SQL of password reset links: a token's hash, used once, before it expires.
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../client.js';
import { passwordResets } from '../schema.js';

export type NewPasswordReset = typeof passwordResets.$inferInsert;

/** How many links the user was sent after `since`. */
export async function countResetsSince(db: Database, userId: number, since: Date): Promise<number> {
  const [recent] = await db
    .select({ n: count() })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since)));
  return recent?.n ?? 0;
}

export async function insertPasswordReset(db: Database, reset: NewPasswordReset): Promise<void> {
  await db.insert(passwordResets).values(reset);
}

/**
 * Uses the link of the token's hash when it is unused and live at `now`, in one statement (two
 * tabs cannot both use it); answers its user, or nothing.
 */
export async function claimPasswordReset(db: Database, tokenHash: string, now: Date): Promise<number | undefined> {
  const [claimed] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
    )
    .returning({ userId: passwordResets.userId });
  return claimed?.userId;
}
