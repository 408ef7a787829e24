// Article routes (spec 2): /articles, /articles/category/{slug}, /articles/sub-category/{slug} and
// /articles/{articleSlug}/{lang?}, public. The root guard already applies the language rule (en
// drops the param, a logged-in user loses it, any other value sends a logged-out visitor to login).
import { createRoute, lazyRouteComponent, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { withMessages } from '../messages/load';
import { authLayout } from './root';

const articles = withMessages(['articles'], () => import('@mat/features/articles'));
const ArticlesScreen = lazyRouteComponent(articles, 'ArticlesScreen');
const CategoryScreen = lazyRouteComponent(articles, 'CategoryScreen');
const ArticleScreen = lazyRouteComponent(articles, 'ArticleScreen');

function Category({ kind }: { kind: 'category' | 'sub-category' }) {
  const { categorySlug } = useParams({ strict: false }) as { categorySlug: string };
  return <CategoryScreen kind={kind} slug={categorySlug} />;
}

function Article() {
  const { articleSlug, lang } = useParams({ strict: false }) as { articleSlug: string; lang?: string };
  return <ArticleScreen slug={articleSlug} lang={lang === 'es' ? 'es' : lang === 'en' ? 'en' : undefined} />;
}

const route = (path: string, component: () => ReactNode) => createRoute({ getParentRoute: () => authLayout, path, component });

export const articleRoutes = [
  route('/articles', () => <ArticlesScreen />),
  route('/articles/category/$categorySlug', () => <Category kind="category" />),
  route('/articles/sub-category/$categorySlug', () => <Category kind="sub-category" />),
  route('/articles/$articleSlug', Article),
  route('/articles/$articleSlug/$lang', Article),
];
