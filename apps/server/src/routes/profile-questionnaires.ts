// HTTP for the questionnaire answers the profile screens read (spec section 7, "Profile and
// documents", "Children and pregnancies"): the baby-info questionnaire, a child's, a pregnancy's
// answers and the medical history's. A child or pregnancy of another patient is 404.
import { ok, type Handlers } from '../http/routes.js';
import { currentUser } from '../http/session.js';
import type { Services } from '../services/index.js';
import { PROFILE_QUESTIONNAIRES } from '../services/questionnaires/questionnaires.js';
import { toQuestionnaireLink, toResponse } from '../services/questionnaires/views.js';

export function profileQuestionnaireHandlers({ questionnaires, children, pregnancies }: Services): Handlers {
  return {
    async getBabyInfoQuestionnaire(request) {
      return ok(
        toQuestionnaireLink(await questionnaires.profileRun(currentUser(request), PROFILE_QUESTIONNAIRES.babyInfo)),
      );
    },

    async getChildQuestionnaire(request) {
      const user = currentUser(request);
      await children.owned(user, request.params.id);
      return ok(toQuestionnaireLink(await questionnaires.profileRun(user, PROFILE_QUESTIONNAIRES.babyInfo)));
    },

    async listPregnancyResponses(request) {
      const user = currentUser(request);
      await pregnancies.owned(user, request.params.id);
      const { responses } = await questionnaires.profileRun(user, PROFILE_QUESTIONNAIRES.pregnancy);
      return ok(responses.map(toResponse));
    },

    async getMedicalHistoryAnswers(request) {
      const { questionnaire, run, responses } = await questionnaires.profileRun(
        currentUser(request),
        PROFILE_QUESTIONNAIRES.medicalHistory,
      );
      return ok({
        questionnaire_id: questionnaire.id,
        questionnaire_user_id: run?.id ?? null,
        responses: responses.map(toResponse),
      });
    },
  };
}
