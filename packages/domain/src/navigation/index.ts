export * from './types.js';
export * from './routes.js';
export * from './storageKeys.js';
export { normalizePathname } from './pathPattern.js';
export { formatSearch } from './query.js';
export { onboardingTarget } from './guards.js';
export {
  resolveNavigation,
  forbiddenOrNotFoundTarget,
  showsOwnNotFound,
  defaultExternalLinks,
  marketingAliases,
  externalRoutes,
  REDEEM_GIFT_CODE_QUERY_KEYS,
} from './resolveNavigation.js';
