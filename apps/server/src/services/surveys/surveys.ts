// Public surveys [spec 2 "/s/{organizationSlug}/{questionnaireSlug}"]: an organization's survey is
// found by the organization's slug and its own; a slug pair that names no survey is 404. Visits to
// the consent page and registrations from it are recorded against the survey, per patient.
import type { Database } from '../../db/client.js';
import { insertConsentPageActivity, publishedSurvey, surveyOfId } from '../../db/queries/surveys.js';
import type { CONSENT_PAGE_ACTIVITIES } from '../../db/schema.js';
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
    const row = await publishedSurvey(this.db, organizationSlug, slug);
    if (!row) throw new NotFoundError('No such survey');
    return row;
  }

  /** A survey by its id, with its questionnaire: what a patient is asked to answer. */
  async byId(id: number) {
    const row = await surveyOfId(this.db, id);
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
    await insertConsentPageActivity(this.db, { surveyId: survey.id, userId: user.id, activity, at: this.now() });
  }
}
