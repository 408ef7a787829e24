// The article library and press (spec sections 3, 7, "Articles and press"; GET
// /patient/monitors/articles/{id}). Rows come from content/ (read by @mat/content): every
// server writes them once when first asked, updating what changed by key, so the files stay the
// one source and ids stay stable across restarts and instances.
import type { Database } from '../../db/client.js';
import { markdownToHtml, markdownToText, readLibrary, type Language, type Library } from '@mat/content';
import {
  articleCategoriesInOrder,
  articleKeyOfSlug,
  articleOfId,
  articlesOfKey,
  articlesOfMonitor,
  articlesPage,
  newsItemsPage,
  pressAnnouncementsNewestFirst,
  randomFeaturedArticles,
  relatedArticles,
  upsertArticle,
  upsertArticleCategory,
  upsertNewsItem,
  upsertPressAnnouncement,
  type ArticleCategoryRow as CategoryRow,
  type ArticleRow,
} from '../../db/queries/articles.js';
import { NotFoundError } from '../errors.js';
import { pageWindow, toPage, type Page } from '../pagination.js';

export type ArticleCategory = {
  id: number;
  name: string;
  slug: string;
  parent_id: number | null;
  image: string | null;
};
export type ArticleSummary = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  image: string | null;
  language: Language;
  reading_minutes: number;
  featured: boolean;
  published_at: string;
  categories_list: ArticleCategory[];
};
export type Article = ArticleSummary & {
  body_html: string;
  author: string | null;
  image_alt: string;
  sources: { name: string; title: string; url: string }[];
  reviewed_on: string;
};

/** Related articles shown under one, and the featured ones when no number is asked for [spec 9]. */
export const RELATED_ARTICLES = 4;

const dateTime = (day: string | Date) => (typeof day === 'string' ? `${day}T00:00:00Z` : day.toISOString());

export class Articles {
  private seeded: Promise<void> | null = null;
  private readonly images: Record<string, string>;

