import type { Schema } from '@mat/api';
import { Card, Heading, Link, Text } from '@mat/ui';
import { useIntl } from 'react-intl';
import * as styles from './articles.css';
import { articleMessages as m } from './articles.messages';

export type ArticleSummary = Schema<'ArticleSummary'>;

/** One article in a list: its drawing (decorative here: the title says it all), title, summary, reading time. */
export function ArticleCard({ article, href }: { article: ArticleSummary; href: string }) {
  const intl = useIntl();
  return (
    <Card as="li" className={styles.card}>
      <div lang={article.language} className={styles.card}>
        {article.image && <img src={article.image} alt="" className={styles.thumb} />}
        <Heading level={3}>
          <Link href={href}>{article.title}</Link>
        </Heading>
        <Text size="small">{article.summary}</Text>
      </div>
      <Text size="small" tone="muted">
        {intl.formatMessage(m.readingTime, { minutes: article.reading_minutes })}
      </Text>
    </Card>
  );
}

export function ArticleList({
  articles,
  hrefOf,
  labelledBy,
}: {
  articles: readonly ArticleSummary[];
  hrefOf: (article: ArticleSummary) => string;
  labelledBy?: string;
}) {
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {articles.map((article) => (
        <ArticleCard key={article.id} article={article} href={hrefOf(article)} />
      ))}
    </ul>
  );
}
