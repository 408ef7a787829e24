import type { Locale } from '@mat/api';

/**
 * Where an article is read [spec 2, /articles/{articleSlug}/{lang?}]: a logged-out visitor's
 * language is in the URL (es; en drops it), a logged-in user reads in their own language, so the
 * param is left out (the app's guard would drop it anyway).
 */
export function articlePath(slug: string, language: Locale, loggedIn: boolean): string {
  const base = `/articles/${encodeURIComponent(slug)}`;
  return !loggedIn && language === 'es' ? `${base}/es` : base;
}

export const categoryPath = (slug: string) => `/articles/category/${encodeURIComponent(slug)}`;
export const subCategoryPath = (slug: string) => `/articles/sub-category/${encodeURIComponent(slug)}`;
export const ARTICLES_PATH = '/articles';