  constructor(
    private readonly db: Database,
    /** The address relative links of press items are made absolute against (the contract asks for URIs). */
    private readonly siteUrl: string,
    private readonly library: Library = readLibrary(),
  ) {
    // The drawings travel inside the answer, so a list shows them with no other request.
    this.images = Object.fromEntries(
      Object.entries(library.illustrations).map(([name, svg]) => [
        name,
        `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      ]),
    );
  }

  /** Writes content/ into the tables, in one transaction: a second instance's run changes nothing. */
  private ensureSeeded(): Promise<void> {
    this.seeded ??= this.db
      .transaction(async () => {
        const ids = new Map<string, number>();
        for (const category of [...this.library.categories].sort(
          (a, b) => Number(a.parentKey !== null) - Number(b.parentKey !== null),
        )) {
          const values = {
            key: category.key,
            parentId: category.parentKey === null ? null : ids.get(category.parentKey)!,
            nameEn: category.names.en.name,
            nameEs: category.names.es.name,
            slugEn: category.names.en.slug,
            slugEs: category.names.es.slug,
            image: category.image,
            position: category.position,
          };
          ids.set(category.key, await upsertArticleCategory(this.db, values));
        }
        for (const article of this.library.articles) {
          await upsertArticle(this.db, {
            key: article.key,
            language: article.language,
            slug: article.slug,
            title: article.title,
            summary: article.summary,
            bodyMarkdown: article.bodyMarkdown,
            categoryId: ids.get(article.categoryKey)!,
            image: article.image,
            imageAlt: article.imageAlt,
            featured: article.featured,
            monitor: article.monitor,
            sources: article.sources,
            readingMinutes: article.readingMinutes,
            reviewedOn: article.reviewedOn,
            publishedAt: new Date(dateTime(article.reviewedOn)),
          });
        }
        for (const item of this.library.announcements) {
          await upsertPressAnnouncement(this.db, {
            key: item.key,
            titleEn: item.title.en,
            titleEs: item.title.es,
            bodyEn: item.body.en,
            bodyEs: item.body.es,
            link: item.link,
            publishedAt: new Date(dateTime(item.publishedOn)),
          });
        }
        for (const item of this.library.news) {
          await upsertNewsItem(this.db, {
            key: item.key,
            titleEn: item.title.en,
            titleEs: item.title.es,
            outlet: item.outlet,
            url: item.url,
            publishedAt: new Date(dateTime(item.publishedOn)),
          });
        }
      })
      .catch((error: unknown) => {
        this.seeded = null;
        throw error;
      });
    return this.seeded;
  }

  private image(name: string | null): string | null {
    return name ? (this.images[name] ?? null) : null;
  }

  private toCategory(row: CategoryRow, language: Language): ArticleCategory {
    return {
      id: row.id,
      name: language === 'es' ? row.nameEs : row.nameEn,
      slug: language === 'es' ? row.slugEs : row.slugEn,
      parent_id: row.parentId,
      image: this.image(row.image),
    };
  }

  private async categoryRows(): Promise<CategoryRow[]> {
    await this.ensureSeeded();
    return articleCategoriesInOrder(this.db);
  }

  async parentCategories(language: Language): Promise<ArticleCategory[]> {
    return (await this.categoryRows()).filter((c) => c.parentId === null).map((c) => this.toCategory(c, language));
  }

  async subCategories(parentId: number, language: Language): Promise<ArticleCategory[]> {
    const rows = await this.categoryRows();
    if (!rows.some((c) => c.id === parentId && c.parentId === null)) throw new NotFoundError('No such parent category');
    return rows.filter((c) => c.parentId === parentId).map((c) => this.toCategory(c, language));
  }

  async category(id: number, language: Language): Promise<ArticleCategory> {
    const row = (await this.categoryRows()).find((c) => c.id === id);
    if (!row) throw new NotFoundError('No such category');
    return this.toCategory(row, language);
  }

  /** Summaries with their categories: the sub category and its parent, in the article's language. */
  private async summaries(rows: ArticleRow[]): Promise<ArticleSummary[]> {
    const categories = await this.categoryRows();
    return rows.map((row) => {
      const sub = categories.find((c) => c.id === row.categoryId)!;
      const parent = categories.find((c) => c.id === sub.parentId);
      return {
        id: row.id,
        slug: row.slug,
        title: row.title,
        summary: row.summary,
        image: this.image(row.image),
        language: row.language,
        reading_minutes: row.readingMinutes,
        featured: row.featured,
        published_at: row.publishedAt.toISOString(),
        categories_list: [...(parent ? [parent] : []), sub].map((c) => this.toCategory(c, row.language)),
      };
    });
  }

  /** A page of articles in one language, newest first; a parent category includes its sub categories. */
  async list(query: {
    page: number;
    language: Language;
    category?: number;
    search?: string;
    featured?: boolean;
  }): Promise<Page<ArticleSummary>> {
    const categories = await this.categoryRows();
    const categoryIds =
      query.category === undefined
        ? undefined
        : categories.filter((c) => c.id === query.category || c.parentId === query.category).map((c) => c.id);
    const { limit, offset } = pageWindow(query.page);
    const rows = await articlesPage(
      this.db,
      { language: query.language, categoryIds, featured: query.featured, words: query.search?.trim() },
      limit,
      offset,
    );
    const page = toPage(rows, query.page);
    return { ...page, data: await this.summaries(page.data) };
  }

  /**
   * One article by the slug of either language, read in the asked language when the piece has it
   * (the app's language rule: /articles/{slug}/{lang}, or the user's own language when logged in),
   * else in the slug's own. The answer's slug is the one of the language it is in.
   */
  async bySlug(slug: string, language: Language): Promise<Article> {
    await this.ensureSeeded();
    const key = await articleKeyOfSlug(this.db, slug);
    if (key === undefined) throw new NotFoundError('No such article');
    const rows = await articlesOfKey(this.db, key);
    const row = rows.find((r) => r.language === language) ?? rows.find((r) => r.slug === slug)!;
    const [summary] = await this.summaries([row]);
    return {
      ...summary!,
      body_html: markdownToHtml(row.bodyMarkdown),
      author: null,
      image_alt: row.imageAlt,
      sources: row.sources,
      reviewed_on: row.reviewedOn,
    };
  }

  async randomFeatured(language: Language, limit: number): Promise<ArticleSummary[]> {
    await this.ensureSeeded();
    const rows = await randomFeaturedArticles(this.db, language, limit);
    return this.summaries(rows);
  }

  /** Others of the same sub category first, then of the same parent, in the article's language. */
  async related(id: number): Promise<ArticleSummary[]> {
    await this.ensureSeeded();
    const row = await articleOfId(this.db, id);
    if (!row) throw new NotFoundError('No such article');
    const categories = await this.categoryRows();
    const parentId = categories.find((c) => c.id === row.categoryId)?.parentId;
    const family = categories.filter((c) => c.parentId === parentId).map((c) => c.id);
    const rows = await relatedArticles(this.db, row, family, RELATED_ARTICLES);
    return this.summaries(rows);
  }

  /** The articles a monitor's "learn more" lists, in the patient's language. */
  async forMonitor(type: 'pressure' | 'kick_counter' | 'weight', language: Language): Promise<ArticleSummary[]> {
    await this.ensureSeeded();
    const rows = await articlesOfMonitor(this.db, language, type);
    return this.summaries(rows);
  }

  private absolute(url: string): string {
    return new URL(url, this.siteUrl).toString();
  }

  async announcements(
    language: Language,
  ): Promise<{ id: number; title: string; body: string; image: null; link: string | null; published_at: string }[]> {
    await this.ensureSeeded();
    const rows = await pressAnnouncementsNewestFirst(this.db);
    return rows.map((row) => ({
      id: row.id,
      title: language === 'es' ? row.titleEs : row.titleEn,
      body: markdownToText(language === 'es' ? row.bodyEs : row.bodyEn),
      image: null,
      link: row.link === null ? null : this.absolute(row.link),
      published_at: row.publishedAt.toISOString(),
    }));
  }

  async announcement(id: number, language: Language) {
    const found = (await this.announcements(language)).find((a) => a.id === id);
    if (!found) throw new NotFoundError('No such announcement');
    return found;
  }

  async news(page: number, language: Language) {
    await this.ensureSeeded();
    const { limit, offset } = pageWindow(page);
    const rows = await newsItemsPage(this.db, limit, offset);
    const found = toPage(rows, page);
    return {
      ...found,
      data: found.data.map((row) => ({
        id: row.id,
        title: language === 'es' ? row.titleEs : row.titleEn,
        outlet: row.outlet,
        url: this.absolute(row.url),
        image: null,
        published_at: row.publishedAt.toISOString(),
      })),
    };
  }
}
