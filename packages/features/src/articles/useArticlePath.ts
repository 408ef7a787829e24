import { useCallback } from 'react';
import { useSession } from '../session/useSession';
import type { ArticleSummary } from './ArticleCard';
import { articlePath } from './paths';

/** The link of an article for whoever is reading: with its language in the URL when logged out. */
export function useArticlePath() {
  const { token } = useSession();
  return useCallback(
    (article: Pick<ArticleSummary, 'slug' | 'language'>) => articlePath(article.slug, article.language, token !== null),
    [token],
  );
}
