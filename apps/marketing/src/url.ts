import type { Language } from '@mat/domain';

/** A page's address in a language: English at the path, Spanish with a trailing /es (spec 2). */
export function localizedPath(path: string, language: Language): string {
  if (language === 'en') return path;
  return path === '/' ? '/es' : `${path}/es`;
}
