// The content library (content/): what the server seeds and the site will prerender. The checks
// live in scripts/content/checks.ts; here they run on the real library, and on a small library
// broken one way at a time, so each check is shown to catch its mistake.
import { bloodPressureCategories, readingMinutes, countArticleWords } from '@mat/domain';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { libraryProblems, MONITORS } from './content/checks.js';
import { loadContentLibrary, parseContentFile, type ContentLibrary } from './content/library.js';
import { xmlProblem } from './content/xml.js';

const today = new Date().toISOString().slice(0, 10);
const library = loadContentLibrary(join(import.meta.dirname, '..', 'content'));

describe('the content library', () => {
  it('has no problems', () => expect(libraryProblems(library, today)).toEqual([]));

  it('holds at least 40 articles, each parent category and each monitor with some', () => {
    expect(library.articles.length).toBeGreaterThanOrEqual(40);
    const parents = (library.categories as { key: string }[]).map((c) => c.key);
    for (const parent of parents) {
      expect(
        library.articles.filter((a) => a.files.en?.frontMatter?.category === parent).length,
        parent,
      ).toBeGreaterThanOrEqual(3);
    }
    for (const monitor of MONITORS) {
      expect(
        library.articles.some((a) => a.files.en?.frontMatter?.monitor === monitor),
        monitor,
      ).toBe(true);
    }
  });

  it('explains every blood pressure category in a table in each language', () => {
    for (const language of ['en', 'es'] as const) {
      const tables = library.articles.filter((a) => {
        const rows = a.files[language]?.body.split('\n').filter((line) => line.startsWith('|')) ?? [];
        return rows.length > bloodPressureCategories.length;
      });
      expect(tables.length, language).toBeGreaterThanOrEqual(1);
    }
  });

  it('features some articles, with a reading time from their words', () => {
    const featured = library.articles.filter((a) => a.files.en?.frontMatter?.featured === true);
    expect(featured.length).toBeGreaterThanOrEqual(4);
    for (const article of library.articles) {
      const minutes = readingMinutes(countArticleWords(article.files.en!.body));
      expect(minutes).toBeGreaterThanOrEqual(2);
      expect(minutes).toBeLessThanOrEqual(5);
    }
  });
});

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#9c3a62"/></svg>';
const filler = (sentence: string) => Array.from({ length: 80 }, () => sentence).join(' ');
const tables = {
  en: [
    '| Category | Top number | Bottom number |',
    '|---|---|---|',
    '| Severe | 160 or higher | or 110 or higher |',
    '| High: stage 2 | 140 to 159 | or 90 to 109 |',
    '| High: stage 1 | 130 to 139 | or 80 to 89 |',
    '| Elevated | 120 to 129 | and below 80 |',
    '| Normal | 90 to 119 | and 60 to 79 |',
    '| Low | below 90 | or below 60 |',
  ],
  es: [
    '| Categoría | Número de arriba | Número de abajo |',
    '|---|---|---|',
    '| Grave | 160 o más | o 110 o más |',
    '| Alta: etapa 2 | 140 a 159 | o 90 a 109 |',
    '| Alta: etapa 1 | 130 a 139 | o 80 a 89 |',
    '| Elevada | 120 a 129 | y menos de 80 |',
    '| Dentro de lo normal | 90 a 119 | y 60 a 79 |',
    '| Baja | menos de 90 | o menos de 60 |',
  ],
};

type Parts = { fm: Record<string, string>; body: string };
const parts = (language: 'en' | 'es'): Parts => ({
  fm: {
    slug: language === 'en' ? 'reading-your-numbers' : 'lee-tus-numeros',
    title: language === 'en' ? 'Reading your numbers' : 'Cómo leer tus números',
    description:
      language === 'en'
        ? 'What each blood pressure category means and when to call your provider.'
        : 'Qué significa cada categoría de presión arterial y cuándo llamar.',
    category: 'monitors',
    subcategory: 'blood-pressure',
    monitor: 'pressure',
    featured: 'true',
    reviewed: '2026-11-01',
    image: 'heart',
    image_alt: language === 'en' ? 'A heart beside a cuff' : 'Un corazón junto a un brazalete',
    sources: '\n  - name: ACOG\n    title: Preeclampsia\n    url: https://www.acog.org/',
  },
  body: [
    ...tables[language],
    '',
    language === 'en'
      ? `See [kicks](/articles/reading-your-numbers). ${filler('Sit quietly and check again.')}`
      : `Mira [esto](/articles/lee-tus-numeros). ${filler('Siéntate con calma y vuelve a medir.')}`,
  ].join('\n'),
});
const file = (language: 'en' | 'es', { fm, body }: Parts) =>
  parseContentFile(
    `content/articles/reading-your-numbers/${language}.md`,
    `---\n${Object.entries(fm)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\n')}\n---\n${body}\n`,
  );

