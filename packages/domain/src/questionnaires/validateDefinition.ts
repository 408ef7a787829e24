import {
  screeningItemCount,
  screeningItemScore,
  screeningScales,
  type ScreeningScale,
} from '../screenings/screenings.js';
import {
  questionnaireLocales,
  questionTypes,
  type InstrumentSource,
  type LocalizedText,
  type QuestionDefinition,
  type QuestionGroupDefinition,
  type QuestionnaireDefinition,
  type QuestionnaireStepDefinition,
  type QuestionOptionDefinition,
  type QuestionType,
  type ScreeningScoring,
} from './definition.js';

/**
 * Checks a questionnaire definition read from JSON (the seed, the database, an editor), so the
 * engine never meets a question it cannot show, save or score. Problems name their path
 * (`steps[0].groups[1].questions[2].options`): they are for whoever writes the definition, not for
 * patients.
 */
export type DefinitionCheck = { ok: true; definition: QuestionnaireDefinition } | { ok: false; problems: string[] };

export const QUESTIONNAIRE_TEXT_MAX = 2000;
export const QUESTION_TEXT_ANSWER_MAX = 5000;
const SLUG = /^[a-z0-9-]{1,100}$/;
const OPTION_VALUE_MAX = 100;
const SCALE_MAX_POINTS = 101;

type Problems = string[];
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1;
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isFilled = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max;

function text(value: unknown, path: string, problems: Problems): LocalizedText {
  if (!isObject(value)) {
    problems.push(`${path}: needs an object with en and es texts`);
    return { en: '', es: '' };
  }
  for (const locale of questionnaireLocales) {
    if (!isFilled(value[locale], QUESTIONNAIRE_TEXT_MAX)) {
      problems.push(`${path}.${locale}: needs a text of 1-${QUESTIONNAIRE_TEXT_MAX} characters`);
    }
  }
  return { en: value.en as string, es: value.es as string };
}

const optionalText = (value: unknown, path: string, problems: Problems): LocalizedText | null =>
  value === null || value === undefined ? null : text(value, path, problems);

function list(value: unknown, path: string, what: string, problems: Problems): unknown[] {
  if (Array.isArray(value) && value.length > 0) return value;
  problems.push(`${path}: needs at least one ${what}`);
  return [];
}

function object(value: unknown, path: string, problems: Problems): Json {
  if (isObject(value)) return value;
  problems.push(`${path}: needs an object`);
  return {};
}

/** Ids are unique within their kind across the whole definition: answers name them. */
function id(value: unknown, path: string, seen: Set<number>, problems: Problems): number {
  if (!isId(value)) problems.push(`${path}.id: needs a whole number from 1`);
  else if (seen.has(value)) problems.push(`${path}.id: ${value} is used twice`);
  else seen.add(value);
  return value as number;
}

function option(value: unknown, path: string, values: Set<string>, problems: Problems): QuestionOptionDefinition {
  const raw = object(value, path, problems);
  if (!isFilled(raw.value, OPTION_VALUE_MAX))
    problems.push(`${path}.value: needs a text of 1-${OPTION_VALUE_MAX} characters`);
  else if (values.has(raw.value)) problems.push(`${path}.value: "${raw.value}" is used twice`);
  else values.add(raw.value);
  if (raw.score !== null && !isFiniteNumber(raw.score)) problems.push(`${path}.score: needs a number or null`);
  return {
    value: raw.value as string,
    label: text(raw.label, `${path}.label`, problems),
    score: raw.score as number | null,
  };
}

function range(raw: Json, path: string, integer: boolean, problems: Problems): { min: number; max: number } {
  const ok = integer ? Number.isInteger : isFiniteNumber;
  if (!ok(raw.min) || !ok(raw.max) || (raw.min as number) >= (raw.max as number)) {
    problems.push(`${path}: needs ${integer ? 'whole numbers' : 'numbers'} min < max`);
  }
  return { min: raw.min as number, max: raw.max as number };
}

function question(value: unknown, path: string, seen: Set<number>, problems: Problems): QuestionDefinition {
  const raw = object(value, path, problems);
  const base = {
    id: id(raw.id, path, seen, problems),
    text: text(raw.text, `${path}.text`, problems),
    required: raw.required,
  };
  if (typeof raw.required !== 'boolean') problems.push(`${path}.required: needs true or false`);
  const type = raw.type as QuestionType;
  if (!questionTypes.includes(type)) {
    problems.push(`${path}.type: needs one of ${questionTypes.join(', ')}`);
    return { ...base, type: 'date' } as QuestionDefinition;
  }
  switch (type) {
    case 'single':
    case 'multiple': {
      const values = new Set<string>();
      const options = Array.isArray(raw.options) ? raw.options : [];
      if (options.length < 2) problems.push(`${path}.options: a choice needs at least two options`);
      return {
        ...base,
        type,
        options: options.map((o, i) => option(o, `${path}.options[${i}]`, values, problems)),
      } as QuestionDefinition;
    }
    case 'text':
      if (
        !Number.isInteger(raw.maxLength) ||
        (raw.maxLength as number) < 1 ||
        (raw.maxLength as number) > QUESTION_TEXT_ANSWER_MAX
      ) {
        problems.push(`${path}.maxLength: needs a whole number 1-${QUESTION_TEXT_ANSWER_MAX}`);
      }
      return { ...base, type, maxLength: raw.maxLength } as QuestionDefinition;
    case 'number':
      if (typeof raw.integer !== 'boolean') problems.push(`${path}.integer: needs true or false`);
      return {
        ...base,
        type,
        ...range(raw, path, raw.integer === true, problems),
        integer: raw.integer,
      } as QuestionDefinition;
    case 'scale': {
      const bounds = range(raw, path, true, problems);
      if (bounds.max - bounds.min >= SCALE_MAX_POINTS)
        problems.push(`${path}: a scale has at most ${SCALE_MAX_POINTS} points`);
      return {
        ...base,
        type,
        ...bounds,
        minLabel: text(raw.minLabel, `${path}.minLabel`, problems),
        maxLabel: text(raw.maxLabel, `${path}.maxLabel`, problems),
      } as QuestionDefinition;
    }
    default:
      return { ...base, type } as QuestionDefinition;
  }
}

