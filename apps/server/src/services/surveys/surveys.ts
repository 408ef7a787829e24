// Public surveys [spec 2 "/s/{organizationSlug}/{questionnaireSlug}"]: an organization's survey is
// found by the organization's slug and its own; a slug pair that names no survey is 404. Visits to
// the consent page and registrations from it are recorded against the survey, per patient.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  consentPageActivities,
  organizations,
  questionnaires,
  surveys,
  CONSENT_PAGE_ACTIVITIES,
} from '../../db/schema.js';
import { NotFoundError } from '../errors.js';
import type { UserRow } from '../sessions.js';

export type ConsentPageActivity = (typeof CONSENT_PAGE_ACTIVITIES)[number];

export class Surveys {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** The survey published at /s/{organization}/{slug}, with its organization and questionnaire. */
  async published(organizationSlug: string, slug: string) {
    const [row] = await this.db
      .select({ survey: surveys, organization: organizations, questionnaire: questionnaires })
      .from(surveys)
      .innerJoin(organizations, eq(organizations.id, surveys.organizationId))
      .innerJoin(questionnaires, eq(questionnaires.id, surveys.questionnaireId))
      .where(and(eq(organizations.slug, organizationSlug), eq(surveys.slug, slug)));
    if (!row) throw new NotFoundError('No such survey');
    return row;
  }

  /** A survey by its id, with its questionnaire: what a patient is asked to answer. */
  async byId(id: number) {
    const [row] = await this.db
      .select({ survey: surveys, questionnaire: questionnaires })
      .from(surveys)
      .innerJoin(questionnaires, eq(questionnaires.id, surveys.questionnaireId))
      .where(eq(surveys.id, id));
    if (!row) throw new NotFoundError('No such survey');
    return row;
  }

  async recordActivity(
    user: UserRow,
    organizationSlug: string,
    slug: string,
    activity: ConsentPageActivity,
  ): Promise<void> {
    const { survey } = await this.published(organizationSlug, slug);
    await this.db
      .insert(consentPageActivities)
      .values({ surveyId: survey.id, userId: user.id, activity, at: this.now() });
  }
}
