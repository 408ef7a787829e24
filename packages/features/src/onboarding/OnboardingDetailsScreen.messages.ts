import { defineMessages } from 'react-intl';

export const onboardingDetailsMessages = defineMessages({
  expectingTitle: { id: 'onboarding.details.expectingTitle', defaultMessage: 'When is your baby due?' },
  dueDate: { id: 'onboarding.details.dueDate', defaultMessage: 'Due date (optional)' },
  dueDateHelp: {
    id: 'onboarding.details.dueDateHelp',
    defaultMessage: "If you don't know it yet, leave it empty: you can add your pregnancy later from Me.",
  },
  babyTitle: { id: 'onboarding.details.babyTitle', defaultMessage: 'When was your baby born?' },
  babyBirthDate: { id: 'onboarding.details.babyBirthDate', defaultMessage: "Baby's birth date (optional)" },
  callYou: { id: 'onboarding.details.callYou', defaultMessage: 'What should we call you? (optional)' },
  save: { id: 'onboarding.details.save', defaultMessage: 'Continue' },
  back: { id: 'onboarding.details.back', defaultMessage: 'Change my answer' },
});
