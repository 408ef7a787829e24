// The care team (spec 6 and 7, "Conversations"): organizations, the practitioners who answer for
// them, each patient's team, and the conversations between a patient and an organization.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/** `matrona` is the product's own organization: writing to it needs Gold view or can_message_matrona. */
export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind', { enum: ['matrona', 'care_team', 'organization'] }).notNull(),
  logoUrl: text('logo_url'),
  /** The organization's name in public links (its surveys under /s/{slug}/..., its page under /o/{slug}). */
  slug: text('slug').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  // The directory (spec 3, "Organization"): only listed organizations are found by the search.
  listed: boolean('listed').notNull().default(false),
  /** Spec 3's type icons, 7 (community) to 15 (nonprofit advocacy group); 13 by default. */
  typeIcon: integer('type_icon').notNull().default(13),
  description: jsonb('description').$type<{ en: string; es: string } | null>(),
  stateSlug: text('state_slug'),
  citySlug: text('city_slug'),
  phone: text('phone'),
  website: text('website'),
  acceptsNewPatients: boolean('accepts_new_patients').notNull().default(true),
  /** The code a patient types to ask to join (team request by code); unique, kept upper case. */
  joinCode: text('join_code').unique(),
  teamSize: integer('team_size').notNull().default(1),
  /** Months of Gold the organization pays for a patient who joins by its invite or join code; none by default. */
  coveredMembershipMonths: integer('covered_membership_months'),
  // Ids of the reference lists (services/reference/lists.ts) and slugs of the directory catalogue.
  specialtyIds: integer('specialty_ids').array().notNull().default(sql`'{}'::integer[]`),
  expertiseIds: integer('expertise_ids').array().notNull().default(sql`'{}'::integer[]`),
  languageIds: integer('language_ids').array().notNull().default(sql`'{}'::integer[]`),
  degreeIds: integer('degree_ids').array().notNull().default(sql`'{}'::integer[]`),
  appointmentTypes: text('appointment_types').array().notNull().default(sql`'{}'::text[]`),
  supportProducts: text('support_products').array().notNull().default(sql`'{}'::text[]`),
  /** A resource a patient added by hand (spec 4, "add new resource"): theirs alone, never listed. */
  addedByPatientId: integer('added_by_patient_id').references(() => users.id, { onDelete: 'cascade' }),
});

/**
 * Who answers for an organization. A provider account signs in to the care team's console as its
 * practitioner; the care assistant that greets new patients is a practitioner without an account.
 */
export const practitioners = pgTable(
  'practitioners',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    userType: text('user_type', { enum: ['practitioner', 'coach', 'care_coordinator', 'assistant'] }).notNull(),
    degrees: jsonb('degrees').$type<string[]>().notNull().default([]),
    specialties: jsonb('specialties').$type<{ en: string[]; es: string[] }>().notNull().default({ en: [], es: [] }),
    languages: jsonb('languages').$type<{ en: string[]; es: string[] }>().notNull().default({ en: [], es: [] }),
    bio: jsonb('bio').$type<{ en: string; es: string } | null>(),
    avatarUrl: text('avatar_url'),
  },
  (t) => [
    uniqueIndex('practitioners_user_key').on(t.userId),
    index('practitioners_organization_idx').on(t.organizationId),
  ],
);

/** The patient's care team: the practitioners the patient sees on /team. */
export const careTeamMembers = pgTable(
  'care_team_members',
  {
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    practitionerId: integer('practitioner_id')
      .notNull()
      .references(() => practitioners.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('care_team_members_key').on(t.patientId, t.practitionerId)],
);

export const conversationCategories = pgTable('conversation_categories', {
  id: serial('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameEs: text('name_es').notNull(),
  position: integer('position').notNull().default(0),
});

export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => conversationCategories.id, { onDelete: 'set null' }),
    /** The greeting from the care assistant, or a question the patient asked. */
    kind: text('kind', { enum: ['greeting', 'question'] })
      .notNull()
      .default('question'),
    name: text('name').notNull(),
    /** Read on the patient's side; a reply makes it unread again. */
    readByPatient: boolean('read_by_patient').notNull().default(true),
    /** Since when the patient has waited for an answer: the first unanswered message; null once answered. */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    /** Marked handled by the care team (cleared by the patient's next message). */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversations_patient_idx').on(t.patientId, t.lastMessageAt.desc()),
    index('conversations_inbox_idx').on(t.organizationId, t.waitingSince),
    // One greeting per patient, however often the list is opened at once.
    uniqueIndex('conversations_greeting_key').on(t.patientId).where(sql`kind = 'greeting'`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Null when the patient wrote it. */
    practitionerId: integer('practitioner_id').references(() => practitioners.id, { onDelete: 'set null' }),
    fromPatient: boolean('from_patient').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_conversation_idx').on(t.conversationId, t.createdAt.desc(), t.id.desc())],
);

export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    fileKey: text('file_key').notNull(),
  },
  (t) => [index('message_attachments_message_idx').on(t.messageId)],
);
