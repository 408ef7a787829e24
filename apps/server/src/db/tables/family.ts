// The patient's children (spec section 3, "Child"): babies born and babies expected. Monitors for
// kicks and weight follow a child.
import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

export type CareProvider = { name: string; organization: string | null; phone: string | null };

export const children = pgTable(
  'children',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    sex: text('sex', { enum: ['female', 'male', 'intersex', 'unknown'] }),
    dueDate: date('due_date', { mode: 'string' }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** Stored in grams like every weight; the contract shows it in lb and oz. */
    birthWeightGrams: integer('birth_weight_grams'),
    bornAt: text('born_at', { enum: ['Hospital', 'Birth Center', 'Home', 'Not Sure'] }),
    feedingMethod: text('feeding_method', { enum: ['Human Milk', 'Expressed Milk', 'Formula', 'Donor Milk'] }),
    conception: text('conception', { enum: ['Natural', 'Adoption', 'Surrogacy'] }),
    complications: jsonb('complications').$type<string[]>().notNull().default([]),
    pumpType: text('pump_type'),
    pediatrician: jsonb('pediatrician').$type<CareProvider>(),
    deliveryMethod: text('delivery_method', {
      enum: ['vaginal', 'cesarean', 'complicated_vaginal', 'vbac', 'repeat_cesarean'],
    }),
    deliveryLocation: text('delivery_location'),
    pregnancyId: integer('pregnancy_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('children_user_id_idx').on(t.userId)],
);
