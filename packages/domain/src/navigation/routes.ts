import { pathMatcher, type PathPattern } from './pathPattern.js';

/** The six programs of the marketing site [spec 1, 2], each a top-level route. */
export const programSlugs = [
  'registered-nurses',
  'infant-feeding',
  'doula-care',
  'mental-health',
  'nutrition',
  'care-coordination',
] as const;
export type ProgramSlug = (typeof programSlugs)[number];

export const supportedLanguages = ['en', 'es'] as const;
export type Language = (typeof supportedLanguages)[number];

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'es';
}

const PROGRAM = `:program(${programSlugs.join('|')})`;

/** Marketing routes [spec 2]: served by the public site host, absent from the mobile build. */
export const marketingRoutes: readonly PathPattern[] = [
  '/',
  '/filters/:filterSlug',
  '/dchealth',
  '/dc',
  '/dchealth/register',
  '/lacmamas',
  '/bsc',
  '/about',
  '/about-us',
  '/how-it-works',
  '/how-it-works/gift/:giftCode',
  '/terms',
  '/privacy',
  '/faq',
  '/press',
  '/press/announcement/:id',
  '/careers',
  '/pricing',
  '/enterprise',
  `/${PROGRAM}`,
  `/${PROGRAM}/gift/:giftCode`,
  '/check-eligibility',
  '/gift-membership',
  '/gift-membership-pay',
  // Beyond the spec's routes, the pages its copy implies [spec 1]: health plans and employers
  // (leading to the eligibility check) and gift memberships.
  '/health-plans',
  '/gifts',
];

/** Public and auth routes [spec 2]: open to logged-out visitors, served by the app host. */
export const publicAppRoutes: readonly PathPattern[] = [
  '/articles',
  '/articles/category/:categorySlug',
  '/articles/sub-category/:categorySlug',
  '/articles/:articleSlug/:lang?',
  '/s/:organizationSlug/:questionnaireSlug/:inputLang?',
  // A visitor's private link to their run of a public survey: the private id is the key, no login
  // (issue 16); listed with the account routes in spec 2, but a visitor has no account.
  '/q/:id/:privateId',
  '/auth/login/:type?',
  '/auth/register',
  '/auth/reset-password/:token?',
  '/auth/email-sent',
  '/membership',
  '/gift/:giftCode',
  '/gold',
  '/manage-membership',
  '/video/connect/:code',
  '/o/:orgIdentity',
  '/o/:orgIdentity/features',
  '/redeem-membership',
  '/redeem-membership-email/:code',
  '/f/:token',
  // Beyond the spec: the accessibility statement, linked from Me and the website's footer.
  '/accessibility',
];

/** Routes for logged-in users only [spec 2]. */
export const privateAppRoutes: readonly PathPattern[] = [
  // Main app
  '/dashboard',
  '/team',
  '/care',
  '/me',
  '/myquestions/:id?',
  '/ask-a-question',
  '/request-an-appointment/:id?',
  '/appointment/:uuid',
  '/appointment/cancel/:uuid',
  '/support-session/:uuid',
  '/support-session/reserve/:uuid',
  '/support-session/cancel/:uuid',
  '/video/session/:uuid',
  // Pregnancy, baby and onboarding
  '/add-medical-profile',
  '/add-pregnancy',
  '/edit-pregnancy/:id',
  '/connect-pregnancy/:childId/:reason',
  '/report-loss/:id',
  '/pregnancy-medical-profile/active',
  '/pregnancy-medical-profile/:id',
  '/pregnancy-medical-profile/:id/create-birth-plan',
  '/pregnancy-medical-profile/:id/edit-birth-plan',
  '/pregnancy-birth-plan/:id',
  '/pregnancy-medical-profile-prompt/:type/:id',
  '/baby-medical-profile/:childId',
  '/add-baby',
  '/edit-baby/:id',
  '/report-birth/:pregnancyId',
  '/register/intro',
  '/onboarding',
  '/onboarding/:page',
  '/feature-onboarding',
  '/medical-record',
  '/medical-record/medical-history/edit',
  // Blood pressure
  '/blood-pressure/info',
  '/blood-pressure/learn-more',
  '/blood-pressure/:monitorId#',
  '/blood-pressure/:monitorId#/readings',
  '/blood-pressure/readings/:pressureId#/view',
  '/blood-pressure/:monitorId#/reading/add',
  '/blood-pressure/reading/:pressureId#/edit',
  '/blood-pressure/reading/:pressureId#/remove',
  // Kick counter
  '/kick-counter/get-started',
  '/kick-counter/:monitorId#',
  '/kick-counter/:monitorId#/readings',
  '/kick-counter/readings/:readingId#/view',
  '/kick-counter/:monitorId#/add-reading',
  '/kick-counter/:monitorId#/add-reading/learn-more',
  '/kick-counter/readings/:readingId#/edit',
  '/kick-counter/readings/:readingId#/remove',
  // Weight monitor
  '/weight-monitor/:monitorId#',
  '/weight-monitor/:monitorId#/readings',
  '/weight-monitor/reading/:readingId#/view',
  '/weight-monitor/:monitorId#/reading/add',
  '/weight-monitor/reading/:readingId#/edit',
  '/weight-monitor/reading/:readingId#/remove',
  // Reminders
  '/monitor-reminders/:id',
  '/monitor-reminders/:id/add',
  '/monitor-reminders/:id/edit',
  '/monitor-reminders/:id/delete',
  // Questionnaires and account
  '/q/:id?',
  '/questionnaire/:id?',
  '/onboarding/q/:id?',
  '/q/:questionnaireSlug?/gift',
  '/questionnaire/:questionnaireSlug?/gift',
  '/care-plan/:id',
  '/contact-us',
  '/my-account',
  '/billing',
  '/notifications',
  '/settings',
  '/payment-method/edit/:uuid',
  '/payment-method/delete/:uuid',
  '/edit-profile',
  '/profile-avatar',
  // Beyond the spec: who has seen the patient's record (the audit trail), under Me.
  '/profile/record-access',
  '/gift-codes',
  '/gift-codes/apply-gift-code',
  '/gold-info',
  '/gold/subscribe',
  '/gold/downgrade',
  '/gold/resubscribe',
  '/membership/prolong',
  '/get-plan',
  '/referrals',
  '/referrals/add-resources',
  '/referrals/add-resources/filters/:filterSlug',
  '/referrals/add-new-resource',
  '/referrals/organizations/:id',
  '/referrals/organizations/:id/members',
  '/referrals/organizations/:id/connect',
];

