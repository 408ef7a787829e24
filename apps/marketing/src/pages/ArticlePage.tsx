// The article library on the site (spec 2: /articles and /articles/{articleSlug}/{lang?}), read
// at build time from content/articles with @mat/content: each article in full in each language,
// English at /articles/{slug} and Spanish at /articles/{slug in Spanish}/es, and the library's
// front page. The app keeps its own article screens for signed-in readers (the "Open it in
// Matrona" link); the host rule of @mat/domain lets both hosts serve /articles.
import type { ContentArticle, ContentCategory } from '@mat/content';
import type { Language } from '@mat/domain';
import { Heading, Link, LinkButton, Text } from '@mat/ui';
import { useIntl } from 'react-intl';
import { localizedPath } from '../url';
import { announcementHtml } from './AnnouncementPage';
import { articleMessages as m } from './articles.messages';
import { categoryPath } from './categoryPath';
import * as styles from './pages.css';
import { formatDay } from './press';

export type SiteLibrary = { categories: ContentCategory[]; articles: ContentArticle[] };

/** The site address of an article in its language: /articles/{slug} or /articles/{slug}/es. */
export const articlePath = (article: Pick<ContentArticle, 'slug' | 'language'>) =>
  localizedPath(`/articles/${article.slug}`, article.language);

/** Up to three other articles of the same category, in the same language, in the library's order. */
export function relatedArticles(library: SiteLibrary, article: ContentArticle): ContentArticle[] {
  return library.articles
    .filter((a) => a.language === article.language && a.key !== article.key && a.categoryKey === article.categoryKey)
    .slice(0, 3);
}

/** The address of the drawing the prerender copies from content/illustrations. */
export const illustrationPath = (image: string) => `/illustrations/${image}.svg`;

export function ArticlePage({
  library,
  article,
  appOrigin,
}: {
  library: SiteLibrary;
  article: ContentArticle;
  appOrigin: string;
}) {
  const intl = useIntl();
  const language = article.language;
  const related = relatedArticles(library, article);
  const sub = library.categories.find((c) => c.key === article.categoryKey);
  const parent = sub && library.categories.find((c) => c.key === sub.parentKey);
  const inApp = `${appOrigin}${article.language === 'en' ? `/articles/${article.slug}` : `/articles/${article.slug}/es`}`;
  return (
    <article className={styles.page}>
      <Heading level={1}>{article.title}</Heading>
      <Text size="small" tone="muted">
        {intl.formatMessage(m.readingTime, { minutes: article.readingMinutes })} ·{' '}
        <time dateTime={article.reviewedOn}>
          {intl.formatMessage(m.reviewed, { date: formatDay(intl, article.reviewedOn) })}
        </time>
      </Text>
      {sub && (
        <Text size="small">
          {intl.formatMessage(m.topic)}{' '}
          {parent && <Link href={categoryPath(parent, language)}>{parent.names[language].name}</Link>}
          {parent && ' · '}
          <Link href={categoryPath(sub, language)}>{sub.names[language].name}</Link>
        </Text>
      )}
      <img
        className={styles.articleImage}
        src={illustrationPath(article.image)}
        alt={article.imageAlt}
        width={160}
        height={120}
      />
      <Text>{article.summary}</Text>
      {/* markdownToHtml escapes every character and writes only the library's few tags (no script, no handlers). */}
      <div
        className={styles.announcementBody}
        dangerouslySetInnerHTML={{ __html: announcementHtml(article.bodyMarkdown, language, appOrigin) }}
      />
      {article.sources.length > 0 && (
        <section className={styles.page}>
          <Heading level={2}>{intl.formatMessage(m.sources)}</Heading>
          <ul className={styles.articleList}>
            {article.sources.map((source) => (
              <li key={source.url}>
                <Link href={source.url}>{`${source.name}: ${source.title}`}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {related.length > 0 && (
        <section className={styles.page}>
          <Heading level={2}>{intl.formatMessage(m.related)}</Heading>
          <ul className={styles.articleList}>
            {related.map((other) => (
              <li key={other.key}>
                <Link href={articlePath(other)}>{other.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className={styles.actions}>
        <LinkButton href={inApp} variant="primary">
          {intl.formatMessage(m.openInApp)}
        </LinkButton>
        <Link href={localizedPath('/articles', language)}>{intl.formatMessage(m.allArticles)}</Link>
      </div>
    </article>
  );
}

/** /articles: every article of the language, under its parent category (a link to the category's page). */
export function ArticlesPage({ library, language }: { library: SiteLibrary; language: Language }) {
  const intl = useIntl();
  const parentOf = new Map(library.categories.map((c) => [c.key, c.parentKey ?? c.key]));
  const parents = library.categories.filter((c) => c.parentKey === null);
  return (
    <div className={styles.page}>
      <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
      <Text>{intl.formatMessage(m.description)}</Text>
      {parents.map((parent) => {
        const articles = library.articles.filter(
          (a) => a.language === language && parentOf.get(a.categoryKey) === parent.key,
        );
        if (articles.length === 0) return null;
        return (
          <section key={parent.key} className={styles.page}>
            <Heading level={2}>
              <Link href={categoryPath(parent, language)}>{parent.names[language].name}</Link>
            </Heading>
            <ul className={styles.articleList}>
              {articles.map((article) => (
                <li key={article.key}>
                  <Link href={articlePath(article)}>{article.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
