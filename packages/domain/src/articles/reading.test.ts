import { describe, expect, it } from 'vitest';
import { ARTICLE_BODY_WORDS, countArticleWords, readingMinutes } from './reading.js';

describe('countArticleWords', () => {
  it('counts the words a reader sees, not the Markdown around them', () => {
    const body = [
      '## When to call',
      '',
      '- Call **your provider** if [bleeding](https://www.cdc.gov/hearher/) soaks a pad.',
      '1. Rest <abbr>often</abbr>.',
      '| Severe | 160 or higher |',
      '<!-- a note for editors -->',
    ].join('\n');
    expect(countArticleWords(body)).toBe(17);
  });

  it('counts accented Spanish words and numbers, and no lone punctuation', () => {
    expect(countArticleWords('¿Qué pasa después del parto? — 6 semanas ...')).toBe(7);
  });

  it('gives 0 for an empty body', () => expect(countArticleWords('  \n ')).toBe(0));
});

describe('readingMinutes', () => {
  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [ARTICLE_BODY_WORDS.max, 5],
  ])('%i words take %i minutes', (words, minutes) => expect(readingMinutes(words)).toBe(minutes));

  it.each([-1, 2.5, Number.NaN])('refuses %s words', (words) =>
    expect(() => readingMinutes(words)).toThrow(RangeError),
  );
});
