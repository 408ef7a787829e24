// Test fixtures: a definition holding every kind of question, and a small scored one.
import { screeningItemScore, type ScreeningScale } from '../screenings/screenings.js';
import type { QuestionnaireDefinition } from './definition.js';

const t = (en: string, es: string) => ({ en, es });

export const everyKind: QuestionnaireDefinition = {
  slug: 'check-in',
  title: t('Check-in', 'Chequeo'),
  description: null,
  scoring: null,
  source: null,
  steps: [
    {
      id: 1,
      title: t('About you', 'Sobre ti'),
      groups: [
        {
          id: 10,
          title: null,
          questions: [
            {
              id: 100,
              type: 'single',
              required: true,
              text: t('How are you?', '¿Cómo estás?'),
              options: [
                { value: 'good', label: t('Good', 'Bien'), score: 0 },
                { value: 'bad', label: t('Bad', 'Mal'), score: 1 },
              ],
            },
            {
              id: 101,
              type: 'multiple',
              required: false,
              text: t('What helps?', '¿Qué te ayuda?'),
              options: [
                { value: 'sleep', label: t('Sleep', 'Dormir'), score: null },
                { value: 'walks', label: t('Walks', 'Caminar'), score: null },
              ],
            },
            { id: 102, type: 'text', required: false, text: t('Anything else?', '¿Algo más?'), maxLength: 5 },
          ],
        },
      ],
    },
    {
      id: 2,
      title: null,
      groups: [
        {
          id: 20,
          title: t('Numbers', 'Números'),
          questions: [
            {
              id: 103,
              type: 'number',
              required: true,
              text: t('Hours of sleep', 'Horas de sueño'),
              min: 0,
              max: 24,
              integer: false,
            },
            { id: 104, type: 'number', required: false, text: t('Children', 'Hijos'), min: 0, max: 20, integer: true },
            { id: 105, type: 'date', required: false, text: t('Birth date', 'Fecha de nacimiento') },
            { id: 106, type: 'yes_no', required: false, text: t('Breastfeeding?', '¿Amamantas?') },
            {
              id: 107,
              type: 'scale',
              required: false,
              text: t('Pain', 'Dolor'),
              min: 0,
              max: 10,
              minLabel: t('None', 'Nada'),
              maxLabel: t('Worst', 'El peor'),
            },
          ],
        },
      ],
    },
  ],
};

/** A screening of the scale's items, one per step, options scored by @mat/domain's rule. */
export function screening(scale: ScreeningScale, items: number): QuestionnaireDefinition {
  return {
    slug: scale,
    title: t(scale, scale),
    description: null,
    source: { citation: 'A paper', termsOfUse: 'Free to use', spanishVersion: 'Validated' },
    scoring: { scale, items: Array.from({ length: items }, (_, i) => i + 1) },
    steps: Array.from({ length: items }, (_, i) => ({
      id: i + 1,
      title: null,
      groups: [
        {
          id: i + 1,
          title: null,
          questions: [
            {
              id: i + 1,
              type: 'single' as const,
              required: true,
              text: t(`Item ${i + 1}`, `Pregunta ${i + 1}`),
              options: [0, 1, 2, 3].map((p) => ({
                value: `p${p}`,
                label: t(`Option ${p}`, `Opción ${p}`),
                score: screeningItemScore(scale, i, p),
              })),
            },
          ],
        },
      ],
    })),
  };
}
