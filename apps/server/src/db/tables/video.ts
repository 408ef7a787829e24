// Video rooms (spec 4 and 9, "Video session"): the room a presenter opens for a session with
// platform video, the expiring link code that leads an attendee to it, and what each attendee's
// side reported (waiting, joined, left, a failed device check) for the care team to see.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { supportSessions } from './care.js';
import { practitioners } from './care-team.js';

export const VIDEO_EVENTS = ['waiting', 'joined', 'left', 'device_check_failed'] as const;

/**
 * One room per session, opened once by a presenter and ended once: an ended room is never reopened
 * (its link disappears for good). `name` is the room's name at the video adapter (the contract's
 * `connected_session_id`); `link_code` is the current link, replaced when the provider sends a new one.
 */
export const videoRooms = pgTable(
  'video_rooms',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => supportSessions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    openedBy: integer('opened_by').references(() => practitioners.id, { onDelete: 'set null' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    linkCode: text('link_code').notNull(),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('video_rooms_session_key').on(t.sessionId),
    uniqueIndex('video_rooms_name_key').on(t.name),
    uniqueIndex('video_rooms_link_key').on(t.linkCode),
  ],
);

/** What an attendee's side reported, newest last. */
export const videoEvents = pgTable(
  'video_events',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => supportSessions.id, { onDelete: 'cascade' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event', { enum: VIDEO_EVENTS }).notNull(),
    detail: text('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('video_events_session_idx').on(t.sessionId, t.at)],
);
