// HTTP for questionnaires (spec section 7, "Questionnaires"): the engine's runs, answers and
// results, the crisis resources on a crisis answer, and the PDF in the run's language.
import { created, noContent, ok, type Handlers } from '../http/routes.js';
import { noStore } from '../http/headers.js';
import { currentUser, requestLanguage } from '../http/session.js';
import type { Services } from '../services/index.js';
import { questionnairePdf } from '../services/questionnaires/pdf.js';
import { progressPercent } from '../services/questionnaires/questionnaires.js';
import {
  localeOfRun,
  toCrisisResources,
  toQuestionnaire,
  toQuestionnaireEnd,
  toQuestionnaireSummary,
  toQuestionnaireUser,
  toResponse,
} from '../services/questionnaires/views.js';

export function questionnaireHandlers({ questionnaires, giftCards, challengeKeys }: Services): Handlers {
  return {
    async getGiftCard(request) {
      return ok(await giftCards.card(currentUser(request), request.params.slug, requestLanguage(request)));
    },

    async getGiftCardOfType(request) {
      return ok(
        await giftCards.cardOfType(
          currentUser(request),
          request.params.slug,
          request.params.type,
          requestLanguage(request),
        ),
      );
    },

    async listOtherGiftCards(request) {
      return ok(await giftCards.others(currentUser(request), request.params.id, requestLanguage(request)));
    },

    async sendChallengeKey(request) {
      const { lang, transporter } = request.body;
      return ok(await challengeKeys.send(currentUser(request), request.params.id, lang, transporter));
    },

    async listProfileQuestionnaires(request) {
      const summaries = await questionnaires.summaries(currentUser(request));
      const locale = requestLanguage(request);
      return ok(summaries.map((summary) => toQuestionnaireSummary(summary, locale)));
    },

    // Public with a private id (a visitor's run of a survey), else the signed-in patient's.
    async getQuestionnaire(request, reply) {
      const { private_id, status } = request.query;
      const view =
        private_id === undefined
          ? await questionnaires.withRun(currentUser(request), request.params.id, status)
          : await questionnaires.visitorRun(request.params.id, { privateId: private_id });
      void noStore(request, reply);
      return ok(toQuestionnaire(view.questionnaire, view, requestLanguage(request)));
    },

    async startQuestionnaire(request) {
      const { run, questionnaire, responses } = await questionnaires.start(currentUser(request), request.params.id);
      return created(toQuestionnaireUser(run, questionnaire.definition, responses));
    },

    async saveAnswer(request) {
      const { response, crisis, alertedTeam, run } = await questionnaires.saveAnswer(
        currentUser(request),
        request.body,
      );
      return ok({
        response: toResponse(response),
        crisis,
        care_team_alerted: alertedTeam !== null,
        alerted_team: alertedTeam,
        crisis_resources: crisis ? toCrisisResources(localeOfRun(run.run.language)) : [],
        progress: progressPercent(run.questionnaire.definition, run.responses),
      });
    },

    async saveQuestionnaireProgress(request) {
      const { step_id, group_id } = request.body;
      const { run, questionnaire, responses } = await questionnaires.saveProgress(
        currentUser(request),
        request.params.id,
        step_id,
        group_id,
      );
      return ok(toQuestionnaireUser(run, questionnaire.definition, responses));
    },

    async changeQuestionnaireLanguage(request) {
      const { run, questionnaire, responses } = await questionnaires.changeLanguage(
        currentUser(request),
        request.params.id,
        request.body.language,
      );
      return ok(toQuestionnaireUser(run, questionnaire.definition, responses));
    },

    async terminateQuestionnaire(request) {
      const { is_terminated, termination_reason } = request.body;
      const { run, questionnaire, responses } = await questionnaires.terminate(
        currentUser(request),
        request.params.id,
        is_terminated,
        termination_reason,
      );
      return ok(toQuestionnaireUser(run, questionnaire.definition, responses));
    },

    async endQuestionnaire(request) {
      const user = currentUser(request);
      const { run, result, alertedTeam } = await questionnaires.end(
        user,
        request.params.id,
        request.body.questionnaire_user_id,
      );
      // In the run's language, as the result's words are.
      const giftCard = await giftCards.atEnd(user, run.questionnaire.slug, localeOfRun(run.run.language));
      return ok(toQuestionnaireEnd(run.run, run.questionnaire.definition, result, alertedTeam, giftCard));
    },

    async cloneQuestionnaireAnswers(request) {
      const { run, questionnaire, responses } = await questionnaires.clone(currentUser(request), request.params.id);
      return created(toQuestionnaireUser(run, questionnaire.definition, responses));
    },

    async deleteAnswer(request) {
      await questionnaires.deleteResponse(currentUser(request), request.params.id);
      return noContent();
    },

    async downloadQuestionnairePdf(request, reply) {
      const user = currentUser(request);
      const owned = await questionnaires.owned(user, request.params.id);
      const pdf = await questionnairePdf(owned, user);
      reply
        .header('content-disposition', `attachment; filename="questionnaire-${owned.run.id}.pdf"`)
        .type('application/pdf');
      return ok(pdf);
    },
  };
}
