/**
 * How long an article body is, counted the same way by the content checks, the server's seed and
 * any screen that shows a reading time. Markdown syntax, link targets and HTML tags are not words.
 */
export function countArticleWords(markdown: string): number {
  const text = markdown
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[|*_`~#]/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** An article body is 400 to 900 words: long enough to help, short enough to read on a phone. */
export const ARTICLE_BODY_WORDS = { min: 400, max: 900 } as const;

/** Words a minute for a reading time: a relaxed pace for plain-language health reading. */
export const READING_WORDS_PER_MINUTE = 200;

/** Whole minutes to read a body of that many words, at least 1. */
export function readingMinutes(words: number): number {
  if (!Number.isInteger(words) || words < 0) {
    throw new RangeError(`A word count must be a whole number of 0 or more, got ${words}`);
  }
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}
