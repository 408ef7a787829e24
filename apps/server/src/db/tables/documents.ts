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
  (t) => [index('documents_user_id_idx').on(t.userId)],
);
