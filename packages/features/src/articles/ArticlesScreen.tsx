import { unwrap } from '@mat/api';
import { Alert, Heading, Link, Skeleton, Text } from '@mat/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useErrorText } from '../shared/useErrorText';
import { ArticleList } from './ArticleCard';
import * as styles from './articles.css';
import { articleMessages as m } from './articles.messages';
import { categoryPath } from './paths';
import { pickRandom, SHOWN_PARENT_CATEGORIES } from './pickRandom';
import { useArticlePath } from './useArticlePath';

export interface ArticlesScreenProps {
  /** Fixes the random pick of topics (stories, tests); Math.random otherwise. */
  random?: () => number;
}

/** /articles [ArticlesList]: featured articles at random and four random topics [spec 9]. */
export function ArticlesScreen({ random }: ArticlesScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const { text } = useErrorText();
  const hrefOf = useArticlePath();
  const featured = useQuery({
    queryKey: ['articles', 'featured', intl.locale],
    queryFn: ({ signal }) => unwrap(client.GET('/article/random-featured', { signal })),
    staleTime: Infinity,
  });
  const parents = useQuery({
    queryKey: ['articles', 'parents', intl.locale],
    queryFn: ({ signal }) => unwrap(client.GET('/article/parent-categories', { signal })),
  });
  const shown = useMemo(
    () => (parents.data ? pickRandom(parents.data, SHOWN_PARENT_CATEGORIES, random) : []),
    [parents.data, random],
  );
  return (
    <div className={styles.page}>
      <Heading level={1}>{intl.formatMessage(m.listTitle)}</Heading>
      <Text>{intl.formatMessage(m.listIntro)}</Text>
      {(featured.isError || parents.isError) && <Alert tone="danger">{text('errors.loadDataFailed')}</Alert>}
      <section aria-labelledby="articles-topics" className={styles.page}>
        <Heading level={2} id="articles-topics">
          {intl.formatMessage(m.explore)}
        </Heading>
        {parents.isPending ? (
          <Skeleton lines={2} />
        ) : (
          <ul className={styles.topics}>
            {shown.map((category) => (
              <li key={category.id}>
                <Link href={categoryPath(category.slug)} isStandalone>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="articles-featured" className={styles.page}>
        <Heading level={2} id="articles-featured">
          {intl.formatMessage(m.featured)}
        </Heading>
        {featured.isPending ? (
          <Skeleton lines={4} />
        ) : (
          featured.data && <ArticleList articles={featured.data} hrefOf={hrefOf} labelledBy="articles-featured" />
        )}
      </section>
    </div>
  );
}
