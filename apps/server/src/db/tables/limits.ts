// Rate limits kept in the database, so every server on one PostgreSQL counts the same hits.
import { integer, pgTable, primaryKey, text, timestamp, index } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/** One fixed window of one limit's key (`login-address:203.0.113.9`): hits counted by an upsert. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
    /** When the window is over and the row may be swept. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limit_hits_expires_at_idx').on(t.expiresAt)],
);

/**
 * Addresses an account signed in from with its password: the right password from one of them gets
 * through even while strangers' wrong guesses have the account's sign-in limit reached.
 */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
);
