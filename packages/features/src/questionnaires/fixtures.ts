// A short Edinburgh-shaped questionnaire for tests and stories: three of its steps, the last the
// self-harm item (10), each with its four printed options.
import type { Schema } from '@mat/api';

const option = (value: string, label: string, score: number) => ({ value, label, score });

const step = (id: number, text: string, labels: string[], scores: number[]) => ({
  id,
  title: 'In the past 7 days',
  groups: [
    {
      id,
      title: null,
      questions: [
        {
          id,
          text,
          type: 'single' as const,
          required: true,
          options: labels.map((l, i) => option(String(i), l, scores[i]!)),
        },
      ],
    },
  ],
});

export const edinburghSteps = [
  step(
    1,
    'I have been able to laugh and see the funny side of things',
    ['As much as I always could', 'Not quite so much now', 'Definitely not so much now', 'Not at all'],
    [0, 1, 2, 3],
  ),
  step(
    9,
    'I have been so unhappy that I have been crying',
    ['Yes, most of the time', 'Yes, quite often', 'Only occasionally', 'No, never'],
    [3, 2, 1, 0],
  ),
  step(
    10,
    'The thought of harming myself has occurred to me',
    ['Yes, quite often', 'Sometimes', 'Hardly ever', 'Never'],
    [3, 2, 1, 0],
  ),
];

/** Ana's run of the Edinburgh scale (id 2204), as the API answers it, with what a test changes. */
export function runWith(changes: Partial<Schema<'QuestionnaireUser'>>): Schema<'QuestionnaireUser'> {
  return {
    questionnaire_user_id: 2204,
    questionnaire_id: 14,
    questionnaire_user_language: 'EN',
    end_at: null,
    is_terminated: false,
    termination_reason: null,
    questionnaire_user_progress: { step_id: null, group_id: null, percent: 0 },
    ...changes,
  };
}

export function edinburgh(
  run: Partial<Schema<'QuestionnaireUser'>> | null,
  responses: { question: number; value: string }[] = [],
): Schema<'Questionnaire'> {
  return {
    id: 14,
    slug: 'edinburgh',
    title: 'Edinburgh Postnatal Depression Scale',
    description: 'Ten questions about the past seven days.',
    settings: { provider: 'matrona' },
    product: { belongs_to_org: false },
    steps: edinburghSteps,
    questionnaire_user: run && runWith(run),
    responses: responses.map((r, i) => ({
      id: 5000 + i,
      questions_id: r.question,
      questionnaire_group_id: r.question,
      response: r.value,
      updated_at: '2026-11-10T11:50:00Z',
    })),
    previous_responses: [],
    source: {
      citation: 'Cox, J.L., Holden, J.M., and Sagovsky, R. 1987.',
      terms_of_use: 'Used with permission.',
      spanish_version: 'Garcia-Esteve et al. 2003',
    },
  };
}

export const crisisLines = [
  { id: 'emergency', text: 'If you are in immediate danger, call 911.', call: '911', sms: null },
  { id: 'lifeline', text: '988 Suicide & Crisis Lifeline', call: '988', sms: '988' },
] satisfies Schema<'CrisisResource'>[];
