import { defineMessages } from 'react-intl';

/** The drawings' text alternatives: what each shows, read by screen readers in the page's language. */
export const illustrationMessages = defineMessages({
  hero: {
    id: 'marketing.illustration.hero',
    defaultMessage: 'A mother holding her newborn while a nurse answers her on the phone.',
  },
  nursing: { id: 'marketing.illustration.nursing', defaultMessage: 'A stethoscope around a heart.' },
  infant_feeding: {
    id: 'marketing.illustration.infantFeeding',
    defaultMessage: 'A baby bottle beside a drop of milk.',
  },
  doula_care: { id: 'marketing.illustration.doulaCare', defaultMessage: 'Two hands holding a heart.' },
  mental_health: {
    id: 'marketing.illustration.mentalHealth',
    defaultMessage: 'Two speech bubbles under a rising sun.',
  },
  nutrition: { id: 'marketing.illustration.nutrition', defaultMessage: 'A bowl of food with a leaf.' },
  care_coordination: { id: 'marketing.illustration.careCoordination', defaultMessage: 'A map pin over a checklist.' },
  healthPlans: {
    id: 'marketing.illustration.healthPlans',
    defaultMessage: 'A shield with a heart, for a health plan that covers care.',
  },
  gift: { id: 'marketing.illustration.gift', defaultMessage: 'A wrapped gift with a bow.' },
});
