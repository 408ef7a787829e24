// The questionnaires every Matrona install starts with: the three mental health screenings, in
// their published English and Spanish wording (each file's `source` says which text and on what
// terms), and the profile's own questionnaires (about the baby, the medical history, the
// pregnancy), whose answers the profile screens read, and the satisfaction survey organizations
// publish. They are data: the seed writes them to the
// database, and the engine reads them there.
import { validateQuestionnaireDefinition, type QuestionnaireDefinition } from '@mat/domain';
import babyInfo from './baby-info.json' with { type: 'json' };
import edinburgh from './edinburgh.json' with { type: 'json' };
import gad7 from './gad-7.json' with { type: 'json' };
import medicalHistory from './medical-history.json' with { type: 'json' };
import phq9 from './phq-9.json' with { type: 'json' };
import pregnancy from './pregnancy.json' with { type: 'json' };
import satisfaction from './satisfaction.json' with { type: 'json' };

function checked(raw: unknown): QuestionnaireDefinition {
  const check = validateQuestionnaireDefinition(raw);
  if (!check.ok) throw new Error(`A seeded questionnaire is not valid:\n${check.problems.join('\n')}`);
  return check.definition;
}

export const screeningDefinitions: readonly QuestionnaireDefinition[] = [edinburgh, phq9, gad7].map(checked);

/** The slugs the profile's calls read their questionnaire by. */
export const PROFILE_QUESTIONNAIRES = {
  babyInfo: 'baby-info',
  medicalHistory: 'medical-history',
  pregnancy: 'pregnancy',
} as const;

export const profileDefinitions: readonly QuestionnaireDefinition[] = [babyInfo, medicalHistory, pregnancy].map(
  checked,
);

/** The survey an organization publishes behind its consent page (the demo organization's is seeded). */
export const satisfactionDefinition: QuestionnaireDefinition = checked(satisfaction);

/** Every seeded questionnaire, in the order of their ids in a fresh database. */
export const seededDefinitions: readonly QuestionnaireDefinition[] = [
  ...screeningDefinitions,
  ...profileDefinitions,
  satisfactionDefinition,
];
