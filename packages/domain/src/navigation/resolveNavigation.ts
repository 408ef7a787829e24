import { isEligibilityCheckStale } from '../eligibility/storedCheck.js';
import { guardRedirect, onboardingTarget } from './guards.js';
import { normalizePathname } from './pathPattern.js';
import { formatSearch, normalizeSearch, sameSearch, withoutKeys } from './query.js';
import {
  isKickCounterPath,
  isKnownPath,
  isMarketingPath,
  isSharedPath,
  isPrivateAppPath,
  isPublicPath,
  splitTrailingLanguage,
} from './routes.js';
import { localStorageKeys, sessionStorageKeys } from './storageKeys.js';
import type {
  ExternalLinks,
  NavigationContext,
  NavigationDecision,
  NavigationEffect,
  NavigationLocation,
  NavigationRedirect,
  NavigationSession,
} from './types.js';

/** Replace with the real addresses through `NavigationContext.externalLinks`. */
export const defaultExternalLinks: ExternalLinks = {
  getPlan: 'https://providers.matrona.care/pricing',
  pricing: 'https://providers.matrona.care/pricing',
  enterprise: 'https://providers.matrona.care/enterprise',
};

/** Query keys that carry a gift code to /redeem-membership. */
export const REDEEM_GIFT_CODE_QUERY_KEYS = ['code', 'gift_code'] as const;
const INVITE_QUERY_KEYS = { invite: localStorageKeys.registerInvite, assign_code: localStorageKeys.registerAssignCode };

// Marketing paths that only redirect [spec 2, "Marketing routes"]: the app's guard and the public
// site's static-hosting rules (apps/marketing/src/redirects.ts) both read them.
export const marketingAliases: Readonly<Record<string, string>> = {
  '/dchealth': '/',
  '/dc': '/',
  '/dchealth/register': '/membership',
  '/how-it-works': '/',
  '/about-us': '/about',
  '/check-eligibility': '/',
  '/gift-membership': '/',
  '/gift-membership-pay': '/',
  '/lacmamas': '/',
};
export const externalRoutes: Readonly<Record<string, keyof ExternalLinks>> = {
  '/get-plan': 'getPlan',
  '/pricing': 'pricing',
  '/enterprise': 'enterprise',
};

/** A 403 or 404 answer sends the user to a full page load of this path [spec 2, 8]... */
export function forbiddenOrNotFoundTarget(loggedIn: boolean): '/dashboard' | '/auth/login' {
  return loggedIn ? '/dashboard' : '/auth/login';
}

/**
 * ...except on the pages a visitor reaches by a link they were sent (a public survey, a survey's
 * private link, an article or topic, which are public and shared, the registration an invite link
 * opens): they say themselves that the link opens nothing and offer a way on, where a visitor
 * sent to log in would learn nothing.
 */
export function showsOwnNotFound(pathname: string): boolean {
  return (
    /^\/s\/[^/]+\/[^/]+(\/[^/]+)?$/.test(pathname) ||
    /^\/q\/[^/]+\/(?!gift$)[^/]+$/.test(pathname) ||
    /^\/articles\/[^/]+/.test(pathname) ||
    // The registration an invite link opens says itself when the invite is unknown, and goes on without it.
    pathname === '/auth/register'
  );
}

type Storage = Record<string, string | undefined>;
type State = {
  session: NavigationSession;
  context: NavigationContext;
  local: Storage;
  sessionStore: Storage;
  effects: NavigationEffect[];
};
type Hop =
  | { kind: 'stay' }
  | { kind: 'go'; location: NavigationLocation }
  | { kind: 'leave'; redirect: NavigationRedirect };

function effect(state: State, next: NavigationEffect): void {
  state.effects.push(next);
  if (next.kind === 'setLocal') state.local[next.key] = next.value;
  else if (next.kind === 'removeLocal') delete state.local[next.key];
  else if (next.kind === 'setSession') state.sessionStore[next.key] = next.value;
}

const go = (pathname: string, search: NavigationLocation['search'] = {}): Hop => ({
  kind: 'go',
  location: { pathname, search },
});

function otherHost(state: State, host: 'app' | 'marketing', location: NavigationLocation): Hop {
  const path = location.pathname + formatSearch(location.search);
  const origin = state.context.origins?.[host];
  return { kind: 'leave', redirect: { to: origin ? origin + path : path, external: true, host } };
}

function home(session: NavigationSession): string {
  return session.loggedIn ? '/dashboard' : '/auth/login';
}

