// HTTP for public surveys (spec section 7, "Questionnaires"): the survey's landing page, open to
// visitors, told in the request's language; and the consent page's visits and registrations.
import { noContent, ok, type Handlers } from '../http/routes.js';
import { currentUser, requestLanguage } from '../http/session.js';
import type { Services } from '../services/index.js';

export function surveyHandlers({ surveys }: Services): Handlers {
  return {
    async getSurveyInfo(request) {
      const { organization, questionnaire, survey } = await surveys.published(request.params.org, request.params.slug);
      const language = requestLanguage(request);
      const { definition } = questionnaire;
      return ok({
        organization: { id: organization.id, name: organization.name },
        questionnaire_id: questionnaire.id,
        title: definition.title[language],
        description: definition.description?.[language] ?? null,
        consent_required: survey.consentRequired,
        language,
      });
    },

    async recordConsentPageVisit(request) {
      await surveys.recordActivity(currentUser(request), request.params.org, request.params.slug, 'land_on_consent');
      return noContent();
    },

    async recordRegistrationFromConsent(request) {
      await surveys.recordActivity(currentUser(request), request.params.org, request.params.slug, 'land_on_register_from_consent');
      return noContent();
    },
  };
}
