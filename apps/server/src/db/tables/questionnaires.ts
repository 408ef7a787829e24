// Questionnaires are data [spec 3 "Questionnaire"]: each definition is a JSON document checked by
// @mat/domain's validateQuestionnaireDefinition, so a new one needs no release. A patient's run
// through one is a questionnaire user (the spec's per-user fields), holding one response per
// question; a crisis answer leaves an urgent alert for the care team's console.
import type { AnswerValue, QuestionnaireDefinition } from '@mat/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { bloodPressureReadings } from './monitors.js';

export const questionnaires = pgTable('questionnaires', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  definition: jsonb('definition').$type<QuestionnaireDefinition>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const questionnaireUsers = pgTable(
  'questionnaire_users',
  {
    /** The spec's questionnaire_user_id. */
    id: serial('id').primaryKey(),
    /** The patient whose run it is; none for a visitor's run of a public survey. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    /**
     * A visitor's run of a public survey: the SHA-256 of its private id (256 random bits, given
     * once to the visitor), the only key to it.
     */
    privateIdHash: text('private_id_hash').unique(),
    language: text('language', { enum: ['EN', 'ES'] })
      .notNull()
      .default('EN'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endAt: timestamp('end_at', { withTimezone: true }),
    isTerminated: boolean('is_terminated').notNull().default(false),
    terminationReason: text('termination_reason'),
    /** Where the patient was: resumed from on any device. */
    progressStepId: integer('progress_step_id'),
    progressGroupId: integer('progress_group_id'),
    /** The finished run this one copies, for editing (clone). */
    clonedFromId: integer('cloned_from_id'),
    /** Set at the end by @mat/domain's rule for a screening: never computed here. */
    score: integer('score'),
    bandMin: integer('band_min'),
    bandMax: integer('band_max'),
    crisis: boolean('crisis').notNull().default(false),
  },
  (t) => [
    index('questionnaire_users_user_idx').on(t.userId, t.questionnaireId),
    check('questionnaire_users_owner_check', sql`${t.userId} IS NOT NULL OR ${t.privateIdHash} IS NOT NULL`),
  ],
);

export const questionnaireResponses = pgTable(
  'questionnaire_responses',
  {
    id: serial('id').primaryKey(),
    questionnaireUserId: integer('questionnaire_user_id')
      .notNull()
      .references(() => questionnaireUsers.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    groupId: integer('group_id').notNull(),
    // Wrapped in an object: a bare JSON string ("0") comes back from the driver as a number.
    response: jsonb('response').$type<{ value: AnswerValue }>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('questionnaire_responses_question_idx').on(t.questionnaireUserId, t.questionId)],
);

/**
 * What the care team must see at once: today a crisis answer on a screening. The console's inbox
 * reads the unresolved ones, urgent first; the on-call e-mail and text go out when it is made.
 */
export const careTeamAlerts = pgTable(
  'care_team_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['crisis_answer', 'blood_pressure'] }).notNull(),
    urgent: boolean('urgent').notNull().default(true),
    questionnaireUserId: integer('questionnaire_user_id').references(() => questionnaireUsers.id, {
      onDelete: 'set null',
    }),
    questionId: integer('question_id'),
    // A blood pressure alert: the reading that raised it, and the severe recheck that raised its
    // urgency (@mat/domain's bloodPressureAlertStep). A reading the patient removes leaves the
    // alert in place without its numbers: the team must still reach out.
    bloodPressureReadingId: integer('blood_pressure_reading_id').references(() => bloodPressureReadings.id, {
      onDelete: 'set null',
    }),
    readingMeasuredAt: timestamp('reading_measured_at', { withTimezone: true }),
    recheckReadingId: integer('recheck_reading_id').references(() => bloodPressureReadings.id, {
      onDelete: 'set null',
    }),
    raisedAt: timestamp('raised_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('care_team_alerts_open_idx').on(t.resolvedAt, t.createdAt),
    index('care_team_alerts_patient_open_idx').on(t.userId, t.kind).where(sql`${t.resolvedAt} is null`),
  ],
);
