// The site's redirects [spec 2, "Marketing routes"] as real HTTP answers: written to dist/_redirects
// (the Netlify and Cloudflare Pages format, "from to status" per line) by the prerender, and
// answered the same way by the preview server `npm start` and the journeys use (vite.config.ts).
// The rules themselves have one home, @mat/domain's navigation, which the app's guard reads too.
import { defaultExternalLinks, externalRoutes, isMarketingPath, marketingAliases, programSlugs } from '@mat/domain';
import type { SiteRedirect } from './redirectsFile';

export { matchRedirect, parseRedirects, redirectsFile, type SiteRedirect } from './redirectsFile';

/** Every redirect of the site, English paths and their Spanish (/es) forms alike. */
export function siteRedirects(appOrigin: string): SiteRedirect[] {
  const rules: SiteRedirect[] = [];
  for (const [from, to] of Object.entries(marketingAliases)) {
    if (isMarketingPath(to)) {
      rules.push({ from, to, status: 301 });
      rules.push({ from: `${from}/es`, to: to === '/' ? '/es' : `${to}/es`, status: 301 });
    } else {
      // An app path (/membership) lives on the app's host: the host rule of spec 2's guards.
      rules.push({ from, to: `${appOrigin}${to}`, status: 302 });
    }
  }
  for (const [from, link] of Object.entries(externalRoutes)) rules.push({ from, to: defaultExternalLinks[link], status: 302 });
  // A gift's link on the site (/{program}/gift/{giftCode}, /how-it-works/gift/{giftCode}) leads to
  // its redemption in the app, /gift/{giftCode}, which keeps the code (redeem_gift_code) from there.
  for (const base of ['/how-it-works', ...programSlugs.map((slug) => `/${slug}`)]) {
    rules.push({ from: `${base}/gift/:giftCode`, to: `${appOrigin}/gift/:giftCode`, status: 302 });
  }
  return rules;
}
