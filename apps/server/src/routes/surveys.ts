// HTTP for public surveys (spec section 7, "Questionnaires"): the survey's landing page, open to
// visitors, told in the request's language; the consent page's visits and registrations; and a
// patient's satisfaction survey, opened by the private link of a new run.
import { noStore } from '../http/headers.js';
import { noContent, ok, type Handlers } from '../http/routes.js';
import { currentUser, requestLanguage } from '../http/session.js';
import type { Services } from '../services/index.js';

export function surveyHandlers({ questionnaires, surveys }: Services): Handlers {
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

    // The patient's satisfaction survey: a new run in her language, opened by its private link.
    async getSatisfactionSurvey(request, reply) {
      const user = currentUser(request);
      const { questionnaire } = await surveys.byId(request.params.id);
      const { privateId } = await questionnaires.startVisitor(
        questionnaire.id,
        user.prefs.language === 'es' ? 'ES' : 'EN',
        user,
      );
      void noStore(request, reply);
      return ok({ token: privateId, questionnaire_id: questionnaire.id });
    },

    async recordConsentPageVisit(request) {
      await surveys.recordActivity(currentUser(request), request.params.org, request.params.slug, 'land_on_consent');
      return noContent();
    },

    async recordRegistrationFromConsent(request) {
      await surveys.recordActivity(
        currentUser(request),
        request.params.org,
        request.params.slug,
        'land_on_register_from_consent',
      );
      return noContent();
    },
  };
}
