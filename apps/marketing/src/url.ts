import { isMarketingPath, isSharedPath, type Language } from '@mat/domain';

/** A page's address in a language: English at the path, Spanish with a trailing /es (spec 2). */
export function localizedPath(path: string, language: Language): string {
  if (language === 'en') return path;
  return path === '/' ? '/es' : `${path}/es`;
}

/**
 * Where a link of the content library leads from the site: a marketing path, or an article (which
 * both hosts serve), stays on the site in the page's language, any other path is the app's (the host rule of spec 2), and an https
 * address is left as it is.
 */
export function contentHref(target: string, language: Language, appOrigin: string): { href: string; inApp: boolean } {
  if (!target.startsWith('/')) return { href: target, inApp: false };
  if (isMarketingPath(target) || isSharedPath(target)) return { href: localizedPath(target, language), inApp: false };
  return { href: `${appOrigin}${target}`, inApp: true };
}
