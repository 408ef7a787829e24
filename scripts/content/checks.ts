// What makes the content library wrong, as a list of problems ("path: what is wrong"). The rules a
// reader relies on (blood pressure categories, crisis numbers, reading length) are read from
// @mat/domain, never copied here, so an article cannot drift from what the app computes.
import {
  ARTICLE_BODY_WORDS,
  bloodPressureCategories,
  bloodPressureLimits,
  classifyBloodPressure,
  countArticleWords,
  crisisResources,
  domainMessages,
  type BloodPressureCategory,
  type MessageId,
} from '@mat/domain';
import { palette } from '@mat/tokens';
import { LANGUAGES, type ArticleFolder, type ContentFile, type ContentLibrary, type Language } from './library.js';
import { fleschKincaidGrade, READING_LEVEL, szigrisztPazos } from './readability.js';
import { xmlProblem } from './xml.js';

export const MONITORS = ['pressure', 'kick_counter', 'weight'] as const;
export const DESCRIPTION_MAX = 160;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

type Problems = string[];
type CategoryName = { name: string; slug: string };
export type Category = { key: string; parent: string | null; image: string | null } & Record<Language, CategoryName>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, min = 1): value is string => typeof value === 'string' && value.trim().length >= min;

function isPastDate(value: unknown, today: string): boolean {
  if (typeof value !== 'string' || !DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value <= today;
}

/** The categories of categories.yaml, flattened, with the problems of the file. */
export function readCategories(raw: unknown, problems: Problems): Category[] {
  const where = 'content/articles/categories.yaml';
  if (!Array.isArray(raw) || raw.length === 0) {
    problems.push(`${where}: must be a list of parent categories`);
    return [];
  }
  const categories: Category[] = [];
  const visit = (entry: unknown, parent: string | null) => {
    if (!isRecord(entry) || !isText(entry.key) || !SLUG.test(entry.key)) {
      problems.push(`${where}: a category without a key made of lowercase words and hyphens`);
      return;
    }
    const names = {} as Record<Language, CategoryName>;
    for (const language of LANGUAGES) {
      const name = entry[language];
      if (!isRecord(name) || !isText(name.name) || !isText(name.slug) || !SLUG.test(name.slug)) {
        problems.push(
          `${where}: ${entry.key} needs ${language}.name and a ${language}.slug of lowercase words and hyphens`,
        );
        return;
      }
      names[language] = { name: name.name, slug: name.slug };
    }
    const image = entry.image === undefined ? null : String(entry.image);
    categories.push({ key: entry.key, parent, image, ...names });
    const children = entry.sub;
    if (parent === null && (!Array.isArray(children) || children.length === 0)) {
      problems.push(`${where}: ${entry.key} needs at least one sub category`);
    } else if (parent !== null && children !== undefined) {
      problems.push(`${where}: ${entry.key} is a sub category and cannot have its own`);
    }
    if (parent === null && Array.isArray(children)) for (const child of children) visit(child, entry.key);
  };
  for (const entry of raw) visit(entry, null);
  const seen = new Set<string>();
  for (const category of categories) {
    for (const id of [`key ${category.key}`, ...LANGUAGES.map((l) => `${l} slug ${category[l].slug}`)]) {
      if (seen.has(id)) problems.push(`${where}: the ${id} is used twice`);
      seen.add(id);
    }
  }
  return categories;
}

const ARTICLE_FIELDS = [
  'slug',
  'title',
  'description',
  'category',
  'subcategory',
  'monitor',
  'featured',
  'reviewed',
  'image',
  'image_alt',
  'sources',
];
/** Fields that describe the article, not its wording: the two languages must agree on them. */
const SHARED_FIELDS = ['category', 'subcategory', 'monitor', 'featured', 'reviewed', 'image'];

function frontMatterProblems(
  file: ContentFile,
  categories: Category[],
  illustrations: string[],
  today: string,
): Problems {
  const fm = file.frontMatter;
  if (!fm) return [`${file.path}: ${file.error}`];
  const p: Problems = [];
  const bad = (field: string, why: string) => p.push(`${file.path}: ${field} ${why}`);
  for (const key of Object.keys(fm))
    if (!ARTICLE_FIELDS.includes(key)) bad(key, 'is not a known field (see content/README.md)');
  if (!isText(fm.slug) || !SLUG.test(fm.slug)) bad('slug', 'must be lowercase words joined by hyphens');
  if (!isText(fm.title, 5) || fm.title.length > 90) bad('title', 'must be 5 to 90 characters');
  if (!isText(fm.description, 50)) bad('description', 'must be at least 50 characters');
  else if (fm.description.length > DESCRIPTION_MAX)
    bad('description', `is ${fm.description.length} characters, over ${DESCRIPTION_MAX}`);
  const parent = categories.find((c) => c.parent === null && c.key === fm.category);
  if (!parent) bad('category', `"${String(fm.category)}" is not a parent category of categories.yaml`);
  const sub = categories.find((c) => c.parent !== null && c.key === fm.subcategory);
  if (!sub) bad('subcategory', `"${String(fm.subcategory)}" is not a sub category of categories.yaml`);
  else if (parent && sub.parent !== parent.key)
    bad('subcategory', `"${sub.key}" belongs to ${sub.parent}, not ${parent.key}`);
  if (fm.monitor !== undefined && !MONITORS.includes(fm.monitor as never))
    bad('monitor', `must be one of ${MONITORS.join(', ')}`);
  if (typeof fm.featured !== 'boolean') bad('featured', 'must be true or false');
  if (!isPastDate(fm.reviewed, today)) bad('reviewed', 'must be a real date (YYYY-MM-DD), not in the future');
  if (!isText(fm.image) || !illustrations.includes(fm.image))
    bad('image', `"${String(fm.image)}" is not in content/illustrations/`);
  if (!isText(fm.image_alt, 10)) bad('image_alt', 'must describe the illustration (alt text, 10 characters or more)');
  if (!Array.isArray(fm.sources) || fm.sources.length === 0) bad('sources', 'must name at least one source');
  else {
    fm.sources.forEach((source, i) => {
      if (
        !isRecord(source) ||
        !isText(source.name) ||
        !isText(source.title) ||
        !isText(source.url) ||
        !/^https:\/\/[^\s]+$/.test(source.url)
      ) {
        bad(`sources[${i}]`, 'needs a name, a title and an https url');
      }
    });
  }
  return p;
}

/** The three columns of a blood pressure category row: label, systolic, then "or"/"and" and diastolic. */
type Range = [number, number];
const HIGHER = /(\d+)\s+(?:or higher|or more|o más|o mayor)/iu;
const BETWEEN = /(\d+)\s+(?:to|a|-|–)\s+(\d+)/iu;
const BELOW = /(?:below|under|less than|menos de|por debajo de)\s+(\d+)/iu;

function readRange(cell: string, limit: { min: number; max: number }): Range | null {
  const between = BETWEEN.exec(cell);
  if (between) return [Number(between[1]), Number(between[2])];
  const higher = HIGHER.exec(cell);
  if (higher) return [Number(higher[1]), limit.max];
  const below = BELOW.exec(cell);
  if (below) return [limit.min, Number(below[1]) - 1];
  return null;
}

const categoryLabel = (language: Language, category: BloodPressureCategory): string =>
  domainMessages[language][`notices.bloodPressureCategory.${category}` as MessageId];

/** A reading that is normal on both numbers, to move one number while the other stays out of the way. */
const STEADY = { systolic: 100, diastolic: 70 };
const classify = (systolic: number, diastolic: number) => classifyBloodPressure({ systolic, diastolic }).category;

/**
 * Rows of a category table (| label | systolic | or/and diastolic |, the label as the app shows it)
 * must give exactly the ranges @mat/domain classifies: every value inside the row is that category
 * and the values just outside are not.
 */
export function bloodPressureTableProblems(path: string, body: string, language: Language): Problems {
  const p: Problems = [];
  const found = new Set<BloodPressureCategory>();
  const limits = bloodPressureLimits;
  for (const line of body.split('\n')) {
    if (!line.trim().startsWith('|')) continue;
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.replace(/\*\*/g, '').trim());
    const category = bloodPressureCategories.find(
      (c) => categoryLabel(language, c).toLowerCase() === cells[0]?.toLowerCase(),
    );
    if (!category) continue;
    if (found.has(category)) p.push(`${path}: the category "${cells[0]}" has two rows`);
    found.add(category);
    const systolic = readRange(cells[1] ?? '', limits.systolic);
    const diastolic = readRange(cells[2] ?? '', limits.diastolic);
    const both = /^(and|y)\b/iu.test(cells[2] ?? '');
    if (!systolic || !diastolic || !(both || /^(or|o)\b/iu.test(cells[2] ?? ''))) {
      p.push(`${path}: the row "${cells[0]}" must read | label | systolic range | or/and diastolic range |`);
      continue;
    }
    const wrong = (s: number, d: number, inside: boolean) =>
      s >= limits.systolic.min &&
      s <= limits.systolic.max &&
      d >= limits.diastolic.min &&
      d <= limits.diastolic.max &&
      (classify(s, d) === category) !== inside;
    const misfits: string[] = [];
    const probe = (s: number, d: number, inside: boolean) => {
      if (wrong(s, d, inside)) misfits.push(`${s}/${d} is ${classify(s, d)}`);
    };
    const [sLow, sHigh] = systolic;
    const [dLow, dHigh] = diastolic;
    if (both) {
      for (let s = sLow; s <= sHigh; s += 1) for (let d = dLow; d <= dHigh; d += 1) probe(s, d, true);
      const sMid = Math.round((sLow + sHigh) / 2);
      const dMid = Math.round((dLow + dHigh) / 2);
      for (const s of [sLow - 1, sHigh + 1]) probe(s, dMid, false);
      for (const d of [dLow - 1, dHigh + 1]) probe(sMid, d, false);
    } else {
      for (let s = sLow; s <= sHigh; s += 1) probe(s, STEADY.diastolic, true);
      for (let d = dLow; d <= dHigh; d += 1) probe(STEADY.systolic, d, true);
      for (const s of [sLow - 1, sHigh + 1]) probe(s, STEADY.diastolic, false);
      for (const d of [dLow - 1, dHigh + 1]) probe(STEADY.systolic, d, false);
    }
    if (misfits.length > 0) {
      p.push(`${path}: the row "${cells[0]}" disagrees with @mat/domain (${misfits.slice(0, 3).join('; ')})`);
    }
  }
  if (found.size > 0 && found.size < bloodPressureCategories.length) {
    const missing = bloodPressureCategories.filter((c) => !found.has(c)).map((c) => categoryLabel(language, c));
    p.push(`${path}: the category table lacks ${missing.join(', ')}`);
  }
  return p;
}

