import { defineMessage, defineMessages } from 'react-intl';
import { programs, type Program } from './programs';

/**
 * /filters/{filterSlug} [spec 2]: Welcome's programs seen through one member of the care team
 * (spec 1: nurses, doulas, lactation consultants, mental health coaches, nutrition coaches and
 * care coordinators), each with the average cost spec 9 says is shown beside the membership.
 * The slug is the same in both languages (Spanish adds /es, as every page does).
 */
export const careTeamFilters = [
  { slug: 'nurses', id: 'nurses', program: 'registered-nurses', averageCostUsd: 200, perVisit: false },
  {
    slug: 'lactation-consultants',
    id: 'lactationConsultants',
    program: 'infant-feeding',
    averageCostUsd: 250,
    perVisit: true,
  },
  { slug: 'doulas', id: 'doulas', program: 'doula-care', averageCostUsd: 2500, perVisit: false },
  {
    slug: 'mental-health-coaches',
    id: 'mentalHealthCoaches',
    program: 'mental-health',
    averageCostUsd: 175,
    perVisit: false,
  },
  { slug: 'nutrition-coaches', id: 'nutritionCoaches', program: 'nutrition', averageCostUsd: 125, perVisit: false },
  {
    slug: 'care-coordinators',
    id: 'careCoordinators',
    program: 'care-coordination',
    averageCostUsd: 75,
    perVisit: false,
  },
] as const satisfies readonly {
  slug: string;
  id: string;
  program: Program['slug'];
  averageCostUsd: number;
  perVisit: boolean;
}[];

export type CareTeamFilter = (typeof careTeamFilters)[number];

export const filterPath = (filter: Pick<CareTeamFilter, 'slug'>) => `/filters/${filter.slug}`;

/** The program a member of the care team works in. */
export const programOf = (filter: CareTeamFilter): Program => programs.find((p) => p.slug === filter.program)!;

export const filterTitles = defineMessages({
  nurses: { id: 'marketing.filters.nurses', defaultMessage: 'Nurses' },
  lactationConsultants: { id: 'marketing.filters.lactationConsultants', defaultMessage: 'Lactation consultants' },
  doulas: { id: 'marketing.filters.doulas', defaultMessage: 'Doulas' },
  mentalHealthCoaches: { id: 'marketing.filters.mentalHealthCoaches', defaultMessage: 'Mental health coaches' },
  nutritionCoaches: { id: 'marketing.filters.nutritionCoaches', defaultMessage: 'Nutrition coaches' },
  careCoordinators: { id: 'marketing.filters.careCoordinators', defaultMessage: 'Care coordinators' },
});

export const filterMessages = {
  ...defineMessages({
    /** Welcome's list of the care team, each a link to its /filters page. */
    careTeam: { id: 'marketing.filters.careTeam', defaultMessage: 'Your care team' },
    others: { id: 'marketing.filters.others', defaultMessage: 'The rest of your care team' },
  }),
  description: defineMessage<{ role: string }>({
    id: 'marketing.filters.description',
    defaultMessage:
      '{role} on Matrona’s care team: what they help with, what their care usually costs elsewhere and how to reach them, in English and Spanish.',
  }),
  cost: defineMessage<{ cost: string }>({
    id: 'marketing.filters.cost',
    defaultMessage: 'On average this care costs {cost} without Matrona.',
  }),
  costPerVisit: defineMessage<{ cost: string }>({
    id: 'marketing.filters.costPerVisit',
    defaultMessage: 'On average this care costs {cost} a visit without Matrona.',
  }),
};
