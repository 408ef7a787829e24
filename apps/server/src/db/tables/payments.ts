// Gold and its payments: the patient's customer at the processor, saved cards, the subscription
// (one per patient, in the states of spec section 4), its history, and the ledger of every
// charge, refusal and renewal under an idempotency key that is unique, so none is made twice.
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

export const paymentCustomers = pgTable('payment_customers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const paymentCards = pgTable(
  'payment_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The processor's id of the saved card; the contract's Card.id. */
    paymentMethodId: text('payment_method_id').notNull(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_cards_user_method_key').on(t.userId, t.paymentMethodId),
    index('payment_cards_user_idx').on(t.userId),
  ],
);

export const SUBSCRIPTION_STATES = ['free', 'gold', 'downgraded', 'resubscribed', 'paymentFailed'] as const;

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: SUBSCRIPTION_STATES }).notNull(),
    planId: text('plan_id').notNull(),
    /** The paid cycle: Gold runs to its end (users.gold_until follows it). */
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    autoRenew: boolean('auto_renew').notNull().default(false),
    /** How many periods were paid: the renewal's idempotency key counts with it. */
    periodsPaid: integer('periods_paid').notNull().default(0),
    cancelReason: text('cancel_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_user_key').on(t.userId),
    index('subscriptions_renewal_idx').on(t.autoRenew, t.periodEnd),
  ],
);

export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: SUBSCRIPTION_STATES }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    amountCents: integer('amount_cents'),
  },
  (t) => [index('subscription_events_user_idx').on(t.userId, t.occurredAt)],
);

export const CHARGE_STATUSES = ['pending', 'paid', 'failed'] as const;

export const charges = pgTable(
  'charges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What was bought: a first month, a renewal, a prolongation or a basket of gift memberships. */
    purpose: text('purpose', { enum: ['subscribe', 'renewal', 'prolong', 'gift'] }).notNull(),
    months: smallint('months').notNull().default(1),
    /** Unique: the same purchase or renewal charges once, whoever asks and however often. */
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: CHARGE_STATUSES }).notNull(),
    cardLast4: text('card_last4'),
    processorReference: text('processor_reference'),
    refusal: text('refusal'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('charges_idempotency_key').on(t.idempotencyKey),
    index('charges_user_idx').on(t.userId, t.createdAt),
    index('charges_reference_idx').on(t.processorReference),
  ],
);

/** The processor's notices already handled: a notice delivered twice is handled once. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

/**
 * Gift memberships (spec 3 "Gift", 9): each paid under one charge for its whole basket, written with
 * that charge and deleted if it is refused, so only a paid gift's code can be redeemed, and only once.
 */
export const gifts = pgTable(
  'gifts',
  {
    id: serial('id').primaryKey(),
    chargeId: integer('charge_id')
      .notNull()
      .references(() => charges.id, { onDelete: 'cascade' }),
    giverId: integer('giver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the recipient types or follows: unique, in capitals. */
    code: text('code').notNull(),
    recipientFirstName: text('recipient_first_name').notNull(),
    recipientLastName: text('recipient_last_name').notNull(),
    /** An e-mail or a 10-digit phone: how the recipient is told. */
    recipientContact: text('recipient_contact').notNull(),
    message: text('message'),
    months: smallint('months').notNull(),
    amountCents: integer('amount_cents').notNull(),
    redeemedBy: integer('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('gifts_code_key').on(t.code),
    index('gifts_charge_idx').on(t.chargeId),
    index('gifts_giver_idx').on(t.giverId),
  ],
);
