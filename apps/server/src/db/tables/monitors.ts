// Health monitors (spec sections 3, 7): blood pressure, kick counter and baby weight, with their
// readings. A patient has one blood pressure monitor, and a kick counter and a weight monitor per child.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { children } from './family.js';
import { conversations } from './care-team.js';
import { symptoms } from './symptoms.js';

export const monitors = pgTable(
  'monitors',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['pressure', 'weight', 'kick_counter'] }).notNull(),
    name: text('name').notNull(),
    /** The child a kick counter or weight monitor follows; null for blood pressure. */
    childId: integer('child_id').references(() => children.id, { onDelete: 'cascade' }),
    lastReadingAt: timestamp('last_reading_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('monitors_user_id_idx').on(t.userId),
    // One blood pressure monitor per patient, one monitor of a kind per child.
    uniqueIndex('monitors_one_pressure_key').on(t.userId).where(sql`${t.type} = 'pressure'`),
    uniqueIndex('monitors_child_type_key').on(t.userId, t.childId, t.type).where(sql`${t.childId} is not null`),
  ],
);

const monitorId = () =>
  integer('monitor_id')
    .notNull()
    .references(() => monitors.id, { onDelete: 'cascade' });

export const bloodPressureReadings = pgTable(
  'blood_pressure_readings',
  {
    id: serial('id').primaryKey(),
    monitorId: monitorId(),
    systolic: smallint('systolic').notNull(),
    diastolic: smallint('diastolic').notNull(),
    pulse: smallint('pulse'),
    notes: text('notes'),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
    source: text('source', { enum: ['manual', 'device'] })
      .notNull()
      .default('manual'),
    /** The cuff's own id of a synced reading, so a second sync never imports it twice. */
    deviceReadingId: text('device_reading_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Every paged list has an index in its own order: `ORDER BY x DESC` puts nulls first, so the
    // index does too (an index `DESC NULLS LAST` does not serve that order and the page sorts).
    index('blood_pressure_readings_page_idx').on(
      t.monitorId,
      t.measuredAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    uniqueIndex('blood_pressure_readings_device_key').on(t.monitorId, t.deviceReadingId),
  ],
);

export const bloodPressureReadingSymptoms = pgTable(
  'blood_pressure_reading_symptoms',
  {
    readingId: integer('reading_id')
      .notNull()
      .references(() => bloodPressureReadings.id, { onDelete: 'cascade' }),
    symptomId: integer('symptom_id')
      .notNull()
      .references(() => symptoms.id),
  },
  (t) => [
    primaryKey({ columns: [t.readingId, t.symptomId] }),
    index('bp_reading_symptoms_symptom_idx').on(t.symptomId),
  ],
);

/**
 * Kick counts. A count in progress (the timer) is a row too, `running` until saved, so it survives a
 * reload or a switch of device, and one id names it before and after it is saved (spec 7: PUT
 * .../kick-counter/{id} saves a running count or changes a saved one).
 */
export const kickCountReadings = pgTable(
  'kick_count_readings',
  {
    id: serial('id').primaryKey(),
    monitorId: monitorId(),
    running: boolean('running').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }),
    totalKicks: integer('total_kicks').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    /** The local date and time the count started, as the patient saw them. */
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    notes: text('notes'),
    addedBy: integer('added_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kick_count_readings_page_idx').on(
      t.monitorId,
      t.date.desc().nullsFirst(),
      t.time.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // One count at a time per baby.
    uniqueIndex('kick_count_readings_running_key').on(t.monitorId).where(sql`${t.running}`),
  ],
);

export const weightReadings = pgTable(
  'weight_readings',
  {
    id: serial('id').primaryKey(),
    monitorId: monitorId(),
    /** Stored in grams whatever the unit typed (clinical.md). */
    grams: integer('grams').notNull(),
    /** The unit the weight was typed in, so an edit shows it back as entered. */
    unit: text('unit', { enum: ['lb', 'kg'] }).notNull(),
    measuredOn: date('measured_on', { mode: 'string' }).notNull(),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('weight_readings_page_idx').on(t.monitorId, t.measuredOn.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const reminders = pgTable(
  'reminders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    monitorId: monitorId(),
    type: text('type', { enum: ['kick_count', 'blood_pressure', 'baby_weight'] }).notNull(),
    /** HH:MM in the user's time zone. */
    time: text('time').notNull(),
    daily: boolean('daily').notNull(),
    /** Remind again after this many minutes when nothing was logged (0: never). */
    minutes: smallint('minutes').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** From when it counts: set when made, changed or switched on, so no earlier time is delivered. */
    armedAt: timestamp('armed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A monitor's reminders are listed by time.
  (t) => [index('reminders_monitor_idx').on(t.monitorId, t.time, t.id), index('reminders_enabled_idx').on(t.enabled)],
);

/** In-app notifications; a due reminder becomes one, delivered once per due time. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['reminder', 'reminderRepeat', 'careTeamReply'] }).notNull(),
    reminderId: integer('reminder_id').references(() => reminders.id, { onDelete: 'set null' }),
    reminderType: text('reminder_type', { enum: ['kick_count', 'blood_pressure', 'baby_weight'] }),
    monitorId: integer('monitor_id').references(() => monitors.id, { onDelete: 'set null' }),
    /** The conversation a care team reply was written in; it goes with the conversation. */
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    /** The moment it was due; with the reminder it makes delivery idempotent across restarts. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list is by due time, newest first.
    index('notifications_user_idx').on(t.userId, t.dueAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    uniqueIndex('notifications_due_key').on(t.reminderId, t.kind, t.dueAt),
  ],
);

/**
 * The app's Idempotency-Key of each reading it logged (a blood pressure, a weight, a kick count
 * started), with a fingerprint of what was asked and the first answer: a retry from the phone's
 * queue with the same key answers that answer and writes nothing; the key with another body is
 * refused. Kept when the reading is later removed, so a late retry cannot bring it back (a sweep of
 * keys older than the 90-day window of measured times is planned).
 */
export const readingRequestKeys = pgTable(
  'reading_request_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha-256 of the operation, its path and its body, in a stable order. */
    fingerprint: text('fingerprint').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
