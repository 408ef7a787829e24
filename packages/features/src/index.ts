// @mat/features: Matrona's screens and flows. Wrap them in <MatProvider>; each screen reports
// what happened through callbacks, so the host app decides where to go next.
export { MatProvider, type MatProviderProps } from './provider/MatProvider';
export { useMat } from './provider/MatContext';
export { storageTokenStore, memoryTokenStore, type TokenStore } from './session/tokenStore';
export { useSession, type CurrentUser } from './session/useSession';
export { navigationSessionOf } from './session/navigationSession';
export { catalogue, featuresMessages, intlLocales, isLocale, locales, type Locale } from './i18n/catalogue';
export { useErrorText } from './shared/useErrorText';
export { RegisterScreen, type RegisterScreenProps } from './auth/RegisterScreen';
export { VerifyPhoneScreen, type VerifyPhoneScreenProps } from './auth/VerifyPhoneScreen';
export { LoginScreen, type LoginScreenProps } from './auth/LoginScreen';
export { RegisterIntroScreen, type RegisterIntroScreenProps } from './onboarding/RegisterIntroScreen';
export { OnboardingScreen, patientStatuses, type OnboardingScreenProps } from './onboarding/OnboardingScreen';
export { TodayScreen } from './today/TodayScreen';
export { MembershipScreen, MEMBERSHIP_MONTHLY_PRICE_USD } from './membership/MembershipScreen';
