// SQL of sign-in sessions: the token's hash, its user and a sliding expiry.
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { sessions, users } from '../schema.js';

export type NewSession = typeof sessions.$inferInsert;

/**
 * The live session of a token's hash with its user; runs with `{ tokenHash, now }`. Every
 * authenticated call runs it, so it is built once and prepared (`session_by_token`).
 */
export function prepareSessionLookup(db: Database) {
  return db
    .select({ id: sessions.id, expiresAt: sessions.expiresAt, user: users })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_by_token');
}

export async function insertSession(db: Database, session: NewSession): Promise<void> {
  await db.insert(sessions).values(session);
}

export async function extendSession(db: Database, id: number, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
}

/** When the session runs out, if it is still live at `now`. */
export async function liveSessionExpiry(db: Database, id: number, now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)));
  return row?.expiresAt;
}

export async function deleteSession(db: Database, id: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteSessionsOfUser(db: Database, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Ends every session of the user but `keepId`. */
export async function deleteOtherSessions(db: Database, userId: number, keepId: number): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)));
}

/** Of the sessions `ids`, those that still exist. */
export async function sessionsHeld(db: Database, ids: number[]): Promise<Set<number>> {
  const rows = await db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, ids));
  return new Set(rows.map((row) => row.id));
}