type Seen = { steps: Set<number>; groups: Set<number>; questions: Set<number> };

function group(value: unknown, path: string, seen: Seen, problems: Problems): QuestionGroupDefinition {
  const raw = object(value, path, problems);
  return {
    id: id(raw.id, path, seen.groups, problems),
    title: optionalText(raw.title, `${path}.title`, problems),
    questions: list(raw.questions, `${path}.questions`, 'question', problems).map((q, i) =>
      question(q, `${path}.questions[${i}]`, seen.questions, problems),
    ),
  };
}

function step(value: unknown, path: string, seen: Seen, problems: Problems): QuestionnaireStepDefinition {
  const raw = object(value, path, problems);
  return {
    id: id(raw.id, path, seen.steps, problems),
    title: optionalText(raw.title, `${path}.title`, problems),
    groups: list(raw.groups, `${path}.groups`, 'group', problems).map((g, i) =>
      group(g, `${path}.groups[${i}]`, seen, problems),
    ),
  };
}

/**
 * A scored item must be a required single choice of four options in printed order whose scores
 * are the scale's own: the data can never disagree with @mat/domain's scoring.
 */
function scoring(
  value: unknown,
  steps: readonly QuestionnaireStepDefinition[],
  problems: Problems,
): ScreeningScoring | null {
  if (value === null || value === undefined) return null;
  const raw = object(value, 'scoring', problems);
  const scale = raw.scale as ScreeningScale;
  if (!screeningScales.includes(scale)) {
    problems.push(`scoring.scale: needs one of ${screeningScales.join(', ')}`);
    return null;
  }
  const items = Array.isArray(raw.items) ? raw.items : [];
  if (items.length !== screeningItemCount(scale)) {
    problems.push(`scoring.items: ${scale} needs ${screeningItemCount(scale)} items`);
  }
  const questions = new Map(steps.flatMap((s) => s.groups.flatMap((g) => g.questions.map((q) => [q.id, q] as const))));
  items.forEach((itemId, item) => {
    const path = `scoring.items[${item}]`;
    const q = questions.get(itemId as number);
    if (!q) return void problems.push(`${path}: no question has id ${String(itemId)}`);
    if (items.indexOf(itemId) !== item) return void problems.push(`${path}: question ${q.id} is scored twice`);
    if (q.type !== 'single' || q.options.length !== 4 || !q.required) {
      return void problems.push(`${path}: question ${q.id} must be a required single choice of four options`);
    }
    q.options.forEach((o, position) => {
      const expected = screeningItemScore(scale, item, position);
      if (o.score !== expected)
        problems.push(`${path}: option ${position + 1} of question ${q.id} must score ${expected}`);
    });
  });
  return { scale, items: items as number[] };
}

function source(value: unknown, problems: Problems): InstrumentSource | null {
  if (value === null || value === undefined) return null;
  const raw = object(value, 'source', problems);
  for (const key of ['citation', 'termsOfUse', 'spanishVersion'] as const) {
    if (!isFilled(raw[key], QUESTIONNAIRE_TEXT_MAX))
      problems.push(`source.${key}: needs a text of 1-${QUESTIONNAIRE_TEXT_MAX} characters`);
  }
  return {
    citation: raw.citation as string,
    termsOfUse: raw.termsOfUse as string,
    spanishVersion: raw.spanishVersion as string,
  };
}

export function validateQuestionnaireDefinition(value: unknown): DefinitionCheck {
  const problems: Problems = [];
  const raw = object(value, 'definition', problems);
  if (typeof raw.slug !== 'string' || !SLUG.test(raw.slug)) problems.push('slug: needs 1-100 of a-z, 0-9 and -');
  const seen: Seen = { steps: new Set(), groups: new Set(), questions: new Set() };
  const steps = list(raw.steps, 'steps', 'step', problems).map((s, i) => step(s, `steps[${i}]`, seen, problems));
  const definition: QuestionnaireDefinition = {
    slug: raw.slug as string,
    title: text(raw.title, 'title', problems),
    description: optionalText(raw.description, 'description', problems),
    steps,
    scoring: scoring(raw.scoring, steps, problems),
    source: source(raw.source, problems),
  };
  return problems.length === 0 ? { ok: true, definition } : { ok: false, problems };
}
