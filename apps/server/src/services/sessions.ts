// Sessions: an opaque random token for the client, its hash in the database, and a sliding
// expiry that every authenticated call extends unless it sends `X-Extend-Token: false` (the
// unread-messages poll must not keep an idle session alive). The extension is written at most once
// a minute, as the client extends its own copy: the other calls of that minute only read.
import type { Database } from '../db/client.js';
import {
  deleteSession,
  extendSession,
  insertSession,
  liveSessionExpiry,
  prepareSessionLookup,
} from '../db/queries/sessions.js';
import type { UserRow as UserRecord } from '../db/queries/users.js';
import { hashToken, newSessionToken } from './secrets.js';

export type UserRow = UserRecord & {
  /**
   * The language the app shows on this request (its `Accept-Language`), set on the signed-in user
   * of a request only: answers to the request are worded in it (../language.ts). Never stored.
   */
  readsIn?: 'en' | 'es';
};
export type Session = { id: number; user: UserRow | null };

/** How stale a session's expiry may get before a call writes the extension. */
export const EXTEND_EVERY_MS = 60_000;

export class SessionStore {
  // Every authenticated call runs this lookup: its SQL is built once (and prepared once per
  // connection on PostgreSQL), not again for each request.
  private readonly lookup;

  constructor(
    private readonly db: Database,
    private readonly idleMinutes: number,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.lookup = prepareSessionLookup(db);
  }

  private expiry(): Date {
    return new Date(this.now().getTime() + this.idleMinutes * 60_000);
  }

  async create(userId: number | null): Promise<string> {
    const token = newSessionToken();
    await insertSession(this.db, { tokenHash: hashToken(token), userId, expiresAt: this.expiry() });
    return token;
  }

  async resolve(token: string, extend: boolean): Promise<Session | null> {
    const [row] = await this.lookup.execute({ tokenHash: hashToken(token), now: this.now() });
    if (!row) return null;
    const expiry = this.expiry();
    if (extend && expiry.getTime() - row.expiresAt.getTime() >= EXTEND_EVERY_MS) {
      await extendSession(this.db, row.id, expiry);
    }
    return { id: row.id, user: row.user };
  }

  /** When a session runs out unless used again; null once it has ended or run out. */
  async expiresAt(sessionId: number): Promise<Date | null> {
    return (await liveSessionExpiry(this.db, sessionId, this.now())) ?? null;
  }

  async end(sessionId: number): Promise<void> {
    await deleteSession(this.db, sessionId);
  }
}
