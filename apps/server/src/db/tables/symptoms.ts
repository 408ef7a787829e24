// Symptoms a patient can report with a blood pressure reading (GET /symptoms). Reference data,
// seeded by a migration so every database has the same list and the same ids.
import { pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const symptoms = pgTable(
  'symptoms',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    /** The @mat/domain warning sign this symptom is, if it is one: it turns a reading urgent. */
    warningSign: text('warning_sign'),
    nameEn: text('name_en').notNull(),
    nameEs: text('name_es').notNull(),
    descriptionEn: text('description_en'),
    descriptionEs: text('description_es'),
    position: smallint('position').notNull(),
  },
  (t) => [uniqueIndex('symptoms_key_key').on(t.key)],
);
