import { ApiError, unwrap, type Locale, type Schema } from '@mat/api';
import { Alert, BackLink, Heading, Link, Skeleton, Text } from '@mat/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useSession } from '../session/useSession';
import { useErrorText } from '../shared/useErrorText';
import { ArticleBody } from './ArticleBody';
import { ArticleList } from './ArticleCard';
import * as styles from './articles.css';
import { articleMessages as m } from './articles.messages';
import { ARTICLES_PATH, articlePath, subCategoryPath } from './paths';
import { useArticlePath } from './useArticlePath';

export interface ArticleScreenProps {
  /** The slug of either language's version. */
  slug: string;
  /** The URL's language (/articles/{slug}/es); absent means English for a logged-out visitor, the user's own language when logged in. */
  lang?: Locale;
}

type Article = Schema<'Article'>;

/** The day a clinician last reviewed it, as a calendar day wherever the reader is. */
const reviewDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** /articles/{articleSlug}/{lang?} [ViewArticle]: one article, its sources, review day and related articles. */
export function ArticleScreen({ slug, lang }: ArticleScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const { token } = useSession();
  const { text } = useErrorText();
  const hrefOf = useArticlePath();
  const loggedIn = token !== null;
  const language: Locale = lang ?? (loggedIn && intl.locale.startsWith('es') ? 'es' : 'en');
  const article = useQuery({
    queryKey: ['articles', 'one', slug, language],
    // The article's language travels as the request's language: the server reads the piece in it.
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/article/{slug}', { params: { path: { slug } }, headers: { 'Accept-Language': language }, signal }),
      ),
    enabled: /^[a-z0-9-]+$/.test(slug),
    retry: false,
  });
  const id = article.data?.id;
  const related = useQuery({
    queryKey: ['articles', 'related', id],
    queryFn: ({ signal }) => unwrap(client.GET('/article/related-for/{id}', { params: { path: { id: id! } }, signal })),
    enabled: id !== undefined,
  });
  // A mistyped or withdrawn article's link says so here, with a way on (the app does not leave this page on its 404).
  if (
    !/^[a-z0-9-]+$/.test(slug) ||
    (article.isError && article.error instanceof ApiError && article.error.status === 404)
  ) {
    return (
      <div className={styles.page}>
        <Alert tone="warning">{intl.formatMessage(m.articleNotFound)}</Alert>
        <Link href={ARTICLES_PATH} isStandalone>
          {intl.formatMessage(m.allArticles)}
        </Link>
      </div>
    );
  }
  if (article.isError) return <Alert tone="danger">{text('errors.loadDataFailed')}</Alert>;
  if (article.isPending) return <Skeleton lines={8} />;
  const a = article.data;
  const sub = a.categories_list.at(-1);

  return (
    <div className={styles.page}>
      <BackLink href={sub ? subCategoryPath(sub.slug) : ARTICLES_PATH}>
        {sub ? sub.name : intl.formatMessage(m.allArticles)}
      </BackLink>
      <article lang={a.language} className={styles.page} aria-labelledby="article-title">
        <Heading level={1} id="article-title">
          {a.title}
        </Heading>
        <ArticleMeta article={a} loggedIn={loggedIn} />
        {a.image && <img src={a.image} alt={a.image_alt} className={styles.hero} />}
        <Text>{a.summary}</Text>
        <ArticleBody html={a.body_html} lang={a.language} />
        <ArticleSources sources={a.sources} />
      </article>
      <Alert tone="info">{intl.formatMessage(m.emergency)}</Alert>
      {related.data && related.data.length > 0 && (
        <section aria-labelledby="article-related" className={styles.page}>
          <Heading level={2} id="article-related">
            {intl.formatMessage(m.related)}
          </Heading>
          <ArticleList articles={related.data} hrefOf={hrefOf} labelledBy="article-related" />
        </section>
      )}
    </div>
  );
}

/** How long it takes to read and when it was reviewed, in the reader's language; a visitor can switch to the other one. */
function ArticleMeta({ article: a, loggedIn }: { article: Article; loggedIn: boolean }) {
  const intl = useIntl();
  const other: Locale = a.language === 'es' ? 'en' : 'es';
  return (
    <div className={styles.meta}>
      <Text size="small" tone="muted">
        <span lang={intl.locale}>{intl.formatMessage(m.readingTime, { minutes: a.reading_minutes })}</span>
      </Text>
      <Text size="small" tone="muted">
        <span lang={intl.locale}>
          {intl.formatMessage(m.reviewed, {
            date: intl.formatDate(reviewDay(a.reviewed_on), { dateStyle: 'long', timeZone: 'UTC' }),
          })}
        </span>
      </Text>
      {!loggedIn && (
        <Link href={articlePath(a.slug, other, false)} hrefLang={other} isStandalone>
          <span lang={other}>{intl.formatMessage(other === 'es' ? m.readInSpanish : m.readInEnglish)}</span>
        </Link>
      )}
    </div>
  );
}

/** Where the article's facts come from, each opening in a new tab. */
function ArticleSources({ sources }: { sources: Article['sources'] }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="article-sources" className={styles.page}>
      <Heading level={2} id="article-sources">
        <span lang={intl.locale}>{intl.formatMessage(m.sources)}</span>
      </Heading>
      <ul className={styles.sources}>
        {sources.map((source) => (
          <li key={source.url}>
            <Link href={source.url} target="_blank" rel="noopener noreferrer">
              {source.title}
            </Link>{' '}
            <Text size="small" tone="muted">
              ({source.name})
            </Text>
          </li>
        ))}
      </ul>
    </section>
  );
}
