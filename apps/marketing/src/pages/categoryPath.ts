import type { ContentCategory } from '@mat/content';
import type { Language } from '@mat/domain';
import { localizedPath } from '../url';

/**
 * A category's site address in a language (spec 2): a parent at /articles/category/{slug}, a sub
 * category at /articles/sub-category/{slug}, with the slug of that language and Spanish's /es.
 */
export const categoryPath = (category: Pick<ContentCategory, 'parentKey' | 'names'>, language: Language) =>
  localizedPath(
    `/articles/${category.parentKey === null ? 'category' : 'sub-category'}/${category.names[language].slug}`,
    language,
  );
