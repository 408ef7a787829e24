// Accounts: users, their sessions and the phone codes that verify them.
import { NEW_USER_MESSAGE_CREDITS } from '@mat/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export type UserPrefs = {
  terms: boolean;
  /** What the baby will call the parent (spec 5, 'Please fill out what baby will call you'). */
  call_you: string | null;
  call_you_other: string | null;
  measureUnit: 'imperial' | 'metric';
  language: 'en' | 'es';
  verified_phone: 'yes' | 'no';
};

/** Channels switched on (1) or off (0); a channel never set is on (openapi NotificationSettings). */
export type NotificationSettings = Partial<Record<'email' | 'sms' | 'push', 0 | 1>>;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().default(sql`gen_random_uuid()`),
    // Provider-side accounts share the table so that patient login can tell them apart.
    role: text('role', { enum: ['patient', 'provider'] })
      .notNull()
      .default('patient'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    zip: text('zip').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: ['expecting', 'postpartum', 'parenting'] }),
    timezone: text('timezone').notNull().default('UTC'),
    prefs: jsonb('prefs').$type<UserPrefs>().notNull(),
    notificationSettings: jsonb('notification_settings').$type<NotificationSettings>().notNull().default({}),
    /** The avatar's key in the file store; the apps get a short-lived link to it. */
    avatarKey: text('avatar_key'),
    /** Sign-in with the device's biometrics, switched on after the password was checked. */
    biometricAuth: boolean('biometric_auth').notNull().default(false),
    /** The onboarding answers as given (status, dates, interests), kept whole. */
    onboardingAnswers: jsonb('onboarding_answers').$type<Record<string, unknown>>(),
    interests: jsonb('interests').$type<string[]>().notNull().default([]),
    passedWalkthroughs: jsonb('passed_walkthroughs').$type<string[]>().notNull().default([]),
    onboardingVersion: smallint('onboarding_version').notNull().default(2),
    featureOnboardingFinishedAt: timestamp('feature_onboarding_finished_at', { withTimezone: true }),
    agreedToPoliciesAt: timestamp('agreed_to_policies_at', { withTimezone: true }).notNull(),
    accessLevel: smallint('access_level').notNull().default(0),
    /** Gold membership runs until this moment; null without Gold. Gold view gates kick counting (spec 6). */
    goldUntil: timestamp('gold_until', { withTimezone: true }),
    /** Messages a free member may still send to the care team: 2 for a new patient (spec 9). */
    messageCredits: integer('message_credits').notNull().default(NEW_USER_MESSAGE_CREDITS),
    /** Credits a free member spends on seats in groups, classes and visits: 1 a seat, 2 at sign-up (spec 9). */
    productCredits: integer('product_credits').notNull().default(0),
    /** Lets a member without Gold write to Matrona's own care team (spec 6, can_message_matrona). */
    canMessageMatrona: boolean('can_message_matrona').notNull().default(false),
    /** The greeting conversation was marked read once (messages_options.linda_greeting_message_read). */
    greetingRead: boolean('greeting_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_uuid_key').on(t.uuid),
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phone),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    // Only a hash of the token is stored: a copy of the table does not let anyone sign in.
    tokenHash: text('token_hash').notNull(),
    // Null for the anonymous sessions of GET /token.
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose', { enum: ['register', 'login', 'phoneChange'] }).notNull(),
    phone: text('phone').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('phone_codes_phone_idx').on(t.phone, t.purpose)],
);

/** Links to choose a new password: only a hash of the token is kept; each works once, for an hour. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId)],
);
