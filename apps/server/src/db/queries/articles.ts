// SQL of the article library and press: rows written from content/ (updated by key, so ids stay
// stable), and the lists the apps read.
import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client.js';
import { articleCategories, articles, newsItems, pressAnnouncements } from '../schema.js';

export type ArticleCategoryRow = typeof articleCategories.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;
export type PressAnnouncementRow = typeof pressAnnouncements.$inferSelect;
export type NewsItemRow = typeof newsItems.$inferSelect;
type Language = ArticleRow['language'];

/** Writes a category by its key (added, or changed to these values); answers its id. */
export async function upsertArticleCategory(
  db: Database,
  values: Omit<typeof articleCategories.$inferInsert, 'id'>,
): Promise<number> {
  const [row] = await db
    .insert(articleCategories)
    .values(values)
    .onConflictDoUpdate({ target: articleCategories.key, set: values })
    .returning({ id: articleCategories.id });
  return row!.id;
}

/** Writes an article by its key and language; a known one keeps its first publication time. */
export async function upsertArticle(
  db: Database,
  values: Omit<typeof articles.$inferInsert, 'id'> & { publishedAt: Date },
): Promise<void> {
  const { publishedAt: _first, ...changes } = values;
  await db
    .insert(articles)
    .values(values)
    .onConflictDoUpdate({ target: [articles.key, articles.language], set: changes });
}

export async function upsertPressAnnouncement(
  db: Database,
  values: Omit<typeof pressAnnouncements.$inferInsert, 'id'>,
): Promise<void> {
  await db
    .insert(pressAnnouncements)
    .values(values)
    .onConflictDoUpdate({ target: pressAnnouncements.key, set: values });
}

export async function upsertNewsItem(db: Database, values: Omit<typeof newsItems.$inferInsert, 'id'>): Promise<void> {
  await db.insert(newsItems).values(values).onConflictDoUpdate({ target: newsItems.key, set: values });
}

export function articleCategoriesInOrder(db: Database): Promise<ArticleCategoryRow[]> {
  return db.select().from(articleCategories).orderBy(asc(articleCategories.position), asc(articleCategories.id));
}

/**
 * A page of articles in one language, newest first: of these categories when given (none matches
 * no article), featured only when asked, and with the words in the title, summary or body.
 */
export function articlesPage(
  db: Database,
  filter: { language: Language; categoryIds?: number[]; featured?: boolean; words?: string },
  limit: number,
  offset: number,
): Promise<ArticleRow[]> {
  const where: SQL[] = [eq(articles.language, filter.language)];
  if (filter.categoryIds !== undefined)
    where.push(inArray(articles.categoryId, filter.categoryIds.length > 0 ? filter.categoryIds : [0]));
  if (filter.featured) where.push(eq(articles.featured, true));
  if (filter.words) {
    const like = `%${filter.words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(articles.title, like), ilike(articles.summary, like), ilike(articles.bodyMarkdown, like))!);
  }
  return db
    .select()
    .from(articles)
    .where(and(...where))
    .orderBy(desc(articles.publishedAt), asc(articles.id))
    .limit(limit)
    .offset(offset);
}

/** The key of the article (in either language) of this slug. */
export async function articleKeyOfSlug(db: Database, slug: string): Promise<string | undefined> {
  const [found] = await db.select({ key: articles.key }).from(articles).where(eq(articles.slug, slug)).limit(1);
  return found?.key;
}

/** The article of that key in each language it is written in. */
export function articlesOfKey(db: Database, key: string): Promise<ArticleRow[]> {
  return db.select().from(articles).where(eq(articles.key, key));
}

export function randomFeaturedArticles(db: Database, language: Language, limit: number): Promise<ArticleRow[]> {
  return db
    .select()
    .from(articles)
    .where(and(eq(articles.language, language), eq(articles.featured, true)))
    .orderBy(sql`random()`)
    .limit(limit);
}

export async function articleOfId(db: Database, id: number): Promise<ArticleRow | undefined> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  return row;
}

/** Others in the article's language among these categories, its own sub category first, newest first. */
export function relatedArticles(
  db: Database,
  article: Pick<ArticleRow, 'id' | 'language' | 'categoryId'>,
  categoryIds: number[],
  limit: number,
): Promise<ArticleRow[]> {
  return db
    .select()
    .from(articles)
    .where(
      and(
        eq(articles.language, article.language),
        ne(articles.id, article.id),
        inArray(articles.categoryId, categoryIds),
      ),
    )
    .orderBy(sql`${articles.categoryId} = ${article.categoryId} desc`, desc(articles.publishedAt), asc(articles.id))
    .limit(limit);
}

export function articlesOfMonitor(
  db: Database,
  language: Language,
  monitor: NonNullable<ArticleRow['monitor']>,
): Promise<ArticleRow[]> {
  return db
    .select()
    .from(articles)
    .where(and(eq(articles.language, language), eq(articles.monitor, monitor)))
    .orderBy(desc(articles.featured), asc(articles.id));
}

export function pressAnnouncementsNewestFirst(db: Database): Promise<PressAnnouncementRow[]> {
  return db
    .select()
    .from(pressAnnouncements)
    .orderBy(desc(pressAnnouncements.publishedAt), desc(pressAnnouncements.id));
}

export function newsItemsPage(db: Database, limit: number, offset: number): Promise<NewsItemRow[]> {
  return db
    .select()
    .from(newsItems)
    .orderBy(desc(newsItems.publishedAt), asc(newsItems.id))
    .limit(limit)
    .offset(offset);
}
