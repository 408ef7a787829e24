// Requests sent through Contact us (POST /support/request): kept, and e-mailed to the care team.
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

export const supportRequests = pgTable('support_requests', {
  id: serial('id').primaryKey(),
  /** The signed-in patient who sent it, if any: a visitor may write too. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  language: text('language', { enum: ['en', 'es'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
