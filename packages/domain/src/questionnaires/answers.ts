import type { MessageId } from '../messages/catalogue.js';
import { isIsoDate } from '../pregnancy/isoDate.js';
import { isCrisisAnswer, scoreScreening, type ScreeningResult } from '../screenings/screenings.js';
import { isAnswered } from '../validation/forms.js';
import { questionOptions, questionsOf, type QuestionDefinition, type QuestionnaireDefinition } from './definition.js';

/** What a patient's answer holds: a text, a number, the chosen option values, or nothing yet. */
export type AnswerValue = string | number | readonly string[] | null;

const isString = (value: unknown): value is string => typeof value === 'string';

function inRange(value: unknown, min: number, max: number, integer: boolean): boolean {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= min &&
    value <= max &&
    (!integer || Number.isInteger(value))
  );
}

/**
 * Whether a response fits its question: an offered option, a date, a number in range, a text not
 * too long. `null` clears an answer and always fits; whether a required question is answered is
 * checked at the end (`unansweredRequiredQuestions`).
 */
export function validateAnswer(question: QuestionDefinition, response: unknown): MessageId | null {
  if (response === null) return null;
  const offered = new Set(questionOptions(question).map((o) => o.value));
  switch (question.type) {
    case 'single':
    case 'yes_no':
      return isString(response) && offered.has(response) ? null : 'validation.pickOneOption';
    case 'multiple':
      return Array.isArray(response) &&
        response.every((value) => isString(value) && offered.has(value)) &&
        new Set(response).size === response.length
        ? null
        : 'validation.pickOneOption';
    case 'text':
      return isString(response) && [...response].length <= question.maxLength ? null : 'validation.invalid';
    case 'date':
      return isString(response) && isIsoDate(response) ? null : 'validation.invalidDate';
    case 'number':
      return inRange(response, question.min, question.max, question.integer) ? null : 'validation.invalid';
    case 'scale':
      return inRange(response, question.min, question.max, true) ? null : 'validation.invalid';
  }
}

/** The ids of required questions still without an answer, in printed order [spec 5]. */
export function unansweredRequiredQuestions(
  definition: QuestionnaireDefinition,
  answers: ReadonlyMap<number, AnswerValue>,
): number[] {
  return questionsOf(definition)
    .filter(({ question }) => question.required && !isAnswered(answers.get(question.id)))
    .map(({ question }) => question.id);
}

/** How far through the questionnaire the patient is: answered questions out of all, 0-100. */
export function questionnaireProgressPercent(
  definition: QuestionnaireDefinition,
  answers: ReadonlyMap<number, AnswerValue>,
): number {
  const questions = questionsOf(definition);
  const answered = questions.filter(({ question }) => isAnswered(answers.get(question.id))).length;
  return Math.floor((100 * answered) / questions.length);
}

/** The 0-based printed position of the option a scored item's answer chose, or -1. */
function position(definition: QuestionnaireDefinition, questionId: number, response: AnswerValue | undefined): number {
  const question = questionsOf(definition).find(({ question: q }) => q.id === questionId)?.question;
  return question ? questionOptions(question).findIndex((o) => o.value === response) : -1;
}

/**
 * A screening's result from @mat/domain's rule for its scale, or null when the questionnaire is
 * not a screening or a scored item is still unanswered.
 */
export function scoreQuestionnaire(
  definition: QuestionnaireDefinition,
  answers: ReadonlyMap<number, AnswerValue>,
): ScreeningResult | null {
  const { scoring } = definition;
  if (!scoring) return null;
  const positions = scoring.items.map((id) => position(definition, id, answers.get(id)));
  return positions.includes(-1) ? null : scoreScreening(scoring.scale, positions);
}

/**
 * Whether this one answer is a crisis answer (EPDS item 10 or PHQ-9 item 9 above 0): checked on
 * each save, so the crisis resources and the care team's alert never wait for the end.
 */
export function isCrisisResponse(
  definition: QuestionnaireDefinition,
  questionId: number,
  response: AnswerValue,
): boolean {
  const { scoring } = definition;
  if (!scoring) return false;
  const item = scoring.items.indexOf(questionId);
  const chosen = position(definition, questionId, response);
  return item >= 0 && chosen >= 0 && isCrisisAnswer(scoring.scale, item, chosen);
}
