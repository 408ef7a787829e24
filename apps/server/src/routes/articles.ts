// HTTP for the article library and press (spec section 7, "Articles and press", and
// GET /patient/monitors/articles/{id}). Lists are read in the request's language; one article is
// read by its slug, whose language is its own.
import { ok, type Handlers } from '../http/routes.js';
import { currentUser, requestLanguage } from '../http/session.js';
import type { Services } from '../services/index.js';
import { RELATED_ARTICLES } from '../services/articles/articles.js';
import { languageOf } from '../services/language.js';

export function articleHandlers({ articles, monitors }: Services): Handlers {
  return {
    async listArticleParentCategories(request) {
      return ok(await articles.parentCategories(requestLanguage(request)));
    },
    async listArticleSubCategories(request) {
      return ok(await articles.subCategories(request.params.id, requestLanguage(request)));
    },
    async getArticleCategory(request) {
      return ok(await articles.category(request.params.id, requestLanguage(request)));
    },
    async listArticles(request) {
      const { page = 1, category, search, language, featured } = request.query;
      return ok(
        await articles.list({
          page,
          category,
          search,
          featured: featured === 1,
          language: language ?? requestLanguage(request),
        }),
      );
    },
    async getArticle(request) {
      return ok(await articles.bySlug(request.params.slug, requestLanguage(request)));
    },
    async listRandomFeaturedArticles(request) {
      return ok(await articles.randomFeatured(requestLanguage(request), request.query.limit ?? RELATED_ARTICLES));
    },
    async listRelatedArticles(request) {
      return ok(await articles.related(request.params.id));
    },
    async listNewsItems(request) {
      return ok(await articles.news(request.query.page ?? 1, requestLanguage(request)));
    },
    async listPressAnnouncements(request) {
      currentUser(request);
      return ok(await articles.announcements(requestLanguage(request)));
    },
    async getPressAnnouncement(request) {
      currentUser(request);
      return ok(await articles.announcement(request.params.id, requestLanguage(request)));
    },
    async listMonitorArticles(request) {
      const user = currentUser(request);
      const monitor = await monitors.owned(user, request.params.id);
      return ok(await articles.forMonitor(monitor.type, languageOf(user)));
    },
  };
}
