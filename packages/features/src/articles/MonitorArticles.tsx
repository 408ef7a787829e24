import { unwrap } from '@mat/api';
import { Heading, Skeleton } from '@mat/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { ArticleList } from './ArticleCard';
import * as styles from './articles.css';
import { articleMessages as m } from './articles.messages';
import { useArticlePath } from './useArticlePath';

/** A monitor's "learn more": the articles about it (GET /patient/monitors/articles/{id}), each opening its article screen. */
export function MonitorArticles({ monitorId }: { monitorId: number }) {
  const intl = useIntl();
  const { client } = useMat();
  const hrefOf = useArticlePath();
  const articles = useQuery({
    queryKey: ['monitors', 'articles', monitorId, intl.locale],
    queryFn: ({ signal }) =>
      unwrap(client.GET('/patient/monitors/articles/{id}', { params: { path: { id: monitorId } }, signal })),
  });
  // Reading is extra to the monitor: when the list cannot load, the monitor's screen stays as it is.
  if (articles.isError || articles.data?.length === 0) return null;
  return (
    <section aria-labelledby={`monitor-articles-${monitorId}`} className={styles.page}>
      <Heading level={2} id={`monitor-articles-${monitorId}`}>
        {intl.formatMessage(m.monitorArticles)}
      </Heading>
      {articles.isPending ? (
        <Skeleton lines={3} />
      ) : (
        <ArticleList articles={articles.data} hrefOf={hrefOf} labelledBy={`monitor-articles-${monitorId}`} />
      )}
    </section>
  );
}
