// Deep links (README, "Phone app"): an https link to one of the app's own hosts, opened from
// another app, arrives as Capacitor's `appUrlOpen`; the app goes to its path through its router,
// where the root route's guards (@mat/domain's resolveNavigation) decide as on the web.

/** The app path (path, query, hash) of a link to one of `appOrigins`, or null for any other link. */
export function deepLinkPath(url: string, appOrigins: readonly string[]): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' || !appOrigins.includes(parsed.origin)) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
