// Promo codes (spec 3, "Promocode"): a discount on the Gold plan, a percentage or an amount off,
// valid in a window, with a number of uses, and each patient uses a code once. An organization's
// codes come with its referrals: the patient referred to it accepts them.
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts.js';
import { organizations } from './care-team.js';
import { charges } from './payments.js';

export const promocodes = pgTable(
  'promocodes',
  {
    id: serial('id').primaryKey(),
    /** Kept in capitals: a code is typed in any case. */
    code: text('code').notNull(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    /** The plan the code discounts (GOLD_PLAN.id). */
    planId: text('plan_id').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** Uses left across all patients; null for no limit. Taken one at a time by an atomic update. */
    usesLeft: integer('uses_left'),
    /** An organization's code: offered to the patients referred to it. */
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promocodes_code_key').on(t.code),
    index('promocodes_organization_idx').on(t.organizationId),
    // Exactly one kind of discount, within bounds.
    check(
      'promocodes_discount',
      sql`(${t.percentOff} IS NULL) <> (${t.amountOffCents} IS NULL) AND coalesce(${t.percentOff}, 1) BETWEEN 1 AND 100 AND coalesce(${t.amountOffCents}, 1) > 0`,
    ),
    check('promocodes_uses_left', sql`${t.usesLeft} IS NULL OR ${t.usesLeft} >= 0`),
  ],
);

/**
 * A patient's use of a code: held once applied (one of its uses taken), redeemed by the charge that
 * paid with it. Unique per patient and code, so nobody uses a code twice.
 */
export const promocodeRedemptions = pgTable(
  'promocode_redemptions',
  {
    id: serial('id').primaryKey(),
    promocodeId: integer('promocode_id')
      .notNull()
      .references(() => promocodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The charge that is paying (pending) or paid with the code; null while only applied. */
    chargeId: integer('charge_id').references(() => charges.id, { onDelete: 'set null' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('promocode_redemptions_key').on(t.promocodeId, t.userId),
    index('promocode_redemptions_user_idx').on(t.userId),
  ],
);
