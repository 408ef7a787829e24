// The patient's documents (spec 7, "Profile and documents"): uploaded by the patient, or shared
// with them by an organization (those count as not viewed until opened or marked viewed).
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    fileKey: text('file_key').notNull(),
    uploadedBy: text('uploaded_by', { enum: ['patient', 'organization'] }).notNull(),
    organizationId: integer('organization_id'),
    organizationName: text('organization_name'),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The list's order, newest first (nulls first, as `ORDER BY ... DESC` puts them).
  (t) => [index('documents_user_page_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);