// Public paths also accept a /gift/:giftCode suffix [spec 2]. Welcome's would be /gift/{giftCode},
// which is its own app route (AssignGiftCode), so the root takes none.
const withGiftSuffix = (patterns: readonly PathPattern[]): PathPattern[] =>
  patterns.flatMap((pattern) => (pattern === '/' ? [pattern] : [pattern, `${pattern}/gift/:giftCode`]));

const matchesMarketing = pathMatcher(withGiftSuffix(marketingRoutes));
const matchesPublicApp = pathMatcher(withGiftSuffix(publicAppRoutes));
const matchesPrivateApp = pathMatcher(privateAppRoutes);
// The gift questionnaires have the private link's shape (/q/{slug}/gift) and stay private.
const matchesGiftQuestionnaire = pathMatcher(privateAppRoutes.filter((p) => p.endsWith('/gift')));
const matchesOnboarding = pathMatcher([
  '/register/intro',
  '/onboarding',
  '/onboarding/:page',
  '/onboarding/q/:id?',
  '/feature-onboarding',
]);
const matchesKickCounter = pathMatcher(privateAppRoutes.filter((p) => p.startsWith('/kick-counter/')));
// Routes whose last segment is a language parameter of their own, not the language suffix.
const matchesOwnLanguageParam = pathMatcher(['/articles/:a/:b?', '/s/:org/:slug/:lang']);

/**
 * Splits a trailing /en or /es off a public path [spec 2: "A trailing en or es on the URL sets the
 * language for logged-out visitors"]. Null when there is no such suffix, when what remains is not a
 * public path, or when the route takes a language parameter of its own (articles, surveys).
 */
export function splitTrailingLanguage(pathname: string): { pathname: string; language: Language } | null {
  const match = /^(.*)\/(en|es)$/.exec(pathname);
  if (!match || matchesOwnLanguageParam(pathname)) return null;
  const rest = match[1] === '' ? '/' : (match[1] as string);
  if (!matchesMarketing(rest) && !matchesPublicApp(rest)) return null;
  return { pathname: rest, language: match[2] as Language };
}

/** A marketing page (public site host), with its gift suffix or language suffix if any. */
export function isMarketingPath(pathname: string): boolean {
  return matchesMarketing(splitTrailingLanguage(pathname)?.pathname ?? pathname);
}

// The article library: its front page, its category pages and its articles. The public site
// prerenders them for search engines and logged-out readers (a category in Spanish at
// /articles/category/{Spanish slug}/es), and the app keeps its own screens for signed-in readers,
// so both hosts serve them.
const matchesCategoryPage = pathMatcher(['/articles/category/:categorySlug', '/articles/sub-category/:categorySlug']);
const matchesArticle = pathMatcher(['/articles', '/articles/:articleSlug/:lang?']);

/** Served by both hosts (the article library): neither sends it to the other. */
export function isSharedPath(pathname: string): boolean {
  return matchesArticle(pathname) || matchesCategoryPage(splitTrailingLanguage(pathname)?.pathname ?? pathname);
}

/** Open to logged-out visitors: marketing pages and the public and auth routes. */
export function isPublicPath(pathname: string): boolean {
  const path = splitTrailingLanguage(pathname)?.pathname ?? pathname;
  return matchesMarketing(path) || (matchesPublicApp(path) && !matchesGiftQuestionnaire(path));
}

/** A route of the app that needs a logged-in user. */
export function isPrivateAppPath(pathname: string): boolean {
  return matchesPrivateApp(pathname);
}

/** Served by the app host (public or private), as opposed to the marketing host. */
export function isAppPath(pathname: string): boolean {
  return !isMarketingPath(pathname) && (isPublicPath(pathname) || isPrivateAppPath(pathname));
}

/** Any route of the product; everything else is an unknown path. */
export function isKnownPath(pathname: string): boolean {
  return isPublicPath(pathname) || isPrivateAppPath(pathname);
}

/** Register intro, onboarding pages, onboarding questionnaires and feature onboarding. */
export function isOnboardingPath(pathname: string): boolean {
  return matchesOnboarding(pathname);
}

/** Kick-counter routes, open only to users with gold view [spec 2, 6]. */
export function isKickCounterPath(pathname: string): boolean {
  return matchesKickCounter(pathname);
}
