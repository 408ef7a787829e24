// Scheduled work: a queue in PostgreSQL that any number of servers take jobs from with
// `FOR UPDATE SKIP LOCKED`, so each due job runs once (services/jobs.ts).
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Which handler runs it (`reminders.scan`, `reminders.deliver`...). */
    kind: text('kind').notNull(),
    /** Makes enqueueing idempotent: a second job with the same key is not added. */
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** A recurring job runs again this many seconds after it finished. */
    everySeconds: integer('every_seconds'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    /** A claimed job belongs to its server until then; after, another may take it over. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Set when the attempts ran out: kept with its last error, never run again. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_key_key').on(t.key),
    index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
  ],
);
