// Sessions: an opaque random token for the client, its hash in the database, and a sliding
// expiry that every authenticated call extends unless it sends `X-Extend-Token: false` (the
// unread-messages poll must not keep an idle session alive).
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
import { hashToken, newSessionToken } from './secrets.js';

export type UserRow = typeof users.$inferSelect;
export type Session = { id: number; user: UserRow | null };

export class SessionStore {
  constructor(
    private readonly db: Database,
    private readonly idleMinutes: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private expiry(): Date {
    return new Date(this.now().getTime() + this.idleMinutes * 60_000);
  }

  async create(userId: number | null): Promise<string> {
    const token = newSessionToken();
    await this.db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt: this.expiry() });
    return token;
  }

  async resolve(token: string, extend: boolean): Promise<Session | null> {
    const [row] = await this.db
      .select({ id: sessions.id, user: users })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, this.now())))
      .limit(1);
    if (!row) return null;
    if (extend) await this.db.update(sessions).set({ expiresAt: this.expiry() }).where(eq(sessions.id, row.id));
    return { id: row.id, user: row.user };
  }

  async end(sessionId: number): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, sessionId));
  }
}
