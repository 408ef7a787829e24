// @mat/features/family: Pregnancies and babies: their profiles, the birth plan, a birth or a loss.
// An app may import one area alone, so a route loads only its own screens.
export { PregnancyFormScreen, type PregnancyFormScreenProps } from './PregnancyFormScreen';
export { PregnancyProfileScreen, type PregnancyProfileScreenProps } from './PregnancyProfileScreen';
export { ReportLossScreen, type ReportLossScreenProps } from './ReportLossScreen';
export { ReportBirthScreen, type ReportBirthScreenProps } from './ReportBirthScreen';
export { BirthPlanScreen, type BirthPlanScreenProps } from './BirthPlanScreen';
export { BabyFormScreen, type BabyFormScreenProps } from './BabyFormScreen';
export { BabyProfileScreen, type BabyProfileScreenProps } from './BabyProfileScreen';
export { ConnectPregnancyScreen, type ConnectPregnancyScreenProps } from './ConnectPregnancyScreen';
export { PregnancyPromptScreen, type PregnancyPromptScreenProps } from './PregnancyPromptScreen';
