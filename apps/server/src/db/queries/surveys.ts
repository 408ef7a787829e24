// SQL of organizations' public surveys and of what is recorded on their consent pages.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { consentPageActivities, organizations, questionnaires, surveys, CONSENT_PAGE_ACTIVITIES } from '../schema.js';

export type SurveyRow = typeof surveys.$inferSelect;
type OrganizationRow = typeof organizations.$inferSelect;
type QuestionnaireRow = typeof questionnaires.$inferSelect;

/** The survey published under these slugs, with its organization and questionnaire. */
export async function publishedSurvey(
  db: Database,
  organizationSlug: string,
  slug: string,
): Promise<{ survey: SurveyRow; organization: OrganizationRow; questionnaire: QuestionnaireRow } | undefined> {
  const [row] = await db
    .select({ survey: surveys, organization: organizations, questionnaire: questionnaires })
    .from(surveys)
    .innerJoin(organizations, eq(organizations.id, surveys.organizationId))
    .innerJoin(questionnaires, eq(questionnaires.id, surveys.questionnaireId))
    .where(and(eq(organizations.slug, organizationSlug), eq(surveys.slug, slug)));
  return row;
}

export async function surveyOfId(
  db: Database,
  id: number,
): Promise<{ survey: SurveyRow; questionnaire: QuestionnaireRow } | undefined> {
  const [row] = await db
    .select({ survey: surveys, questionnaire: questionnaires })
    .from(surveys)
    .innerJoin(questionnaires, eq(questionnaires.id, surveys.questionnaireId))
    .where(eq(surveys.id, id));
  return row;
}

export async function insertConsentPageActivity(
  db: Database,
  values: { surveyId: number; userId: number; activity: (typeof CONSENT_PAGE_ACTIVITIES)[number]; at: Date },
): Promise<void> {
  await db.insert(consentPageActivities).values(values);
}
