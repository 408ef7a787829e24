// The library's categories on the site (spec 2: /articles/category/{categorySlug} and
// /articles/sub-category/{categorySlug}), the app's topics: a parent category with its sub
// categories and their articles, or one sub category's articles. A category's slug is per
// language (content/articles/categories.yaml), so the English page is
// /articles/category/{English slug} and the Spanish one /articles/category/{Spanish slug}/es.
import type { ContentArticle, ContentCategory } from '@mat/content';
import type { Language } from '@mat/domain';
import { Heading, Link, Text } from '@mat/ui';
import { useIntl } from 'react-intl';
import { localizedPath } from '../url';
import { articlePath, type SiteLibrary } from './ArticlePage';
import { articleMessages as m } from './articles.messages';
import { categoryPath } from './categoryPath';
import * as styles from './pages.css';

export { categoryPath };

/** The articles of a category in a language: a sub category's own, or a parent's through its sub categories, in the library's order. */
export function categoryArticles(
  library: SiteLibrary,
  category: ContentCategory,
  language: Language,
): ContentArticle[] {
  const keys = new Set([
    category.key,
    ...library.categories.filter((c) => c.parentKey === category.key).map((c) => c.key),
  ]);
  return library.articles.filter((a) => a.language === language && keys.has(a.categoryKey));
}

function ArticleItems({ articles }: { articles: ContentArticle[] }) {
  return (
    <ul className={styles.articleList}>
      {articles.map((article) => (
        <li key={article.key} className={styles.articleItem}>
          <Link href={articlePath(article)}>{article.title}</Link>
          <Text size="small" tone="muted">
            {article.summary}
          </Text>
        </li>
      ))}
    </ul>
  );
}

export function CategoryPage({
  library,
  category,
  language,
}: {
  library: SiteLibrary;
  category: ContentCategory;
  language: Language;
}) {
  const intl = useIntl();
  const name = category.names[language].name;
  const parent = category.parentKey === null ? undefined : library.categories.find((c) => c.key === category.parentKey);
  const subs = library.categories.filter((c) => c.parentKey === category.key);
  const articles = categoryArticles(library, category, language);
  return (
    <div className={styles.page}>
      <Heading level={1}>{name}</Heading>
      <Text>{intl.formatMessage(m.categoryDescription, { topic: name, count: articles.length })}</Text>
      {subs.length > 0 ? (
        subs.map((sub) => {
          const own = categoryArticles(library, sub, language);
          if (own.length === 0) return null;
          return (
            <section key={sub.key} className={styles.page}>
              <Heading level={2}>
                <Link href={categoryPath(sub, language)}>{sub.names[language].name}</Link>
              </Heading>
              <ArticleItems articles={own} />
            </section>
          );
        })
      ) : (
        <ArticleItems articles={articles} />
      )}
      <div className={styles.actions}>
        {parent && (
          <Link href={categoryPath(parent, language)}>
            {intl.formatMessage(m.moreOn, { topic: parent.names[language].name })}
          </Link>
        )}
        <Link href={localizedPath('/articles', language)}>{intl.formatMessage(m.allArticles)}</Link>
      </div>
    </div>
  );
}
