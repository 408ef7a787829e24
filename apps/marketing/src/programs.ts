import type { ProgramSlug } from '@mat/domain';
import { defineMessages } from 'react-intl';

/** Spec section 9: membership is advertised at $30 a month, saving over $1,000 a month. */
export const MONTHLY_PRICE_USD = 30;
export const MONTHLY_SAVING_USD = 1000;

/** The six programs of spec section 1, each with its route (spec section 2, /{program}). */
export const programs = [
  { id: 'nursing', slug: 'registered-nurses' },
  { id: 'infant_feeding', slug: 'infant-feeding' },
  { id: 'doula_care', slug: 'doula-care' },
  { id: 'mental_health', slug: 'mental-health' },
  { id: 'nutrition', slug: 'nutrition' },
  { id: 'care_coordination', slug: 'care-coordination' },
] as const satisfies readonly { id: string; slug: ProgramSlug }[];

export type Program = (typeof programs)[number];

export const programMessages = defineMessages({
  nursingTitle: { id: 'marketing.program.nursing.title', defaultMessage: 'Registered nurses' },
  nursingDescription: {
    id: 'marketing.program.nursing.description',
    defaultMessage: 'Ask a registered nurse about your pregnancy, your recovery and your baby, 7 days a week.',
  },
  infant_feedingTitle: { id: 'marketing.program.infantFeeding.title', defaultMessage: 'Infant feeding' },
  infant_feedingDescription: {
    id: 'marketing.program.infantFeeding.description',
    defaultMessage: 'Lactation consultants help with breastfeeding, pumping, formula and everything in between.',
  },
  doula_careTitle: { id: 'marketing.program.doulaCare.title', defaultMessage: 'Doula care' },
  doula_careDescription: {
    id: 'marketing.program.doulaCare.description',
    defaultMessage: 'A doula to plan your birth with you and support you before, during and after it.',
  },
  mental_healthTitle: { id: 'marketing.program.mentalHealth.title', defaultMessage: 'Mental health' },
  mental_healthDescription: {
    id: 'marketing.program.mentalHealth.description',
    defaultMessage: 'Mental health coaches and screenings for the feelings that come with a new baby.',
  },
  nutritionTitle: { id: 'marketing.program.nutrition.title', defaultMessage: 'Nutrition' },
  nutritionDescription: {
    id: 'marketing.program.nutrition.description',
    defaultMessage: 'Nutrition coaches for eating well in pregnancy, while feeding your baby and beyond.',
  },
  care_coordinationTitle: { id: 'marketing.program.careCoordination.title', defaultMessage: 'Care coordination' },
  care_coordinationDescription: {
    id: 'marketing.program.careCoordination.description',
    defaultMessage: 'Care coordinators connect you with benefits, community resources and the right provider.',
  },
});

export const programTitle = (program: Program) => programMessages[`${program.id}Title`];
export const programDescription = (program: Program) => programMessages[`${program.id}Description`];
