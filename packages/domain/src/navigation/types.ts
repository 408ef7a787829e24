import type { SearchParams } from './query.js';

export type NavigationSession = {
  loggedIn: boolean;
  /** user_data.prefs.verified_phone === 'yes' */
  phoneVerified: boolean;
  /** A saved patient status exists. */
  hasStatus: boolean;
  /** user_data.prefs.terms === true */
  termsAccepted: boolean;
  /** matrona_gold_view */
  goldView: boolean;
  onboardingVersion: 1 | 2;
  featureOnboardingFinished: boolean;
};

export type ExternalLinks = {
  /** /get-plan: the practitioner site's pricing page. */
  getPlan: string;
  /** /pricing */
  pricing: string;
  /** /enterprise */
  enterprise: string;
};

export type NavigationContext = {
  /** 'single': one host serves both the marketing pages and the app (development, tests). */
  host: 'app' | 'marketing' | 'single';
  nativeMobile: boolean;
  /** Only the keys the guards read. */
  localStorage: Readonly<Record<string, string | undefined>>;
  sessionStorage: Readonly<Record<string, string | undefined>>;
  nowMs: number;
  /** Origins (scheme and host, no trailing slash) for moving between hosts. */
  origins?: { app: string; marketing: string };
  /** Where the external redirects go; defaults in `defaultExternalLinks`. */
  externalLinks?: Partial<ExternalLinks>;
};

export type NavigationLocation = { pathname: string; search: SearchParams };

export type NavigationEffect =
  | { kind: 'setLocal'; key: string; value: string }
  | { kind: 'removeLocal'; key: string }
  | { kind: 'setSession'; key: string; value: string }
  | { kind: 'removeSession'; key: string }
  | { kind: 'markLoggedOut' };

export type NavigationRedirect = {
  /** A path with its query, or a URL when external. */
  to: string;
  external: boolean;
  /**
   * Set when the page belongs to the other host. `to` is then absolute when the context gave
   * `origins`, and a path to open on that host otherwise.
   */
  host?: 'app' | 'marketing';
};

export type NavigationDecision = {
  redirect: NavigationRedirect | null;
  effects: readonly NavigationEffect[];
};
