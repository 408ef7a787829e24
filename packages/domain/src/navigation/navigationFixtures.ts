import type { NavigationContext, NavigationLocation, NavigationSession } from './types.js';

/** A fully set-up patient: logged in, verified, onboarded, terms accepted, no gold. */
export const member: NavigationSession = {
  loggedIn: true,
  phoneVerified: true,
  hasStatus: true,
  termsAccepted: true,
  goldView: false,
  onboardingVersion: 2,
  featureOnboardingFinished: true,
};

export const visitor: NavigationSession = {
  loggedIn: false,
  phoneVerified: false,
  hasStatus: false,
  termsAccepted: false,
  goldView: false,
  onboardingVersion: 2,
  featureOnboardingFinished: false,
};

export const NOW = Date.UTC(2026, 10, 22, 9, 0);

export const single: NavigationContext = {
  host: 'single',
  nativeMobile: false,
  localStorage: {},
  sessionStorage: {},
  nowMs: NOW,
};

export function at(pathname: string, search: Record<string, string> = {}): NavigationLocation {
  return { pathname, search };
}
