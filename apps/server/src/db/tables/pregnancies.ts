// Pregnancies and the parent's medical profile (spec section 3, "Pregnancy" and "Medical profile
// (parent)"). A pregnancy ends in a birth (linked to the child) or a loss (its report); the
// pregnancies-experienced count lives in the medical profile, where the patient may correct it.
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Schema } from '../../contract.js';
import { users } from './accounts.js';
import { children } from './family.js';

export type BirthPlan = { wishes: string; support_people: string[] };
export type LossReport = {
  date: string;
  type: 'miscarriage' | 'stillbirth' | 'ectopic' | 'termination' | 'other';
  notes?: string | null;
};

export const pregnancies = pgTable(
  'pregnancies',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    lastMenstrualPeriod: date('last_menstrual_period', { mode: 'string' }),
    conceptionMethod: text('conception_method', { enum: ['Natural', 'IVF', 'IUI'] }),
    firstPregnancy: boolean('first_pregnancy'),
    pregnanciesCount: integer('pregnancies_count'),
    liveBirths: integer('live_births'),
    miscarriages: integer('miscarriages'),
    complications: jsonb('complications').$type<string[]>().notNull().default([]),
    feedingPlans: jsonb('feeding_plans').$type<Schema<'FeedingMethod'>[]>().notNull().default([]),
    intendedBirthPlace: text('intended_birth_place', { enum: ['Hospital', 'Birth Center', 'Home', 'Not Sure'] }),
    birthPlaceName: text('birth_place_name'),
    deliveryType: text('delivery_type', {
      enum: ['vaginal', 'cesarean', 'complicated_vaginal', 'vbac', 'repeat_cesarean'],
    }),
    cesareanKind: text('cesarean_kind', { enum: ['scheduled', 'unscheduled', 'emergency'] }),
    complicatedVaginalKind: text('complicated_vaginal_kind', { enum: ['vacuum', 'forceps'] }),
    bloodTransfusionUnits: integer('blood_transfusion_units'),
    birthPlan: jsonb('birth_plan').$type<BirthPlan>(),
    lossReport: jsonb('loss_report').$type<LossReport>(),
    childId: integer('child_id').references(() => children.id, { onDelete: 'set null' }),
    childLinkReason: text('child_link_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pregnancies_user_id_idx').on(t.userId)],
);

/** The MedicalProfile fields of openapi/v2.yaml, kept as the patient gave them. */
export type MedicalProfileFields = Record<string, unknown>;

export const medicalProfiles = pgTable('medical_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fields: jsonb('fields').$type<MedicalProfileFields>().notNull().default({}),
  pregnanciesExperienced: integer('pregnancies_experienced').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
