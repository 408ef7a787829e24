// The patient's phones that receive push notifications (adapters/push.ts): one row per app install,
// registered by the phone app after sign-in and removed at logout or when FCM or APNs say the token
// is no longer valid.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

export const pushDevices = pgTable(
  'push_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: ['android', 'ios'] }).notNull(),
    /** FCM's registration token or APNs' device token: one install, so one owner at a time. */
    token: text('token').notNull().unique(),
    appVersion: text('app_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the app last registered it: it does so at each sign-in and launch. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_devices_user_idx').on(t.userId)],
);
