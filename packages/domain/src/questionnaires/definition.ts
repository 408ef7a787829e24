import type { ScreeningScale } from '../screenings/screenings.js';

/**
 * A questionnaire is data, not code [spec 3 "Questionnaire"]: the server keeps each definition in
 * the database and a new one needs no release. These types say what a definition holds; the
 * validator in ./validateDefinition.ts checks one read from JSON.
 */

/** The languages a questionnaire is written in; every text has both. */
export const questionnaireLocales = ['en', 'es'] as const;
export type QuestionnaireLocale = (typeof questionnaireLocales)[number];

export type LocalizedText = Readonly<Record<QuestionnaireLocale, string>>;

export const questionTypes = ['single', 'multiple', 'text', 'number', 'date', 'yes_no', 'scale'] as const;
export type QuestionType = (typeof questionTypes)[number];

/** A choice: `value` is what is stored, `score` what it counts (null: not scored). */
export type QuestionOptionDefinition = { value: string; label: LocalizedText; score: number | null };

type QuestionBase = { id: number; text: LocalizedText; required: boolean };

export type ChoiceQuestionDefinition = QuestionBase & {
  type: 'single' | 'multiple';
  options: readonly QuestionOptionDefinition[];
};
export type TextQuestionDefinition = QuestionBase & { type: 'text'; maxLength: number };
export type NumberQuestionDefinition = QuestionBase & { type: 'number'; min: number; max: number; integer: boolean };
export type DateQuestionDefinition = QuestionBase & { type: 'date' };
export type YesNoQuestionDefinition = QuestionBase & { type: 'yes_no' };
/** A whole number from min to max, the ends named (0 "Not at all" to 10 "Extremely"). */
export type ScaleQuestionDefinition = QuestionBase & {
  type: 'scale';
  min: number;
  max: number;
  minLabel: LocalizedText;
  maxLabel: LocalizedText;
};

export type QuestionDefinition =
  | ChoiceQuestionDefinition
  | TextQuestionDefinition
  | NumberQuestionDefinition
  | DateQuestionDefinition
  | YesNoQuestionDefinition
  | ScaleQuestionDefinition;

export type QuestionGroupDefinition = {
  id: number;
  title: LocalizedText | null;
  questions: readonly QuestionDefinition[];
};

/** One screen of the questionnaire: it is shown one step at a time. */
export type QuestionnaireStepDefinition = {
  id: number;
  title: LocalizedText | null;
  groups: readonly QuestionGroupDefinition[];
};

/**
 * A validated screening: `items` are the ids of its scored questions in the scale's printed order,
 * each a single choice whose options are in printed order. Scores and bands come from
 * @mat/domain's rules, never from the data.
 */
export type ScreeningScoring = { scale: ScreeningScale; items: readonly number[] };

/** Where a published instrument's wording comes from and on what terms it is used. */
export type InstrumentSource = {
  citation: string;
  termsOfUse: string;
  /** Which Spanish text this is, and how far it is validated. */
  spanishVersion: string;
};

export type QuestionnaireDefinition = {
  slug: string;
  title: LocalizedText;
  description: LocalizedText | null;
  steps: readonly QuestionnaireStepDefinition[];
  scoring: ScreeningScoring | null;
  source: InstrumentSource | null;
};

/** The two answers of a yes/no question, stored as their value. */
export const yesNoOptions: readonly QuestionOptionDefinition[] = [
  { value: 'yes', label: { en: 'Yes', es: 'Sí' }, score: null },
  { value: 'no', label: { en: 'No', es: 'No' }, score: null },
];

/** The options a question offers: its own for a choice, yes and no, or none. */
export function questionOptions(question: QuestionDefinition): readonly QuestionOptionDefinition[] {
  if (question.type === 'single' || question.type === 'multiple') return question.options;
  return question.type === 'yes_no' ? yesNoOptions : [];
}

/** Every question in printed order, with the group it belongs to. */
export function questionsOf(
  definition: QuestionnaireDefinition,
): { stepId: number; groupId: number; question: QuestionDefinition }[] {
  return definition.steps.flatMap((step) =>
    step.groups.flatMap((group) =>
      group.questions.map((question) => ({ stepId: step.id, groupId: group.id, question })),
    ),
  );
}
