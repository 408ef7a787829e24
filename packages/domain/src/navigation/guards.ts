import { isOnboardingPath, isPublicPath } from './routes.js';
import type { NavigationSession } from './types.js';

/**
 * The session guards of spec section 2, most important first. Each confines the user to the paths
 * it allows and sends them to its target otherwise.
 */
type Guard = { active: boolean; target: string; allows: (pathname: string) => boolean };

/** Where a user without a status starts: the v1 status page from the dashboard, else onboarding. */
export function onboardingTarget(session: NavigationSession, pathname: string): string {
  return pathname === '/dashboard' && session.onboardingVersion === 1 ? '/onboarding/status' : '/onboarding';
}

function sessionGuards(session: NavigationSession, membershipPending: boolean, pathname: string): Guard[] {
  const { loggedIn } = session;
  return [
    // An unverified phone confines a logged-in user to Membership and public pages [spec 2, 6].
    { active: loggedIn && !session.phoneVerified, target: '/membership', allows: isPublicPath },
    // A membership being created must be finished (or support asked) first.
    {
      active: membershipPending,
      target: '/membership',
      allows: (path) => path === '/membership' || path === '/contact-us',
    },
    {
      active: loggedIn && !session.termsAccepted,
      target: '/register/intro',
      allows: (path) => path === '/terms' || path === '/privacy' || path === '/register/intro',
    },
    {
      active: loggedIn && !session.hasStatus,
      target: onboardingTarget(session, pathname),
      allows: (path) => path === '/auth/register' || path === '/membership' || isOnboardingPath(path),
    },
  ];
}

/**
 * The first active guard that does not allow the path decides the redirect. A less important guard
 * never sends the user somewhere a more important active guard forbids: it waits, so two guards can
 * never bounce a user between their targets (an unverified user without accepted terms stays on
 * Membership instead of ping-ponging with /register/intro).
 */
export function guardRedirect(session: NavigationSession, membershipPending: boolean, pathname: string): string | null {
  const active = sessionGuards(session, membershipPending, pathname).filter((guard) => guard.active);
  for (const [index, guard] of active.entries()) {
    if (guard.allows(pathname)) continue;
    const higher = active.slice(0, index);
    return higher.every((other) => other.allows(guard.target)) ? guard.target : null;
  }
  return null;
}