// Steps that apply to every visitor, before the session is looked at.
function arrivalHop(state: State, { pathname, search }: NavigationLocation): Hop | null {
  const { session, context } = state;
  const inviteKeys = Object.keys(INVITE_QUERY_KEYS).filter((key) => search[key] !== undefined);
  if (inviteKeys.length > 0) {
    for (const key of inviteKeys) {
      effect(state, {
        kind: 'setLocal',
        key: INVITE_QUERY_KEYS[key as keyof typeof INVITE_QUERY_KEYS],
        value: search[key] as string,
      });
    }
    return go(pathname === '/membership' ? '/auth/register' : pathname, withoutKeys(search, inviteKeys));
  }
  if (pathname === '/redeem-membership') {
    const codeKey = REDEEM_GIFT_CODE_QUERY_KEYS.find((key) => search[key] !== undefined);
    if (codeKey) {
      effect(state, { kind: 'setSession', key: sessionStorageKeys.redeemGiftCode, value: search[codeKey] as string });
    }
    if (session.loggedIn) return go('/gift-codes');
    if (codeKey) return go(pathname, withoutKeys(search, REDEEM_GIFT_CODE_QUERY_KEYS));
  }
  if (context.nativeMobile && isMarketingPath(pathname)) return go(home(session));
  // A public survey's own language (/s/{org}/{slug}/{inputLang}) is the logged-out visitor's too.
  const survey = /^\/s\/[^/]+\/[^/]+\/(en|es)$/.exec(pathname);
  if (survey && !session.loggedIn)
    effect(state, { kind: 'setLocal', key: localStorageKeys.language, value: survey[1] as string });
  const language = splitTrailingLanguage(pathname);
  if (language) {
    if (!session.loggedIn)
      effect(state, { kind: 'setLocal', key: localStorageKeys.language, value: language.language });
    return go(language.pathname, search);
  }
  const external = externalRoutes[pathname];
  if (external) {
    const to = context.externalLinks?.[external] ?? defaultExternalLinks[external];
    return { kind: 'leave', redirect: { to, external: true } };
  }
  const alias = marketingAliases[pathname];
  if (alias) {
    if (pathname === '/lacmamas') {
      effect(state, { kind: 'setLocal', key: localStorageKeys.lacmamas, value: 'true' });
      // The public site sends /lacmamas here, to the app's host, because only the app's host can
      // set the app's flag; Welcome is the site's page, where / on the app's host means login.
      if (context.host === 'app') return otherHost(state, 'marketing', { pathname: alias, search });
    }
    return go(alias, search);
  }
  if (context.host === 'app' && pathname === '/') return go(home(session));
  if (context.host === 'app' && isMarketingPath(pathname)) return otherHost(state, 'marketing', { pathname, search });
  if (context.host === 'marketing' && !isMarketingPath(pathname) && !isSharedPath(pathname))
    return otherHost(state, 'app', { pathname, search });
  return articleLanguageHop(session, pathname, search);
}

// /articles/{articleSlug}/{lang}: the language must be en or es [spec 2, 5, 8].
function articleLanguageHop(
  session: NavigationSession,
  pathname: string,
  search: NavigationLocation['search'],
): Hop | null {
  const article = /^\/articles\/([^/]+)\/([^/]+)$/.exec(pathname);
  if (!article || article[1] === 'category' || article[1] === 'sub-category') return null;
  const [, slug, lang] = article;
  if (session.loggedIn || lang === 'en') return go(`/articles/${slug}`, search);
  return lang === 'es' ? null : go('/auth/login');
}

function loggedOutHop(state: State, pathname: string): Hop | null {
  if (pathname === '/manage-membership') return go('/gold');
  if (isPublicPath(pathname)) return null;
  if (isPrivateAppPath(pathname)) effect(state, { kind: 'markLoggedOut' });
  return go('/auth/login');
}

// Redirects named beside a route [spec 2], for a logged-in user who passed the session guards.
function routeHop(session: NavigationSession, pathname: string): Hop | null {
  if (pathname === '/auth/register' && session.phoneVerified) return go('/dashboard');
  if (pathname === '/gold' && session.goldView) return go('/manage-membership');
  if (pathname === '/manage-membership' && !session.goldView) return go('/gold');
  if (isKickCounterPath(pathname) && !session.goldView) return go('/me');
  if (pathname === '/feature-onboarding') {
    if (!session.hasStatus) return go(onboardingTarget(session, pathname));
    if (session.featureOnboardingFinished) return go('/dashboard');
  }
  const question = /^\/myquestions(?:\/([^/]+))?$/.exec(pathname);
  if (question) return go('/team', question[1] ? { conversationId: question[1] } : {});
  return null;
}

function hop(state: State, location: NavigationLocation): Hop {
  const { session } = state;
  const pathname = normalizePathname(location.pathname);
  if (pathname !== location.pathname) return go(pathname, location.search);
  if (isEligibilityCheckStale(state.local[localStorageKeys.checkEligibility], state.context.nowMs)) {
    effect(state, { kind: 'removeLocal', key: localStorageKeys.checkEligibility });
  }
  const arrival = arrivalHop(state, location);
  if (arrival) return arrival;
  const membershipPending = Boolean(state.sessionStore[sessionStorageKeys.membershipCreationData]);
  if (session.loggedIn && !isKnownPath(pathname)) return go('/dashboard');
  const guarded = guardRedirect(session, membershipPending, pathname);
  if (guarded) return go(guarded);
  const next = session.loggedIn ? routeHop(session, pathname) : loggedOutHop(state, pathname);
  return next ?? { kind: 'stay' };
}

// Each redirect is followed here, so the caller gets the final page in one step. The guards are
// built so that no chain is longer than a handful of hops; the bound only stops a future mistake
// from hanging a browser tab.
const MAX_HOPS = 12;

/**
 * Every navigation guard and route redirect of spec section 2, as one decision: where to go (or
 * stay) and what to write to browser storage on the way. Pure: storage, host and clock come in.
 */
export function resolveNavigation(
  session: NavigationSession,
  context: NavigationContext,
  location: NavigationLocation,
): NavigationDecision {
  const state: State = {
    session,
    context,
    local: { ...context.localStorage },
    sessionStore: { ...context.sessionStorage },
    effects: [],
  };
  const start = { pathname: location.pathname, search: normalizeSearch(location.search) };
  let current: NavigationLocation = start;
  for (let hops = 0; hops < MAX_HOPS; hops += 1) {
    const next = hop(state, current);
    if (next.kind === 'leave') return { redirect: next.redirect, effects: state.effects };
    if (next.kind === 'stay') break;
    current = next.location;
  }
  const moved = current.pathname !== start.pathname || !sameSearch(current.search, start.search);
  return {
    redirect: moved ? { to: current.pathname + formatSearch(current.search), external: false } : null,
    effects: state.effects,
  };
}
