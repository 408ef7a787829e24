// @mat/features: Matrona's screens and flows. Wrap them in <MatProvider>; each screen reports
// what happened through callbacks, so the host app decides where to go next.
export {
  MatProvider,
  MatProviderWithCatalogue,
  type MatProviderProps,
  type MatProviderWithCatalogueProps,
} from './provider/MatProvider';
export { useClock, useMat } from './provider/MatContext';
export { fixedClock, wallClock, type Clock, type ManualClock, type ScreenClock } from './provider/clock';
export { storageTokenStore, memoryTokenStore, type TokenStore } from './provider/tokenStore';
export { useSession, type CurrentUser } from './session/useSession';
export { useLanguageSwitch } from './session/useLanguageSwitch';
export { navigationSessionOf } from './session/navigationSession';
export { catalogue, featuresMessages, intlLocales, isLocale, locales, type Locale } from './i18n/catalogue';
export { useErrorText } from './shared/useErrorText';
// The invites modal's gate, apart from the organization area (an app asks it on every page).
export { useInviteDue } from './organizations/invites';
export type { PrefetchContext } from './shared/prefetchContext';
export * from './auth';
export * from './onboarding';
export * from './today';
export * from './membership';
export * from './monitors';
export * from './account';
export * from './family';
export * from './questionnaires';
export * from './team';
export * from './care';
export * from './gold';
export * from './articles';
