import { defineMessages } from 'react-intl';

export const onboardingMessages = defineMessages({
  title: { id: 'onboarding.status.title', defaultMessage: 'Where are you in your journey?' },
  help: {
    id: 'onboarding.status.help',
    defaultMessage: 'We use this to show you the right care. You can change it later.',
  },
  legend: { id: 'onboarding.status.legend', defaultMessage: 'Choose what fits you best' },
  expecting: { id: 'onboarding.status.expecting', defaultMessage: 'Expecting a baby' },
  postpartum: { id: 'onboarding.status.postpartum', defaultMessage: 'Recently gave birth' },
  parenting: { id: 'onboarding.status.parenting', defaultMessage: 'Parenting a baby under one' },
});
