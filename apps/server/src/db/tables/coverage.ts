// Covered memberships (PUT /membership): Gold paid by someone else, an organization through its
// invite or join code, or a health plan through a checked eligibility. Each is kept, so a
// patient's Gold can be explained, and an organization covers one patient once.
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { organizations } from './care-team.js';

export const membershipCoverages = pgTable(
  'membership_coverages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['invite', 'assign_code', 'eligibility'] }).notNull(),
    /** The organization paying, for an invite or join code. */
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    /** The health plan named in the eligibility check. */
    insurer: text('insurer'),
    months: integer('months').notNull(),
    /** The Gold end this coverage gave (or, while it awaits the organization, would give today). */
    goldUntil: timestamp('gold_until', { withTimezone: true }).notNull(),
    /**
     * A join code's coverage waits for the organization to confirm her connection: no Gold until
     * then, and declining deletes it. A join code is a word anyone may guess; an invite is not.
     */
    awaitingOrganization: boolean('awaiting_organization').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // NULLs are distinct: health-plan coverages are not limited by this index.
  (t) => [uniqueIndex('membership_coverages_organization_idx').on(t.userId, t.organizationId)],
);
