// The demo world's public survey: the demo organization publishes its satisfaction survey at
// /s/sunrise/satisfaction, behind a consent page. Made once: skipped when it exists.
import { and, eq } from 'drizzle-orm';
import type { Database } from './client.js';
import { satisfactionDefinition } from './questionnaires/index.js';
import { organizations, questionnaires, surveys } from './schema.js';
import { DEMO_ORGANIZATION_SLUG } from './seed-care-team.js';

export const DEMO_SURVEY = { organization: DEMO_ORGANIZATION_SLUG, slug: 'satisfaction' } as const;

export async function seedSurveys(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    // The organization's slug is the directory's (seed-organizations.ts), which runs first.
    const [organization] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.slug, DEMO_SURVEY.organization));
    if (!organization) return;
    await tx
      .insert(questionnaires)
      .values({ slug: satisfactionDefinition.slug, definition: satisfactionDefinition })
      .onConflictDoNothing({ target: questionnaires.slug });
    const [questionnaire] = await tx
      .select({ id: questionnaires.id })
      .from(questionnaires)
      .where(eq(questionnaires.slug, satisfactionDefinition.slug));
    const [existing] = await tx
      .select({ id: surveys.id })
      .from(surveys)
      .where(and(eq(surveys.organizationId, organization.id), eq(surveys.slug, DEMO_SURVEY.slug)));
    if (!existing)
      await tx
        .insert(surveys)
        .values({ organizationId: organization.id, slug: DEMO_SURVEY.slug, questionnaireId: questionnaire!.id });
  });
}
