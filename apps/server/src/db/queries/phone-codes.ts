// SQL of six-digit phone codes: stored as keyed hashes, each with its tries, consumed once.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { phoneCodes } from '../schema.js';

export type PhoneCodeRow = typeof phoneCodes.$inferSelect;
export type NewPhoneCode = typeof phoneCodes.$inferInsert;

export async function insertPhoneCode(db: Database, code: NewPhoneCode): Promise<void> {
  await db.insert(phoneCodes).values(code);
}

/** The newest code for the purpose and phone that is neither consumed nor expired at `now`. */
export async function liveCodeOf(
  db: Database,
  purpose: PhoneCodeRow['purpose'],
  phone: string,
  now: Date,
): Promise<PhoneCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(phoneCodes)
    .where(
      and(
        eq(phoneCodes.purpose, purpose),
        eq(phoneCodes.phone, phone),
        isNull(phoneCodes.consumedAt),
        gt(phoneCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(phoneCodes.id))
    .limit(1);
  return row;
}

export async function countCodeAttempt(db: Database, id: number): Promise<void> {
  await db
    .update(phoneCodes)
    .set({ attempts: sql`${phoneCodes.attempts} + 1` })
    .where(eq(phoneCodes.id, id));
}

/** Consumes the code unless another request did; answers whether this one did. */
export async function consumePhoneCode(db: Database, id: number, at: Date): Promise<boolean> {
  const [consumed] = await db
    .update(phoneCodes)
    .set({ consumedAt: at })
    .where(and(eq(phoneCodes.id, id), isNull(phoneCodes.consumedAt)))
    .returning({ id: phoneCodes.id });
  return consumed !== undefined;
}
