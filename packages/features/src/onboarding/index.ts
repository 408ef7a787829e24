// @mat/features/onboarding: After sign-up: the terms, the status and its dates, and the feature tour.
// An app may import one area alone, so a route loads only its own screens.
export { RegisterIntroScreen, type RegisterIntroScreenProps } from './RegisterIntroScreen';
export { OnboardingScreen, patientStatuses, type OnboardingScreenProps } from './OnboardingScreen';
export { OnboardingDetailsScreen, type OnboardingDetailsScreenProps } from './OnboardingDetailsScreen';
export { FeatureOnboardingScreen, type FeatureOnboardingScreenProps } from './FeatureOnboardingScreen';
