// Public surveys [spec 2 "/s/{organizationSlug}/{questionnaireSlug}"]: an organization publishes a
// questionnaire under its own slug, behind a consent page; visits to that page and registrations
// from it are counted per survey, so the organization sees how the page converts.
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { organizations } from './care-team.js';
import { questionnaires } from './questionnaires.js';

export const surveys = pgTable(
  'surveys',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The survey's name in its link, unique within its organization. */
    slug: text('slug').notNull(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    consentRequired: boolean('consent_required').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('surveys_organization_slug_idx').on(t.organizationId, t.slug)],
);

export const CONSENT_PAGE_ACTIVITIES = ['land_on_consent', 'land_on_register_from_consent'] as const;

export const consentPageActivities = pgTable(
  'consent_page_activities',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activity: text('activity', { enum: CONSENT_PAGE_ACTIVITIES }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consent_page_activities_survey_idx').on(t.surveyId, t.activity)],
);
