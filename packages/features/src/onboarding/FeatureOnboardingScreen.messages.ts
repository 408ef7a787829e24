import { defineMessages } from 'react-intl';

export const featureOnboardingMessages = defineMessages({
  title: { id: 'featureOnboarding.title', defaultMessage: 'What Matrona does for you' },
  careTeam: {
    id: 'featureOnboarding.careTeam',
    defaultMessage: 'A care team of nurses, doulas, lactation and mental health coaches, by message, call or video.',
  },
  monitors: {
    id: 'featureOnboarding.monitors',
    defaultMessage:
      'Blood pressure, kick counts and baby weight, with reminders and clear advice when a number needs attention.',
  },
  today: {
    id: 'featureOnboarding.today',
    defaultMessage: 'Today: your week, your monitors and what comes next, in one place.',
  },
  interests: { id: 'featureOnboarding.interests', defaultMessage: 'What would you like help with? (optional)' },
  nursing: { id: 'featureOnboarding.nursing', defaultMessage: 'Questions for a nurse' },
  infantFeeding: { id: 'featureOnboarding.infantFeeding', defaultMessage: 'Breastfeeding and infant feeding' },
  doulaCare: { id: 'featureOnboarding.doulaCare', defaultMessage: 'Doula support' },
  mentalHealth: { id: 'featureOnboarding.mentalHealth', defaultMessage: 'Emotional and mental health' },
  nutrition: { id: 'featureOnboarding.nutrition', defaultMessage: 'Nutrition' },
  careCoordination: { id: 'featureOnboarding.careCoordination', defaultMessage: 'Finding care and benefits' },
  start: { id: 'featureOnboarding.start', defaultMessage: 'Get started' },
});