/** Words that name a category in prose: the app's label and, for "High: stage 2", also "stage 2". */
function categoryWords(language: Language): { category: BloodPressureCategory; pattern: RegExp }[] {
  return bloodPressureCategories.map((category) => {
    const label = categoryLabel(language, category);
    const forms = [label, ...(label.includes(':') ? [label.split(':')[1]!.trim()] : [])];
    const escaped = forms.map((form) => form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return { category, pattern: new RegExp(`(?<![\\p{L}\\d])(?:${escaped.join('|')})(?![\\p{L}\\d])`, 'iu') };
  });
}

/** A sentence that gives one reading (120/80) and names one category must name the reading's category. */
export function bloodPressureProseProblems(path: string, body: string, language: Language): Problems {
  const p: Problems = [];
  const words = categoryWords(language);
  for (const sentence of body.replace(/^\|.*$/gm, '').split(/(?<=[.!?])\s+|\n\s*\n/)) {
    const readings = [...sentence.matchAll(/(?<!\d)(\d{2,3})\/(\d{2,3})(?!\d)/g)];
    if (readings.length !== 1) continue;
    const named = words.filter((w) => w.pattern.test(sentence)).map((w) => w.category);
    const specific = named.length > 1 ? named.filter((c) => c !== 'normal') : named;
    if (specific.length !== 1) continue;
    const [, s, d] = readings[0]!;
    const actual = classify(Number(s), Number(d));
    if (actual !== specific[0])
      p.push(`${path}: "${sentence.trim().slice(0, 80)}" calls ${s}/${d} ${specific[0]}, @mat/domain says ${actual}`);
  }
  return p;
}

/** Plain language: at most an 8th grade in English, "bastante fácil" (INFLESZ) in Spanish. */
function readingLevelProblems(path: string, body: string, language: Language): Problems {
  if (language === 'en') {
    const grade = fleschKincaidGrade(body);
    return grade > READING_LEVEL.enGradeAtMost
      ? [
          `${path}: reads at grade ${grade.toFixed(1)}, over ${READING_LEVEL.enGradeAtMost}: shorter sentences and words`,
        ]
      : [];
  }
  const perspicuity = szigrisztPazos(body);
  return perspicuity < READING_LEVEL.esPerspicuityAtLeast
    ? [
        `${path}: reads at ${perspicuity.toFixed(0)} on the INFLESZ scale, under ${READING_LEVEL.esPerspicuityAtLeast}: frases y palabras más cortas`,
      ]
    : [];
}

/** Every US phone number in an article must be one of the crisis resources the app shows. */
function phoneProblems(path: string, body: string): Problems {
  const known = new Set(crisisResources.map((r) => r.call));
  return [...body.matchAll(/\b1-\d{3}-\d{3}-\d{4}\b/g)]
    .map((m) => m[0])
    .filter((number) => !known.has(number.replace(/-/g, '')))
    .map((number) => `${path}: ${number} is not one of @mat/domain's crisis resources`);
}

/** Links inside the library: /articles/{slug}, /articles/category/{slug}, /articles/sub-category/{slug}, in the same language. */
function linkProblems(
  path: string,
  body: string,
  language: Language,
  slugs: Set<string>,
  categories: Category[],
): Problems {
  const p: Problems = [];
  for (const [, target] of body.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^https:\/\//.test(target!)) continue;
    const article = /^\/articles\/([a-z0-9-]+)$/.exec(target!);
    const category = /^\/articles\/(category|sub-category)\/([a-z0-9-]+)$/.exec(target!);
    if (article && slugs.has(article[1]!)) continue;
    if (
      category &&
      categories.some((c) => (c.parent === null) === (category[1] === 'category') && c[language].slug === category[2])
    )
      continue;
    p.push(`${path}: the link ${target} leads nowhere in the ${language} library (see content/README.md, "Links")`);
  }
  return p;
}

function illustrationProblems(name: string, svg: string): Problems {
  const where = `content/illustrations/${name}.svg`;
  const problem = xmlProblem(svg);
  if (problem) return [`${where}: not well-formed XML: ${problem}`];
  const p: Problems = [];
  if (!/^\s*<svg\b[^>]*\sxmlns="http:\/\/www\.w3\.org\/2000\/svg"/.test(svg))
    p.push(`${where}: the root must be <svg xmlns="http://www.w3.org/2000/svg">`);
  if (!/^\s*<svg\b[^>]*\sviewBox="[\d. -]+"/.test(svg)) p.push(`${where}: the root needs a viewBox to scale`);
  if (/<script|\son\w+=|href="(?!#)/i.test(svg)) p.push(`${where}: no scripts, handlers or outside references`);
  const colours = new Set(
    JSON.stringify(palette)
      .toLowerCase()
      .match(/#[0-9a-f]{6}/g),
  );
  for (const colour of new Set(svg.toLowerCase().match(/#[0-9a-f]{3,8}\b/g) ?? [])) {
    if (!colours.has(colour)) p.push(`${where}: ${colour} is not a colour of @mat/tokens' palette`);
  }
  return p;
}

function pairProblems(folder: ArticleFolder, base: string): Problems {
  const p = LANGUAGES.filter((l) => !folder.files[l]).map(
    (l) => `${base}/${folder.slug}: ${l}.md is missing (every piece comes in both languages)`,
  );
  for (const extra of folder.extra) p.push(`${base}/${folder.slug}/${extra}: only en.md and es.md belong here`);
  return p;
}

export function articleProblems(library: ContentLibrary, categories: Category[], today: string): Problems {
  const p: Problems = [];
  const illustrations = Object.keys(library.illustrations);
  const slugs = Object.fromEntries(LANGUAGES.map((l) => [l, new Set<string>()])) as Record<Language, Set<string>>;
  for (const folder of library.articles) {
    p.push(...pairProblems(folder, 'content/articles'));
    for (const language of LANGUAGES) {
      const file = folder.files[language];
      const slug = file?.frontMatter?.slug;
      if (typeof slug !== 'string') continue;
      if (slugs[language].has(slug)) p.push(`${file!.path}: the slug ${slug} is used twice in ${language}`);
      slugs[language].add(slug);
      if (language === 'en' && slug !== folder.slug)
        p.push(`${file!.path}: the English slug must be the folder's name, ${folder.slug}`);
    }
  }
  // A slug names one piece in every language: /articles/{slug} finds the piece, then its language.
  const pieceOf = new Map<string, string>();
  for (const folder of library.articles) {
    for (const language of LANGUAGES) {
      const slug = folder.files[language]?.frontMatter?.slug;
      if (typeof slug !== 'string') continue;
      const owner = pieceOf.get(slug);
      if (owner !== undefined && owner !== folder.slug)
        p.push(`content/articles/${folder.slug}/${language}.md: the slug ${slug} is also ${owner}'s`);
      pieceOf.set(slug, folder.slug);
    }
  }
  for (const folder of library.articles) {
    for (const language of LANGUAGES) {
      const file = folder.files[language];
      if (!file) continue;
      p.push(...frontMatterProblems(file, categories, illustrations, today));
      const words = countArticleWords(file.body);
      if (words < ARTICLE_BODY_WORDS.min || words > ARTICLE_BODY_WORDS.max) {
        p.push(
          `${file.path}: the body has ${words} words, outside ${ARTICLE_BODY_WORDS.min}-${ARTICLE_BODY_WORDS.max}`,
        );
      }
      p.push(...readingLevelProblems(file.path, file.body, language));
      p.push(...linkProblems(file.path, file.body, language, slugs[language], categories));
      p.push(...bloodPressureTableProblems(file.path, file.body, language));
      p.push(...bloodPressureProseProblems(file.path, file.body, language));
      p.push(...phoneProblems(file.path, file.body));
    }
    const [en, es] = [folder.files.en?.frontMatter, folder.files.es?.frontMatter];
    if (en && es) {
      for (const field of SHARED_FIELDS) {
        if (JSON.stringify(en[field]) !== JSON.stringify(es[field])) {
          p.push(`content/articles/${folder.slug}: en.md and es.md disagree on ${field}`);
        }
      }
    }
  }
  for (const sub of categories.filter((c) => c.parent !== null)) {
    if (!library.articles.some((a) => a.files.en?.frontMatter?.subcategory === sub.key)) {
      p.push(`content/articles/categories.yaml: the sub category ${sub.key} has no article`);
    }
  }
  return p;
}

function pressProblems(library: ContentLibrary, today: string): Problems {
  const p: Problems = [];
  for (const folder of library.announcements) {
    p.push(...pairProblems(folder, 'content/press/announcements'));
    for (const language of LANGUAGES) {
      const file = folder.files[language];
      if (!file) continue;
      const fm = file.frontMatter;
      if (!fm) {
        p.push(`${file.path}: ${file.error}`);
        continue;
      }
      if (!isText(fm.title, 5) || fm.title.length > 120) p.push(`${file.path}: title must be 5 to 120 characters`);
      if (!isPastDate(fm.published, today))
        p.push(`${file.path}: published must be a real date (YYYY-MM-DD), not in the future`);
      if (fm.link !== undefined && !(isText(fm.link) && /^(https:\/\/|\/)[^\s]*$/.test(fm.link)))
        p.push(`${file.path}: link must be an https URL or a site path`);
      const words = countArticleWords(file.body);
      if (words < 40 || words > 400) p.push(`${file.path}: the body has ${words} words, outside 40-400`);
    }
    const [en, es] = [folder.files.en?.frontMatter, folder.files.es?.frontMatter];
    if (en && es && (en.published !== es.published || en.link !== es.link)) {
      p.push(`content/press/announcements/${folder.slug}: en.md and es.md disagree on published or link`);
    }
  }
  const where = 'content/press/in-the-news.yaml';
  if (!Array.isArray(library.news)) return [...p, `${where}: must be a list`];
  library.news.forEach((item, i) => {
    const ok =
      isRecord(item) &&
      isText(item.outlet) &&
      isText(item.url) &&
      /^(https:\/\/|\/)[^\s]*$/.test(item.url) &&
      isPastDate(item.published, today) &&
      LANGUAGES.every((l) => isText(item[l]) && (item[l] as string).length <= 160);
    if (!ok)
      p.push(
        `${where}: item ${i + 1} needs en and es titles (160 characters at most), an outlet, a url and a published date`,
      );
  });
  return p;
}

/** Every problem of the library; empty when it is fit to seed and publish. today is YYYY-MM-DD. */
export function libraryProblems(library: ContentLibrary, today: string): Problems {
  const p: Problems = [];
  const categories = readCategories(library.categories, p);
  p.push(...articleProblems(library, categories, today));
  for (const [name, svg] of Object.entries(library.illustrations)) p.push(...illustrationProblems(name, svg));
  p.push(...pressProblems(library, today));
  return p;
}
