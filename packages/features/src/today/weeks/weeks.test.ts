// Today's week-by-week content (pregnancy weeks 4-42, the baby's weeks 1-52): every week is there
// once in each language, every text fits a card, Spanish is really written, and every week cites a
// source defined in both languages at the same https address.
import { describe, expect, it } from 'vitest';
import babyEn from './baby.en.json';
import babyEs from './baby.es.json';
import pregnancyEn from './pregnancy.en.json';
import pregnancyEs from './pregnancy.es.json';

interface WeekSource {
  id: string;
  title: string;
  publisher: string;
  url: string;
}

interface WeekContent {
  week: number;
  size?: string;
  baby: string;
  parent: string;
  todo: string;
  sources: string[];
}

interface WeeksFile {
  sources: WeekSource[];
  weeks: WeekContent[];
}

/** The longest text a card shows without turning into a page. */
const MAX_TEXT = 400;

const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, index) => first + index);

const stages = [
  { name: 'pregnancy', weeks: range(4, 42), hasSize: true, en: pregnancyEn as WeeksFile, es: pregnancyEs as WeeksFile },
  { name: 'baby', weeks: range(1, 52), hasSize: false, en: babyEn as WeeksFile, es: babyEs as WeeksFile },
];

const texts = (week: WeekContent) => ({ size: week.size, baby: week.baby, parent: week.parent, todo: week.todo });

describe.each(stages)('$name weeks', ({ weeks, hasSize, en, es }) => {
  describe.each([
    ['en', en],
    ['es', es],
  ] as const)('in %s', (_, content) => {
    it('has every week of the stage once, in order', () => {
      expect(content.weeks.map((week) => week.week)).toEqual(weeks);
    });

    it('writes every text, each short enough for a card', () => {
      const problems = content.weeks.flatMap((week) =>
        Object.entries(texts(week))
          .filter(([field]) => field !== 'size' || hasSize)
          .filter(([, text]) => typeof text !== 'string' || text.trim() === '' || text.length >= MAX_TEXT)
          .map(
            ([field, text]) =>
              `week ${week.week} ${field}: ${text === undefined ? 'missing' : `${text.length} characters`}`,
          ),
      );
      expect(problems).toEqual([]);
    });

    it(hasSize ? 'compares every week to a familiar size' : 'gives no size (a baby is weighed, not compared)', () => {
      const withSize = content.weeks.filter((week) => week.size !== undefined).map((week) => week.week);
      expect(withSize).toEqual(hasSize ? weeks : []);
    });

    it('names a defined source for every week', () => {
      const defined = new Set(content.sources.map((source) => source.id));
      const unsourced = content.weeks.filter((week) => week.sources.length === 0).map((week) => week.week);
      const undefinedIds = content.weeks.flatMap((week) =>
        week.sources.filter((id) => !defined.has(id)).map((id) => `week ${week.week}: ${id}`),
      );
      expect(unsourced).toEqual([]);
      expect(undefinedIds).toEqual([]);
    });

    it('defines each source once, named, over https, and cites it somewhere', () => {
      const ids = content.sources.map((source) => source.id);
      expect(new Set(ids).size).toBe(ids.length);
      const cited = new Set(content.weeks.flatMap((week) => week.sources));
      for (const source of content.sources) {
        expect(source.title.trim(), source.id).not.toBe('');
        expect(source.publisher.trim(), source.id).not.toBe('');
        expect(new URL(source.url).protocol, source.id).toBe('https:');
        expect(cited.has(source.id), `${source.id} is never cited`).toBe(true);
      }
    });
  });

  it('defines the same sources in both languages, at the same addresses', () => {
    const addresses = (content: WeeksFile) => content.sources.map((source) => [source.id, source.url]).sort();
    expect(addresses(es)).toEqual(addresses(en));
  });

  it('cites the same sources for a week in both languages', () => {
    const cited = (content: WeeksFile) => content.weeks.map((week) => [week.week, [...week.sources].sort()]);
    expect(cited(es)).toEqual(cited(en));
  });

  it('writes Spanish, not the English copied', () => {
    const english = new Map(en.weeks.map((week) => [week.week, texts(week)]));
    const copied = es.weeks.flatMap((week) =>
      Object.entries(texts(week))
        .filter(
          ([field, text]) =>
            text !== undefined && text === english.get(week.week)?.[field as keyof ReturnType<typeof texts>],
        )
        .map(([field]) => `week ${week.week} ${field}`),
    );
    expect(copied).toEqual([]);
  });
});
