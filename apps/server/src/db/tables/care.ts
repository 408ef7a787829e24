// Care (spec 3 and 4, "Assignment / care item", "Support session", "Appointment"): the care plan,
// the offers of organizations (groups, classes, coaching and kinds of visit), their sessions, the
// patients' seats in them, and appointment requests.
//
// An appointment is a seat (a reservation) in a one-person session of a visit-kind offer: booking,
// cancelling, refunding and the states upcoming / in progress / finished are the same rules as a
// class's, in one place.
import { SEAT_CREDIT_COST } from '@mat/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { organizations, practitioners } from './care-team.js';

export const SUPPORT_PRODUCT_TYPES = ['group', 'class', 'coaching', 'nurse_call', 'lactation_visit', 'doula'] as const;
export const APPOINTMENT_KINDS = [
  'lactation_visit',
  'nurse_call',
  'coaching',
  'doula_visit',
  'care_coordination',
  'mental_health',
  'nutrition',
  'other',
] as const;
export const CARE_ITEM_TYPES = [
  'article',
  'questionnaire',
  'appointment',
  'support_session',
  'video',
  'task',
  'monitor',
  'milestone',
] as const;

type Words = { en: string; es: string };

/** A group, class or coaching offer, or a kind of visit (`appointment_kind` set) an organization offers. */
export const supportProducts = pgTable(
  'support_products',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    type: text('type', { enum: SUPPORT_PRODUCT_TYPES }).notNull(),
    /** Set for a kind of visit: its sessions are open times booked one patient each. */
    appointmentKind: text('appointment_kind', { enum: APPOINTMENT_KINDS }),
    title: jsonb('title').$type<Words>().notNull(),
    description: jsonb('description').$type<Words>().notNull(),
    /** A care filter category (e.g. breastfeeding). */
    category: text('category'),
    imageUrl: text('image_url'),
    priceCredits: integer('price_credits').notNull().default(SEAT_CREDIT_COST),
    goldIncluded: boolean('gold_included').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_products_organization_idx').on(t.organizationId),
    index('support_products_type_idx').on(t.type, t.id),
  ],
);

/**
 * One meeting of an offer. `reserved` counts the live seats and is only ever changed by a single
 * conditional UPDATE (`reserved < capacity`), so racing patients can never overfill it.
 */
export const supportSessions = pgTable(
  'support_sessions',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().default(sql`gen_random_uuid()`),
    productId: integer('product_id')
      .notNull()
      .references(() => supportProducts.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timezone: text('timezone').notNull(),
    platform: text('platform', { enum: ['video', 'phone', 'in_person'] }).notNull(),
    address: text('address'),
    /** The room's link: shown only to attendees once started (spec 4). */
    videoUrl: text('video_url'),
    capacity: integer('capacity').notNull(),
    reserved: integer('reserved').notNull().default(0),
    presenterIds: jsonb('presenter_ids').$type<number[]>().notNull().default([]),
    /** A practitioner's note after a visit: the visit summary. */
    summary: text('summary'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('support_sessions_uuid_key').on(t.uuid),
    index('support_sessions_product_idx').on(t.productId, t.startsAt),
    index('support_sessions_starts_idx').on(t.startsAt),
    check('support_sessions_seats', sql`${t.reserved} >= 0 and ${t.reserved} <= ${t.capacity}`),
    check('support_sessions_times', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A patient's seat. A live seat has no `cancelled_at`; one live seat per patient and session. */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().default(sql`gen_random_uuid()`),
    sessionId: integer('session_id')
      .notNull()
      .references(() => supportSessions.id, { onDelete: 'cascade' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paidWithCredit: boolean('paid_with_credit').notNull(),
    reservedAt: timestamp('reserved_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    uniqueIndex('reservations_uuid_key').on(t.uuid),
    uniqueIndex('reservations_live_key').on(t.sessionId, t.patientId).where(sql`cancelled_at is null`),
    index('reservations_patient_idx').on(t.patientId, t.sessionId),
  ],
);

/**
 * An item of a patient's care plan, milestones included (`type` milestone). Ordered in a day:
 * milestones, then the non-milestone items most recently completed first, then the rest.
 */
export const carePlanItems = pgTable(
  'care_plan_items',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().default(sql`gen_random_uuid()`),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    assignedBy: integer('assigned_by').references(() => practitioners.id, { onDelete: 'set null' }),
    type: text('type', { enum: CARE_ITEM_TYPES }).notNull(),
    title: text('title').notNull(),
    description: text('description'),
    /** The day it is planned for. */
    day: date('day', { mode: 'string' }).notNull(),
    /** The session or appointment it stands for, whose state it shows. */
    sessionId: integer('session_id').references(() => supportSessions.id, { onDelete: 'set null' }),
    /** The filter category it belongs to. */
    category: text('category'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Play the completion animation once: set when a session finishes, cleared when shown. */
    animated: boolean('animated').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Removed from the plan by the patient; kept for the care team's record. */
    unassignedAt: timestamp('unassigned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('care_plan_items_patient_day_idx').on(t.patientId, t.day),
    uniqueIndex('care_plan_items_uuid_key').on(t.uuid),
  ],
);

export const appointmentRequestCategories = pgTable('appointment_request_categories', {
  id: serial('id').primaryKey(),
  name: jsonb('name').$type<Words>().notNull(),
  position: integer('position').notNull().default(0),
});

/** A patient asks one organization for a visit; its care team confirms (booking a time) or declines. */
export const appointmentRequests = pgTable(
  'appointment_requests',
  {
    id: serial('id').primaryKey(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => appointmentRequestCategories.id),
    message: text('message').notNull(),
    preferredTimes: text('preferred_times'),
    status: text('status', { enum: ['pending', 'confirmed', 'declined'] })
      .notNull()
      .default('pending'),
    decidedBy: integer('decided_by').references(() => practitioners.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Why the care team declined, in their words, shown to the patient on the request; optional. */
    declineReason: text('decline_reason'),
    /** The seat booked when confirmed. */
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('appointment_requests_organization_idx').on(t.organizationId, t.status),
    index('appointment_requests_patient_idx').on(t.patientId),
  ],
);
