// Article routes (spec 2): /articles, /articles/category/{slug}, /articles/sub-category/{slug} and
// /articles/{articleSlug}/{lang?}, public. The root guard already applies the language rule (en
// drops the param, a logged-in user loses it, any other value sends a logged-out visitor to login).
// The pages are in ./articles.screens, so the entry that every page loads carries only these paths.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withMessages } from '../messages/load';
import { authLayout } from './root';

const screens = withMessages(['articles'], () => import('./articles.screens'));
const route = (path: string, page: 'Articles' | 'ParentCategory' | 'SubCategory' | 'Article') =>
  createRoute({ getParentRoute: () => authLayout, path, component: lazyRouteComponent(screens, page) });

export const articleRoutes = [
  route('/articles', 'Articles'),
  route('/articles/category/$categorySlug', 'ParentCategory'),
  route('/articles/sub-category/$categorySlug', 'SubCategory'),
  route('/articles/$articleSlug', 'Article'),
  route('/articles/$articleSlug/$lang', 'Article'),
];
