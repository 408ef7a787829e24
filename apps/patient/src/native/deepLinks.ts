// Deep links (README, "Phone app"): an https link to the app's own host, opened from another app
// (an email, a text, the marketing site), opens the phone app (Android App Links, iOS universal
// links) and arrives as Capacitor's `appUrlOpen`, or as the launch URL when it started the app.
// The app goes to its path through its router, where the root route's guards
// (@mat/domain's resolveNavigation) decide as on the web; a link to anything else is ignored.
import { isAppPath, isSharedPath } from '@mat/domain';
import { appOrigin } from './appOrigin';

/** The app path (path, query, hash) of a link to one of `appOrigins`, or null for any other link. */
export function deepLinkPath(url: string, appOrigins: readonly string[]): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' || !appOrigins.includes(parsed.origin)) return null;
  // Only the app's own routes: the API, the payment pages and the marketing paths on the same
  // host are not screens of the app.
  if (parsed.pathname !== '/' && !isAppPath(parsed.pathname) && !isSharedPath(parsed.pathname)) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** The origins whose links open the app: the app's host (./appOrigin.ts), or none when unset. */
export function appLinkOrigins(value: string | undefined): string[] {
  const origin = appOrigin(value);
  return origin === null ? [] : [origin];
}

/** What deep links need of Capacitor's App plugin (the real one is `App` of @capacitor/app). */
export interface AppUrlPlugin {
  addListener(
    eventName: 'appUrlOpen',
    listener: (event: { url: string }) => void,
  ): Promise<{ remove(): Promise<void> }>;
  getLaunchUrl(): Promise<{ url: string } | undefined>;
}

/**
 * Sends the links that open the app, the one it was launched with first, to `go` (the router's
 * navigation, ./navigator.ts). Returns a function that stops listening.
 */
export function listenForDeepLinks(
  app: AppUrlPlugin,
  appOrigins: readonly string[],
  go: (path: string) => void,
): () => void {
  let stopped = false;
  const open = (url: string | undefined) => {
    const path = url === undefined || stopped ? null : deepLinkPath(url, appOrigins);
    if (path !== null) go(path);
  };
  const handle = app.addListener('appUrlOpen', (event) => open(event.url));
  void app.getLaunchUrl().then(
    (launch) => open(launch?.url),
    () => {},
  );
  return () => {
    stopped = true;
    void handle.then((h) => h.remove());
  };
}
