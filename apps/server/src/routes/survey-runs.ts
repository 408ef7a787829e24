// HTTP for a visitor's run of a public survey (designed beyond the spec, openapi/v2.yaml): started
// from the survey's link without an account, then reached by its private id alone, through the
// same engine as a patient's run. Answers are never cached: they are the visitor's own.
import { noStore } from '../http/headers.js';
import { created, ok, type Handlers } from '../http/routes.js';
import type { Services } from '../services/index.js';
import { progressPercent } from '../services/questionnaires/questionnaires.js';
import {
  localeOfRun,
  toCrisisResources,
  toQuestionnaireEnd,
  toQuestionnaireUser,
  toResponse,
} from '../services/questionnaires/views.js';

export function surveyRunHandlers({ questionnaires, surveys }: Services): Handlers {
  return {
    async startSurveyRun(request, reply) {
      const { questionnaire } = await surveys.published(request.params.org, request.params.slug);
      const { run, responses, privateId } = await questionnaires.startVisitor(questionnaire.id, request.body.language);
      void noStore(request, reply);
      return created({
        private_id: privateId,
        questionnaire_user: toQuestionnaireUser(run, questionnaire.definition, responses),
      });
    },

    async saveVisitorAnswer(request, reply) {
      const { private_id, ...answer } = request.body;
      const { response, crisis, alertedTeam, run } = await questionnaires.saveAnswer({ privateId: private_id }, answer);
      void noStore(request, reply);
      return ok({
        response: toResponse(response),
        crisis,
        care_team_alerted: alertedTeam !== null,
        alerted_team: alertedTeam,
        crisis_resources: crisis ? toCrisisResources(localeOfRun(run.run.language)) : [],
        progress: progressPercent(run.questionnaire.definition, run.responses),
      });
    },

    async saveVisitorProgress(request, reply) {
      const { private_id, questionnaire_user_id, step_id, group_id } = request.body;
      const { run, questionnaire, responses } = await questionnaires.saveProgress(
        { privateId: private_id },
        questionnaire_user_id,
        step_id,
        group_id,
      );
      void noStore(request, reply);
      return ok(toQuestionnaireUser(run, questionnaire.definition, responses));
    },

    async changeVisitorLanguage(request, reply) {
      const { private_id, questionnaire_user_id, language } = request.body;
      const { run, questionnaire, responses } = await questionnaires.changeLanguage(
        { privateId: private_id },
        questionnaire_user_id,
        language,
      );
      void noStore(request, reply);
      return ok(toQuestionnaireUser(run, questionnaire.definition, responses));
    },

    async endVisitorRun(request, reply) {
      const { private_id, questionnaire_user_id } = request.body;
      const visitor = { privateId: private_id };
      const owned = await questionnaires.owned(visitor, questionnaire_user_id);
      const { run, result, alertedTeam } = await questionnaires.end(
        visitor,
        owned.run.questionnaireId,
        questionnaire_user_id,
      );
      void noStore(request, reply);
      return ok(toQuestionnaireEnd(run.run, run.questionnaire.definition, result, alertedTeam));
    },
  };
}
