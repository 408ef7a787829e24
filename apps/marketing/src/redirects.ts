// The site's redirects [spec 2, "Marketing routes"] as real HTTP answers: written to dist/_redirects
// (the Netlify and Cloudflare Pages format, "from to status" per line) by the prerender, and
// answered the same way by the preview server `npm start` and the journeys use (vite.config.ts).
// The rules themselves have one home, @mat/domain's navigation, which the app's guard reads too.
import {
  defaultExternalLinks,
  externalRoutes,
  isMarketingPath,
  isSharedPath,
  marketingAliases,
  privateAppRoutes,
  programSlugs,
  publicAppRoutes,
} from '@mat/domain';
import type { SiteRedirect } from './redirectsFile';

export { matchRedirect, parseRedirects, redirectsFile, type SiteRedirect } from './redirectsFile';

/** Every redirect of the site, English paths and their Spanish (/es) forms alike. */
export function siteRedirects(appOrigin: string): SiteRedirect[] {
  const rules: SiteRedirect[] = [];
  for (const [from, to] of Object.entries(marketingAliases)) {
    if (from === '/lacmamas') {
      // Spec 2: /lacmamas sets a flag in local storage, then goes to Welcome. The site runs no
      // script and its storage is not the app's, so the visitor passes through the app's host,
      // whose guard sets the flag there and sends her back to Welcome (@mat/domain's navigation).
      rules.push({ from, to: `${appOrigin}${from}`, status: 302 });
    } else if (isMarketingPath(to)) {
      rules.push({ from, to, status: 301 });
      rules.push({ from: `${from}/es`, to: to === '/' ? '/es' : `${to}/es`, status: 301 });
    } else {
      // An app path (/membership) lives on the app's host: the host rule of spec 2's guards.
      rules.push({ from, to: `${appOrigin}${to}`, status: 302 });
    }
  }
  for (const [from, link] of Object.entries(externalRoutes))
    rules.push({ from, to: defaultExternalLinks[link], status: 302 });
  // A gift's link on the site (/{program}/gift/{giftCode}, /how-it-works/gift/{giftCode}) leads to
  // its redemption in the app, /gift/{giftCode}, which keeps the code (redeem_gift_code) from there.
  for (const base of ['/how-it-works', ...programSlugs.map((slug) => `/${slug}`)]) {
    rules.push({ from: `${base}/gift/:giftCode`, to: `${appOrigin}/gift/:giftCode`, status: 302 });
  }
  rules.push(...appPathRedirects(appOrigin));
  return rules;
}

/**
 * The app's routes of spec 2 (public, auth and signed-in alike), asked of the site's host: sent to
 * the same path on the app's host, as the guards' host rule says, instead of the static host's 404.
 * A route pattern becomes one rule per shape: `:id?` with and without its segment, `:id#` (a
 * number) as any segment, since the app answers a wrong one itself. The article library is served
 * by both hosts and keeps its pages here.
 */
export function appPathRedirects(appOrigin: string): SiteRedirect[] {
  const shapes = (pattern: string): string[] => {
    const optional = pattern.split('/').findIndex((part) => part.endsWith('?'));
    if (optional < 0) return [pattern.replace(/#/g, '')];
    const parts = pattern.split('/');
    const without = parts.filter((_, i) => i !== optional).join('/');
    const withIt = parts.map((part, i) => (i === optional ? part.slice(0, -1) : part)).join('/');
    return [...shapes(without), ...shapes(withIt)];
  };
  const froms = [...publicAppRoutes, ...privateAppRoutes]
    .flatMap(shapes)
    .filter((from) => !isSharedPath(from.replace(/:\w+/g, 'x')));
  return [...new Set(froms)].map((from) => ({ from, to: `${appOrigin}${from}`, status: 302 }));
}
