// Reads the repository's content/ folder (content/README.md): the article library, its categories
// and illustrations, and the press items, as plain data for the server's seed and the public
// site's prerender alike. The files are checked in full by the repository's content test
// (scripts/content.test.ts); here a file that cannot be read as the README says throws with its
// path, rather than giving half a library.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countArticleWords, readingMinutes } from '@mat/domain';
import { parse } from 'yaml';

/** content/ at the repository's root, from packages/content/src or packages/content/dist alike. */
export const CONTENT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../content');

/** A source an article names (front matter `sources`): who published it, its title, its address. */
export type ArticleSource = { name: string; title: string; url: string };

export type Language = 'en' | 'es';
const LANGUAGES: readonly Language[] = ['en', 'es'];

export type ContentCategory = {
  key: string;
  parentKey: string | null;
  names: Record<Language, { name: string; slug: string }>;
  image: string | null;
  position: number;
};

export type ContentArticle = {
  key: string;
  language: Language;
  slug: string;
  title: string;
  summary: string;
  bodyMarkdown: string;
  categoryKey: string;
  image: string;
  imageAlt: string;
  featured: boolean;
  monitor: 'pressure' | 'kick_counter' | 'weight' | null;
  sources: ArticleSource[];
  readingMinutes: number;
  reviewedOn: string;
};

export type ContentAnnouncement = {
  key: string;
  title: Record<Language, string>;
  body: Record<Language, string>;
  link: string | null;
  publishedOn: string;
};
export type ContentNewsItem = {
  key: string;
  title: Record<Language, string>;
  outlet: string;
  url: string;
  publishedOn: string;
};

export type Library = {
  categories: ContentCategory[];
  articles: ContentArticle[];
  illustrations: Record<string, string>;
  announcements: ContentAnnouncement[];
  news: ContentNewsItem[];
};

/**
 * A content file's YAML front matter (between the first two `---` lines) and its Markdown body;
 * null when it has none. The one reading of the format, for the seed and the content check alike.
 */
export function splitFrontMatter(source: string): { yaml: string; body: string } | null {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  return match ? { yaml: match[1]!, body: match[2]! } : null;
}

/** The YAML schema front matter is read with: dates stay text (YYYY-MM-DD), as the tables take them. */
export const FRONT_MATTER_SCHEMA = 'core';

function readMarkdown(path: string): { fm: Record<string, unknown>; body: string } {
  const split = splitFrontMatter(readFileSync(path, 'utf8'));
  if (!split) throw new Error(`${path}: no front matter`);
  return { fm: parse(split.yaml, { schema: FRONT_MATTER_SCHEMA }) as Record<string, unknown>, body: split.body.trim() };
}

const text = (value: unknown, path: string, field: string): string => {
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`${path}: ${field} is missing`);
  return value.trim();
};

const folders = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => statSync(join(dir, name)).isDirectory())
        .sort()
    : [];

type RawCategory = {
  key: string;
  image?: string;
  en: { name: string; slug: string };
  es: { name: string; slug: string };
  sub?: RawCategory[];
};

export function readLibrary(root: string = CONTENT_DIR): Library {
  const categories: ContentCategory[] = [];
  const raw = parse(readFileSync(join(root, 'articles', 'categories.yaml'), 'utf8')) as RawCategory[];
  raw.forEach((parent, i) => {
    categories.push({
      key: parent.key,
      parentKey: null,
      names: { en: parent.en, es: parent.es },
      image: parent.image ?? null,
      position: i,
    });
    (parent.sub ?? []).forEach((sub, j) =>
      categories.push({
        key: sub.key,
        parentKey: parent.key,
        names: { en: sub.en, es: sub.es },
        image: sub.image ?? parent.image ?? null,
        position: j,
      }),
    );
  });

  const articles = folders(join(root, 'articles')).flatMap((key) =>
    LANGUAGES.map((language): ContentArticle => {
      const path = join(root, 'articles', key, `${language}.md`);
      const { fm, body } = readMarkdown(path);
      const monitor =
        fm.monitor === undefined ? null : (text(fm.monitor, path, 'monitor') as ContentArticle['monitor']);
      return {
        key,
        language,
        slug: text(fm.slug, path, 'slug'),
        title: text(fm.title, path, 'title'),
        summary: text(fm.description, path, 'description'),
        bodyMarkdown: body,
        categoryKey: text(fm.subcategory, path, 'subcategory'),
        image: text(fm.image, path, 'image'),
        imageAlt: text(fm.image_alt, path, 'image_alt'),
        featured: fm.featured === true,
        monitor,
        sources: (fm.sources as ArticleSource[] | undefined) ?? [],
        readingMinutes: readingMinutes(countArticleWords(body)),
        reviewedOn: text(fm.reviewed, path, 'reviewed'),
      };
    }),
  );

  const illustrationsDir = join(root, 'illustrations');
  const illustrations = Object.fromEntries(
    readdirSync(illustrationsDir)
      .filter((name) => name.endsWith('.svg'))
      .map((name) => [name.slice(0, -4), readFileSync(join(illustrationsDir, name), 'utf8')]),
  );

  const announcements = folders(join(root, 'press', 'announcements')).map((key): ContentAnnouncement => {
    const [en, es] = LANGUAGES.map((language) =>
      readMarkdown(join(root, 'press', 'announcements', key, `${language}.md`)),
    );
    const path = join(root, 'press', 'announcements', key);
    return {
      key,
      title: { en: text(en!.fm.title, path, 'title'), es: text(es!.fm.title, path, 'title') },
      body: { en: en!.body, es: es!.body },
      link: typeof en!.fm.link === 'string' ? en!.fm.link : null,
      publishedOn: text(en!.fm.published, path, 'published'),
    };
  });

  type RawNews = { outlet: string; url: string; published: string; en: string; es: string };
  const newsPath = join(root, 'press', 'in-the-news.yaml');
  const news = ((parse(readFileSync(newsPath, 'utf8')) as RawNews[] | null) ?? []).map(
    (item): ContentNewsItem => ({
      key: `${item.published} ${item.url} ${item.en}`,
      title: { en: item.en, es: item.es },
      outlet: item.outlet,
      url: item.url,
      publishedOn: item.published,
    }),
  );

  return { categories, articles, illustrations, announcements, news };
}
