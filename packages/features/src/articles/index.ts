// @mat/features/articles: the article library (spec 2, 3, "Article"): /articles with featured
// articles and four random topics, a topic's articles a page at a time, one article with its
// sources, review day and related articles, and a monitor's "learn more" articles.
export { ArticlesScreen, type ArticlesScreenProps } from './ArticlesScreen';
export { CategoryScreen, type CategoryScreenProps } from './CategoryScreen';
export { ArticleScreen, type ArticleScreenProps } from './ArticleScreen';
export { MonitorArticles } from './MonitorArticles';
export { articlePath, categoryPath, subCategoryPath, ARTICLES_PATH } from './paths';