function fixture(
  change: { en?: (p: Parts) => void; es?: (p: Parts) => void; library?: (l: ContentLibrary) => void } = {},
): string[] {
  const en = parts('en');
  const es = parts('es');
  change.en?.(en);
  change.es?.(es);
  const lib: ContentLibrary = {
    categories: [
      {
        key: 'monitors',
        en: { name: 'Monitors', slug: 'monitors' },
        es: { name: 'Monitores', slug: 'monitores' },
        sub: [
          {
            key: 'blood-pressure',
            en: { name: 'Blood pressure', slug: 'blood-pressure' },
            es: { name: 'Presión arterial', slug: 'presion-arterial' },
          },
        ],
      },
    ],
    articles: [{ slug: 'reading-your-numbers', files: { en: file('en', en), es: file('es', es) }, extra: [] }],
    illustrations: { heart: svg },
    announcements: [],
    news: [
      {
        outlet: 'Matrona',
        url: '/press',
        published: '2026-10-01',
        en: 'Our first library',
        es: 'Nuestra primera biblioteca',
      },
    ],
  };
  change.library?.(lib);
  return libraryProblems(lib, '2026-11-25');
}

describe('the checks', () => {
  it('find nothing wrong in a sound library', () => expect(fixture()).toEqual([]));

  it.each<[string, Parameters<typeof fixture>[0], RegExp]>([
    ['a missing language', { library: (l) => delete l.articles[0]!.files.es }, /es\.md is missing/],
    [
      'no front matter',
      {
        library: (l) => {
          l.articles[0]!.files.en = parseContentFile('en.md', filler('Hello there.'));
        },
      },
      /no front matter/,
    ],
    [
      'a front matter that does not parse',
      {
        en: (p) => {
          p.fm.title = '[unclosed';
        },
      },
      /does not parse/,
    ],
    [
      'an unknown field',
      {
        en: (p) => {
          p.fm.author = 'Someone';
        },
      },
      /author is not a known field/,
    ],
    [
      'an unknown category',
      {
        en: (p) => {
          p.fm.category = 'gardening';
        },
      },
      /"gardening" is not a parent category/,
    ],
    [
      'an unknown sub category',
      {
        es: (p) => {
          p.fm.subcategory = 'sleep';
        },
      },
      /"sleep" is not a sub category/,
    ],
    [
      'a description over 160 characters',
      {
        en: (p) => {
          p.fm.description = 'a'.repeat(161);
        },
      },
      /161 characters, over 160/,
    ],
    [
      'a body too short',
      {
        en: (p) => {
          p.body = 'Call your provider.';
        },
      },
      /the body has 3 words, outside 400-900/,
    ],
    [
      'a body too long',
      {
        es: (p) => {
          p.body += filler('Una frase más para alargar el texto sin fin.').repeat(2);
        },
      },
      /outside 400-900/,
    ],
    [
      'a category row that disagrees',
      {
        en: (p) => {
          p.body = p.body.replace('140 to 159', '145 to 159');
        },
      },
      /"High: stage 2" disagrees with @mat\/domain \(144\/70 is stage2\)/,
    ],
    [
      'a Spanish row that disagrees',
      {
        es: (p) => {
          p.body = p.body.replace('y menos de 80', 'y menos de 85');
        },
      },
      /"Elevada" disagrees/,
    ],
    [
      'a table without a category',
      {
        en: (p) => {
          p.body = p.body.replace(/^\| Low .*$/m, '');
        },
      },
      /lacks Low/,
    ],
    [
      'dense English',
      {
        en: (p) => {
          p.body = filler(
            'Notwithstanding considerable interindividual physiological variability, cardiovascular hemodynamic measurements necessitate standardized methodological considerations and circumstances',
          );
        },
      },
      /reads at grade \d+\.\d, over 8/,
    ],
    [
      'dense Spanish',
      {
        es: (p) => {
          p.body = filler(
            'Independientemente de la considerable variabilidad fisiológica interindividual, las determinaciones hemodinámicas cardiovasculares requieren consideraciones metodológicas estandarizadas',
          );
        },
      },
      /on the INFLESZ scale, under 65/,
    ],
    [
      'a reading named in the wrong category',
      {
        en: (p) => {
          p.body += '\nA reading of 150/95 is stage 1.';
        },
      },
      /calls 150\/95 stage1, @mat\/domain says stage2/,
    ],
    [
      'a missing alt text',
      {
        es: (p) => {
          delete p.fm.image_alt;
        },
      },
      /image_alt must describe/,
    ],
    [
      'an unknown illustration',
      {
        en: (p) => {
          p.fm.image = 'moon';
        },
      },
      /"moon" is not in content\/illustrations/,
    ],
    [
      'an SVG that is not well-formed',
      {
        library: (l) => {
          l.illustrations.heart = svg.replace('</svg>', '');
        },
      },
      /not well-formed XML: <svg> is never closed/,
    ],
    [
      'a colour outside the palette',
      {
        library: (l) => {
          l.illustrations.heart = svg.replace('#9c3a62', '#ff00ff');
        },
      },
      /#ff00ff is not a colour/,
    ],
    [
      'a broken link between articles',
      {
        en: (p) => {
          p.body += '\nRead [more](/articles/no-such-article).';
        },
      },
      /the link \/articles\/no-such-article leads nowhere/,
    ],
    [
      'a link to the other language',
      {
        es: (p) => {
          p.body += '\nLee [más](/articles/reading-your-numbers).';
        },
      },
      /leads nowhere in the es library/,
    ],
    [
      'a wrong crisis number',
      {
        en: (p) => {
          p.body += '\nCall 1-833-852-6263 any time.';
        },
      },
      /1-833-852-6263 is not one of/,
    ],
    [
      'a slug that names another piece',
      {
        library: (l) => {
          const copy = structuredClone(l.articles[0]!);
          copy.slug = 'another-piece';
          copy.files.en!.frontMatter!.slug = 'another-piece';
          l.articles.push(copy);
        },
      },
      /the slug lee-tus-numeros is also reading-your-numbers's/,
    ],
    [
      'languages that disagree',
      {
        es: (p) => {
          p.fm.featured = 'false';
        },
      },
      /disagree on featured/,
    ],
    [
      'a review date in the future',
      {
        en: (p) => {
          p.fm.reviewed = '2030-01-01';
        },
      },
      /reviewed must be a real date/,
    ],
    [
      'a source without a URL',
      {
        en: (p) => {
          p.fm.sources = '\n  - name: CDC\n    title: Hear Her';
        },
      },
      /sources\[0\] needs a name, a title and an https url/,
    ],
  ])('catch %s', (_, change, problem) => {
    expect(fixture(change)).toEqual(expect.arrayContaining([expect.stringMatching(problem)]));
  });
});

describe('xmlProblem', () => {
  it.each([svg, `<?xml version="1.0"?>\n<!-- a drawing -->\n${svg}`, '<a x="1 &amp; 2"><b/>text &#38; more</a>'])(
    'accepts %s',
    (source) => expect(xmlProblem(source)).toBeNull(),
  );

  it.each([
    ['<a><b></a></b>', /<\/a> closes <b>/],
    ['<a x=1/>', /malformed attribute/],
    ['<a x="1" x="2"/>', /x twice/],
    ['<a>fish & chips</a>', /bare &/],
    ['<a/><b/>', /more than one root/],
    ['<a', /unclosed tag/],
    ['', /no root element/],
    ['hello <a/>', /text outside the root/],
  ])('rejects %s', (source, problem) => expect(xmlProblem(source)).toMatch(problem));
});
