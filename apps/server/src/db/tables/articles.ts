// The article library and press (spec sections 3, 7, "Articles and press"). The rows are written
// from the repository's content/ folder (read by @mat/content), which stays their source: a row's
// `key` is the content's folder name, so an edited file updates its row and its id never changes.
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ArticleSource } from '@mat/content';

export type { ArticleSource };

export const articleCategories = pgTable(
  'article_categories',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    /** Null for a parent category. */
    parentId: integer('parent_id'),
    nameEn: text('name_en').notNull(),
    nameEs: text('name_es').notNull(),
    slugEn: text('slug_en').notNull(),
    slugEs: text('slug_es').notNull(),
    /** A drawing of content/illustrations, by name. */
    image: text('image'),
    position: smallint('position').notNull(),
  },
  (t) => [uniqueIndex('article_categories_key_key').on(t.key), index('article_categories_parent_idx').on(t.parentId)],
);

/** One article in one language: the two languages of a piece share its key. */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    language: text('language', { enum: ['en', 'es'] }).notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    bodyMarkdown: text('body_markdown').notNull(),
    /** The sub category; its parent is the article's parent category. */
    categoryId: integer('category_id')
      .notNull()
      .references(() => articleCategories.id),
    image: text('image'),
    imageAlt: text('image_alt').notNull(),
    featured: boolean('featured').notNull(),
    /** The monitor type whose "learn more" lists the article. */
    monitor: text('monitor', { enum: ['pressure', 'kick_counter', 'weight'] }),
    sources: jsonb('sources').$type<ArticleSource[]>().notNull(),
    readingMinutes: smallint('reading_minutes').notNull(),
    reviewedOn: date('reviewed_on').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('articles_key_language_key').on(t.key, t.language),
    uniqueIndex('articles_language_slug_key').on(t.language, t.slug),
    index('articles_category_idx').on(t.categoryId),
  ],
);

export const pressAnnouncements = pgTable(
  'press_announcements',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    titleEn: text('title_en').notNull(),
    titleEs: text('title_es').notNull(),
    bodyEn: text('body_en').notNull(),
    bodyEs: text('body_es').notNull(),
    link: text('link'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('press_announcements_key_key').on(t.key)],
);

export const newsItems = pgTable(
  'news_items',
  {
    id: serial('id').primaryKey(),
    /** The item's url and date: in-the-news.yaml has no other stable name for it. */
    key: text('key').notNull(),
    titleEn: text('title_en').notNull(),
    titleEs: text('title_es').notNull(),
    outlet: text('outlet').notNull(),
    url: text('url').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('news_items_key_key').on(t.key)],
);
