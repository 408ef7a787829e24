import { unwrap, type Locale, type Schema } from '@mat/api';
import { Alert, BackLink, Heading, Link, LoadMore, Skeleton, Text } from '@mat/ui';
import { useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useErrorText } from '../shared/useErrorText';
import { ArticleList } from './ArticleCard';
import * as styles from './articles.css';
import { articleMessages as m } from './articles.messages';
import { ARTICLES_PATH, categoryPath, subCategoryPath } from './paths';
import { useArticlePath } from './useArticlePath';

type Category = Schema<'ArticleCategory'>;

export interface CategoryScreenProps {
  /** /articles/category/{slug} names a parent category, /articles/sub-category/{slug} one of its sub categories. */
  kind: 'category' | 'sub-category';
  slug: string;
}

/** Every category with its sub categories, in the language in use (slugs are per language). */
function useCategories() {
  const intl = useIntl();
  const { client } = useMat();
  const parents = useQuery({
    queryKey: ['articles', 'parents', intl.locale],
    queryFn: ({ signal }) => unwrap(client.GET('/article/parent-categories', { signal })),
  });
  const subs = useQueries({
    queries: (parents.data ?? []).map((parent) => ({
      queryKey: ['articles', 'subs', parent.id, intl.locale],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        unwrap(client.GET('/article/sub-categories-for/{id}', { params: { path: { id: parent.id } }, signal })),
    })),
  });
  return {
    parents: parents.data ?? [],
    subsOf: (id: number): Category[] => subs[(parents.data ?? []).findIndex((p) => p.id === id)]?.data ?? [],
    allSubs: subs.flatMap((q) => q.data ?? []),
    isPending: parents.isPending || subs.some((q) => q.isPending),
    isError: parents.isError || subs.some((q) => q.isError),
  };
}

/**
 * A topic's slug is per language, so a link in the other language (the reader just switched
 * language, or was sent the link) finds its topic there, by id; null when neither language has it.
 */
function useTopicIdInOtherLanguage(kind: CategoryScreenProps['kind'], slug: string, enabled: boolean) {
  const intl = useIntl();
  const { client } = useMat();
  const other: Locale = intl.locale.startsWith('es') ? 'en' : 'es';
  return useQuery({
    queryKey: ['articles', 'topic-in', other, kind, slug],
    queryFn: async ({ signal }) => {
      const headers = { 'Accept-Language': other };
      const parents = await unwrap(client.GET('/article/parent-categories', { headers, signal }));
      if (kind === 'category') return parents.find((c) => c.slug === slug)?.id ?? null;
      for (const parent of parents) {
        const subs = await unwrap(
          client.GET('/article/sub-categories-for/{id}', { params: { path: { id: parent.id } }, headers, signal }),
        );
        const found = subs.find((c) => c.slug === slug);
        if (found) return found.id;
      }
      return null;
    },
    enabled,
    staleTime: Infinity,
  });
}

/** /articles/category/{slug} and /articles/sub-category/{slug}: a topic's articles, a page at a time. */
export function CategoryScreen({ kind, slug }: CategoryScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const { text } = useErrorText();
  const hrefOf = useArticlePath();
  const categories = useCategories();
  const topics = kind === 'category' ? categories.parents : categories.allSubs;
  const bySlug = topics.find((c) => c.slug === slug);
  const otherLanguage = useTopicIdInOtherLanguage(
    kind,
    slug,
    !categories.isPending && !categories.isError && bySlug === undefined,
  );
  const category = bySlug ?? topics.find((c) => c.id === otherLanguage.data);
  const parent = category?.parent_id ? categories.parents.find((p) => p.id === category.parent_id) : undefined;
  const articles = useInfiniteQuery({
    queryKey: ['articles', 'list', category?.id, intl.locale],
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        client.GET('/article', {
          params: {
            query: { page: pageParam, category: category!.id, language: intl.locale.startsWith('es') ? 'es' : 'en' },
          },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
    enabled: category !== undefined,
  });
  if (categories.isError) return <Alert tone="danger">{text('errors.loadDataFailed')}</Alert>;
  if (categories.isPending || (!category && otherLanguage.isPending)) return <Skeleton lines={4} />;
  if (!category) {
    return (
      <div className={styles.page}>
        <Alert tone="warning">{intl.formatMessage(m.categoryNotFound)}</Alert>
        <Link href={ARTICLES_PATH} isStandalone>
          {intl.formatMessage(m.allArticles)}
        </Link>
      </div>
    );
  }
  const shown = articles.data?.pages.flatMap((p) => p.data) ?? [];
  const subs = kind === 'category' ? categories.subsOf(category.id) : [];
  return (
    <div className={styles.page}>
      <BackLink href={parent ? categoryPath(parent.slug) : ARTICLES_PATH}>
        {parent ? parent.name : intl.formatMessage(m.allArticles)}
      </BackLink>
      <Heading level={1}>{category.name}</Heading>
      {subs.length > 0 && (
        <nav aria-labelledby="category-subs">
          <Heading level={2} id="category-subs">
            {intl.formatMessage(m.subCategories)}
          </Heading>
          <ul className={styles.topics}>
            {subs.map((sub) => (
              <li key={sub.id}>
                <Link href={subCategoryPath(sub.slug)} isStandalone>
                  {sub.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {articles.isError && <Alert tone="danger">{text('errors.loadDataFailed')}</Alert>}
      {articles.isPending ? (
        <Skeleton lines={4} />
      ) : shown.length === 0 ? (
        <Text>{intl.formatMessage(m.noArticles)}</Text>
      ) : (
        <ArticleList articles={shown} hrefOf={hrefOf} />
      )}
      {shown.length > 0 && (
        <LoadMore
          shown={shown.length}
          hasMore={articles.hasNextPage}
          isLoading={articles.isFetchingNextPage}
          onLoadMore={() => void articles.fetchNextPage()}
        />
      )}
    </div>
  );
}
