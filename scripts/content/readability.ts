// How plain an article reads (content/README.md: about a 6th to 8th grade reading level). English
// uses the Flesch-Kincaid grade; Spanish the Szigriszt-Pazos perspicuity (the INFLESZ scale),
// which is built for Spanish. Syllables are counted by rule, not by dictionary: close enough to
// tell plain writing from dense writing, which is all the check asks.

/** Sentences and words of a Markdown body: tables and headings left out, each list item a sentence. */
function sentencesAndWords(markdown: string): { sentences: number; words: string[] } {
  const text = markdown
    .replace(/^\|.*$/gm, '')
    .replace(/^#+.*$/gm, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(?:[-*]|\d+[.)])\s+(.*)$/gm, '$1.');
  const sentences = text.split(/[.!?:;]+(?:\s|$)/).filter((s) => /\p{L}/u.test(s)).length;
  const words = text.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  return { sentences: Math.max(1, sentences), words };
}

function englishSyllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  return Math.max(1, (trimmed.match(/[aeiouy]{1,2}/g) ?? []).length);
}

const STRONG = 'aeoáéíóú';

function spanishSyllables(word: string): number {
  const groups = word.toLowerCase().match(/[aeiouáéíóúü]+/g) ?? [];
  let count = 0;
  for (const group of groups) {
    count += 1;
    // Two strong vowels side by side are two syllables (le-er); a weak one joins its neighbour.
    for (let i = 1; i < group.length; i += 1)
      if (STRONG.includes(group[i - 1]!) && STRONG.includes(group[i]!)) count += 1;
  }
  return Math.max(1, count);
}

/** The US school grade a text reads at (Flesch-Kincaid): lower is plainer. */
export function fleschKincaidGrade(markdown: string): number {
  const { sentences, words } = sentencesAndWords(markdown);
  if (words.length === 0) return 0;
  const syllables = words.reduce((sum, word) => sum + englishSyllables(word), 0);
  return 0.39 * (words.length / sentences) + 11.8 * (syllables / words.length) - 15.59;
}

/** Szigriszt-Pazos perspicuity, 0 to 100: higher is plainer (65 and over reads "bastante fácil"). */
export function szigrisztPazos(markdown: string): number {
  const { sentences, words } = sentencesAndWords(markdown);
  if (words.length === 0) return 100;
  const syllables = words.reduce((sum, word) => sum + spanishSyllables(word), 0);
  return 206.835 - 62.3 * (syllables / words.length) - words.length / sentences;
}

/** The plainest a body must read: at most an 8th grade in English, "bastante fácil" in Spanish. */
export const READING_LEVEL = { enGradeAtMost: 8, esPerspicuityAtLeast: 65 } as const;
