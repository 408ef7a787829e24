// Reads the content library (content/: articles, categories, illustrations, press) as plain data.
// Nothing is judged here: checks.ts says what is wrong, so a broken file still loads and is reported.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { FRONT_MATTER_SCHEMA, splitFrontMatter } from '@mat/content';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A Markdown file with YAML front matter; frontMatter is null when the file has none or it does not parse. */
export type ContentFile = { path: string; frontMatter: Record<string, unknown> | null; body: string; error?: string };

export type ArticleFolder = { slug: string; files: Partial<Record<Language, ContentFile>>; extra: string[] };

export type ContentLibrary = {
  categories: unknown;
  articles: ArticleFolder[];
  illustrations: Record<string, string>;
  announcements: ArticleFolder[];
  news: unknown;
};

/** A content file read as the server's seed reads it (splitFrontMatter), keeping what is wrong to report. */
export function parseContentFile(path: string, source: string): ContentFile {
  const split = splitFrontMatter(source);
  if (!split) return { path, frontMatter: null, body: source, error: 'no front matter between --- lines' };
  try {
    const data: unknown = parse(split.yaml, { schema: FRONT_MATTER_SCHEMA });
    if (data === null || typeof data !== 'object' || Array.isArray(data)) {
      return { path, frontMatter: null, body: split.body, error: 'front matter is not a mapping' };
    }
    return { path, frontMatter: data as Record<string, unknown>, body: split.body };
  } catch (error) {
    return {
      path,
      frontMatter: null,
      body: split.body,
      error: `front matter does not parse: ${(error as Error).message.split('\n')[0]}`,
    };
  }
}

function readFolders(dir: string): ArticleFolder[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort()
    .map((slug) => {
      const names = readdirSync(join(dir, slug));
      const files: ArticleFolder['files'] = {};
      for (const language of LANGUAGES) {
        const path = join(dir, slug, `${language}.md`);
        const shown = relative(join(dir, '..', '..'), path);
        if (names.includes(`${language}.md`)) files[language] = parseContentFile(shown, readFileSync(path, 'utf8'));
      }
      return { slug, files, extra: names.filter((name) => !LANGUAGES.some((l) => name === `${l}.md`)) };
    });
}

const readYaml = (path: string): unknown => (existsSync(path) ? parse(readFileSync(path, 'utf8')) : null);

/** Loads the library under root (the repository's content/ folder). */
export function loadContentLibrary(root: string): ContentLibrary {
  const illustrationsDir = join(root, 'illustrations');
  const illustrations = Object.fromEntries(
    (existsSync(illustrationsDir) ? readdirSync(illustrationsDir) : [])
      .filter((name) => name.endsWith('.svg'))
      .map((name) => [name.slice(0, -4), readFileSync(join(illustrationsDir, name), 'utf8')]),
  );
  return {
    categories: readYaml(join(root, 'articles', 'categories.yaml')),
    articles: readFolders(join(root, 'articles')),
    illustrations,
    announcements: readFolders(join(root, 'press', 'announcements')),
    news: readYaml(join(root, 'press', 'in-the-news.yaml')),
  };
}
