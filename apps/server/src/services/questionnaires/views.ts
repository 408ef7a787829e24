// What the contract shows of questionnaires (openapi/v2.yaml "Questionnaires"): a definition
// told in one language, a run with its progress, answers, the end's result and crisis resources.
import type { AlertedTeam } from '../care-team/staff-alerts.js';
import {
  crisisResources,
  domainMessages,
  questionOptions,
  screeningMaxTotal,
  screeningResultMessage,
  type QuestionDefinition,
  type QuestionnaireDefinition,
  type QuestionnaireLocale,
  type ScreeningResult,
} from '@mat/domain';
import type { Schema } from '../../contract.js';
import {
  progressPercent,
  type QuestionnaireRow,
  type ResponseRow,
  type RunLanguage,
  type RunRow,
} from './questionnaires.js';

export const localeOfRun = (language: RunLanguage): QuestionnaireLocale => (language === 'ES' ? 'es' : 'en');

export function toResponse(row: ResponseRow) {
  const value = row.response.value;
  return {
    id: row.id,
    questions_id: row.questionId,
    questionnaire_group_id: row.groupId,
    response: Array.isArray(value) ? [...value] : (value as string | number | null),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toQuestionnaireUser(
  run: RunRow,
  definition: QuestionnaireDefinition,
  responses: readonly ResponseRow[],
) {
  return {
    questionnaire_user_id: run.id,
    questionnaire_id: run.questionnaireId,
    questionnaire_user_language: run.language,
    end_at: run.endAt?.toISOString() ?? null,
    is_terminated: run.isTerminated,
    termination_reason: run.terminationReason,
    questionnaire_user_progress: {
      step_id: run.progressStepId,
      group_id: run.progressGroupId,
      percent: progressPercent(definition, responses),
    },
  };
}

function toQuestion(question: QuestionDefinition, locale: QuestionnaireLocale) {
  const base = {
    id: question.id,
    text: question.text[locale],
    type: question.type,
    required: question.required,
    options: questionOptions(question).map((o) => ({ value: o.value, label: o.label[locale], score: o.score })),
  };
  switch (question.type) {
    case 'text':
      return { ...base, max_length: question.maxLength };
    case 'number':
      return { ...base, min: question.min, max: question.max, integer: question.integer };
    case 'scale':
      return {
        ...base,
        min: question.min,
        max: question.max,
        min_label: question.minLabel[locale],
        max_label: question.maxLabel[locale],
      };
    default:
      return base;
  }
}

export function toQuestionnaire(
  questionnaire: QuestionnaireRow,
  view: { run: RunRow | null; responses: ResponseRow[]; previous: ResponseRow[] },
  requestLocale: QuestionnaireLocale,
) {
  const { definition } = questionnaire;
  // A run is shown in its own language, so switching mid-way switches every text.
  const locale = view.run ? localeOfRun(view.run.language) : requestLocale;
  return {
    id: questionnaire.id,
    slug: questionnaire.slug,
    title: definition.title[locale],
    description: definition.description?.[locale] ?? null,
    settings: { provider: 'matrona' },
    product: { belongs_to_org: false },
    steps: definition.steps.map((step) => ({
      id: step.id,
      title: step.title?.[locale] ?? null,
      groups: step.groups.map((group) => ({
        id: group.id,
        title: group.title?.[locale] ?? null,
        questions: group.questions.map((q) => toQuestion(q, locale)),
      })),
    })),
    questionnaire_user: view.run ? toQuestionnaireUser(view.run, definition, view.responses) : null,
    responses: view.responses.map(toResponse),
    previous_responses: view.previous.map(toResponse),
    source: definition.source
      ? {
          citation: definition.source.citation,
          terms_of_use: definition.source.termsOfUse,
          spanish_version: definition.source.spanishVersion,
        }
      : null,
  };
}

/** The crisis lines to show at once, in the run's language, with the digits for tel: and sms:. */
export function toCrisisResources(locale: QuestionnaireLocale) {
  return crisisResources.map((r) => ({
    id: r.id,
    text: domainMessages[locale][r.messageId],
    call: r.call,
    sms: r.text,
  }));
}

/** A run's end; a patient's run names the thank-you gift card its questionnaire offers (a visitor's, none). */
export function toQuestionnaireEnd(
  run: RunRow,
  definition: QuestionnaireDefinition,
  result: ScreeningResult | null,
  alertedTeam: AlertedTeam | null,
  giftCard: Schema<'GiftCard'> | null = null,
) {
  const locale = localeOfRun(run.language);
  const scale = definition.scoring?.scale;
  return {
    questionnaire_user_id: run.id,
    end_at: run.endAt!.toISOString(),
    score: result?.total ?? null,
    max_score: scale ? screeningMaxTotal(scale) : null,
    band: result ? `${result.band[0]}-${result.band[1]}` : null,
    result: result && scale ? domainMessages[locale][screeningResultMessage(scale, result)] : null,
    crisis: result?.crisis ?? false,
    care_team_alerted: alertedTeam !== null,
    alerted_team: alertedTeam,
    gift_card: giftCard,
  };
}

const statusOf = (run: RunRow | null): 'not_started' | 'in_progress' | 'completed' | 'terminated' =>
  run === null ? 'not_started' : run.isTerminated ? 'terminated' : run.endAt !== null ? 'completed' : 'in_progress';

/** A finished run's result for the list's history: its date, total and band (scored at its end). */
function toResult(run: RunRow, definition: QuestionnaireDefinition) {
  const scale = definition.scoring?.scale;
  return {
    questionnaire_user_id: run.id,
    end_at: run.endAt!.toISOString(),
    score: run.score,
    max_score: scale ? screeningMaxTotal(scale) : null,
    band: run.bandMin !== null && run.bandMax !== null ? `${run.bandMin}-${run.bandMax}` : null,
    crisis: run.crisis,
  };
}

export function toQuestionnaireSummary(
  summary: { questionnaire: QuestionnaireRow; latest: RunRow | null; finished: RunRow[] },
  locale: QuestionnaireLocale,
) {
  const { questionnaire, latest, finished } = summary;
  return {
    id: questionnaire.id,
    slug: questionnaire.slug,
    title: questionnaire.definition.title[locale],
    status: statusOf(latest),
    questionnaire_user_id: latest?.id ?? null,
    end_at: latest?.endAt?.toISOString() ?? null,
    results: finished.map((run) => toResult(run, questionnaire.definition)),
  };
}

/** A questionnaire that goes with a record: which one, the patient's run if any, and whether it is finished. */
export function toQuestionnaireLink({ questionnaire, run }: { questionnaire: QuestionnaireRow; run: RunRow | null }) {
  return { questionnaire_id: questionnaire.id, questionnaire_user_id: run?.id ?? null, completed: run?.endAt != null };
}
