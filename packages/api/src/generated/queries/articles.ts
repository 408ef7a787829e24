// Generated from openapi/v2.yaml by `pnpm --filter @mat/api generate`. Do not edit.

import { queryOptions } from '@tanstack/react-query';
import type { MatClient } from '../../client.js';
import { keyOf, requestInit, type Args, type RequestOf } from '../../request.js';
import { unwrap } from '../../unwrap.js';

/** Articles and press: query options. Keys start with 'articles'. */
export const articlesQueries = {
  /** GET /article/parent-categories: Parent categories of articles */
  listArticleParentCategories: (client: MatClient, ...[request]: Args<RequestOf<'/article/parent-categories', 'get'>>) =>
    queryOptions({
      queryKey: ['articles', 'listArticleParentCategories', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/article/parent-categories', { ...requestInit(request), signal })),
    }),
  /** GET /article/sub-categories-for/{id}: Sub categories of a parent */
  listArticleSubCategories: (client: MatClient, ...[request]: Args<RequestOf<'/article/sub-categories-for/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['articles', 'listArticleSubCategories', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/article/sub-categories-for/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /article/one-category-for/{id}: One category */
  getArticleCategory: (client: MatClient, ...[request]: Args<RequestOf<'/article/one-category-for/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['articles', 'getArticleCategory', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/article/one-category-for/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /article: Articles */
  listArticles: (client: MatClient, ...[request]: Args<RequestOf<'/article', 'get'>>) =>
    queryOptions({
      queryKey: ['articles', 'listArticles', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/article', { ...requestInit(request), signal })),
    }),
  /** GET /article/{slug}: One article */
  getArticle: (client: MatClient, ...[request]: Args<RequestOf<'/article/{slug}', 'get'>>) =>
    queryOptions({
      queryKey: ['articles', 'getArticle', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/article/{slug}', { ...requestInit(request), signal })),
    }),
  /** GET /article/random-featured: Featured articles in random order */
  listRandomFeaturedArticles: (client: MatClient, ...[request]: Args<RequestOf<'/article/random-featured', 'get'>>) =>
    queryOptions({
      queryKey: ['articles', 'listRandomFeaturedArticles', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/article/random-featured', { ...requestInit(request), signal })),
    }),
  /** GET /article/related-for/{id}: Articles related to one */
  listRelatedArticles: (client: MatClient, ...[request]: Args<RequestOf<'/article/related-for/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['articles', 'listRelatedArticles', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/article/related-for/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /in-the-news: Matrona in the news */
  listNewsItems: (client: MatClient, ...[request]: Args<RequestOf<'/in-the-news', 'get'>>) =>
    queryOptions({
      queryKey: ['articles', 'listNewsItems', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/in-the-news', { ...requestInit(request), signal })),
    }),
  /** GET /patient/press/announcement: Announcements to patients */
  listPressAnnouncements: (client: MatClient, ...[request]: Args<RequestOf<'/patient/press/announcement', 'get'>>) =>
    queryOptions({
      queryKey: ['articles', 'listPressAnnouncements', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/press/announcement', { ...requestInit(request), signal })),
    }),
  /** GET /patient/press/announcement/{id}: One announcement */
  getPressAnnouncement: (client: MatClient, ...[request]: Args<RequestOf<'/patient/press/announcement/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['articles', 'getPressAnnouncement', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/press/announcement/{id}', { ...requestInit(request), signal })),
    }),
};
