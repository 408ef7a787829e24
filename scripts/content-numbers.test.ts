// The clinical numbers the articles state are @mat/domain's own: when a rule changes there, the
// article that explains it fails here until its words change too. None of the numbers is copied.
import {
  addDays,
  BABY_WEIGHT_LOSS_CALL_PERCENT,
  dueDateFromLmp,
  gestationalAge,
  GRAMS_PER_POUND,
  KICK_COUNT_TARGET,
  KICK_COUNT_WINDOW_SECONDS,
  kickCountingStartWeek,
  lmpFromDueDate,
  OUNCES_PER_POUND,
  poundsOuncesToGrams,
  PREGNANCY_DAYS,
  REGAIN_BIRTH_WEIGHT_BY_DAY,
  trimester,
} from '@mat/domain';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContentLibrary } from './content/library.js';

const library = loadContentLibrary(join(import.meta.dirname, '..', 'content'));
const languages = ['en', 'es'] as const;
type Language = (typeof languages)[number];

/** An article's description and body in one language, on one line, so a sentence may wrap anywhere. */
function text(slug: string, language: Language): string {
  const file = library.articles.find((a) => a.slug === slug)?.files[language];
  if (!file) throw new Error(`no ${language} file for ${slug}`);
  return `${String(file.frontMatter?.description ?? '')} ${file.body}`.replace(/\s+/g, ' ');
}

function match(source: string, pattern: RegExp): string[] {
  const found = pattern.exec(source);
  if (!found) throw new Error(`not found: ${pattern}`);
  return found.slice(1);
}

const numbers = (source: string, pattern: RegExp) => [...source.matchAll(pattern)].map((m) => Number(m[1]));

const months = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
};
const DATE = { en: '([A-Z][a-z]+ \\d{1,2}, \\d{4})', es: '(\\d{1,2} de [a-z]+ de \\d{4})' };
/** The same, as a named group. */
const named = (name: string, language: Language) => DATE[language].replace('(', `(?<${name}>`);

/** "October 8, 2025" or "8 de octubre de 2025" as 2025-10-08. */
function isoDate(written: string, language: Language): string {
  const [month, day, year] =
    language === 'en'
      ? match(written, /^([A-Z][a-z]+) (\d+), (\d{4})$/)
      : (([d, m, y]) => [m, d, y])(match(written, /^(\d+) de ([a-z]+) de (\d{4})$/));
  const index = months[language].indexOf(month!);
  if (index < 0) throw new Error(`not a month: ${month}`);
  return `${year}-${String(index + 1).padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

const dayOf = (dueDate: string, weeks: number, days: number) => addDays(lmpFromDueDate(dueDate), weeks * 7 + days);

describe('the numbers the articles state', () => {
  it('kick counting: when to start, how many movements, in how long', () => {
    const kickArticles = library.articles.filter((a) => a.files.en?.frontMatter?.monitor === 'kick_counter');
    expect(kickArticles.length).toBeGreaterThanOrEqual(1);
    const words = { en: { movements: 'movements', hours: 'hours' }, es: { movements: 'movimientos', hours: 'horas' } };
    for (const language of languages) {
      const all = kickArticles.map((a) => text(a.slug, language)).join('\n');
      const movements = numbers(all, new RegExp(`(\\d+) ${words[language].movements}\\b`, 'g'));
      expect(movements.length, language).toBeGreaterThan(0);
      expect(new Set(movements), language).toEqual(new Set([KICK_COUNT_TARGET]));
      expect(new Set(numbers(all, new RegExp(`(\\d+) ${words[language].hours}\\b`, 'g'))), language).toEqual(
        new Set([KICK_COUNT_WINDOW_SECONDS / 3600]),
      );
      for (const highRisk of [false, true]) {
        const week = kickCountingStartWeek(highRisk);
        expect(all, `${language}: start week ${week}`).toMatch(
          language === 'en' ? new RegExp(`\\b${week} weeks`) : new RegExp(`semana ${week}\\b`),
        );
      }
    }
  });

  describe('dating: how-your-due-date-is-set', () => {
    const patterns = {
      en: {
        length: /add (\d+) days, which is (\d+) weeks/,
        example: new RegExp(`if your last period started on ${DATE.en}, your due date is ${DATE.en}`),
        ages: new RegExp(
          `With a due date of ${named('due', 'en')}, you were (?<w1>\\d+) weeks (?<d1>\\d+) days on ${named('on', 'en')}, and (?<w2>\\d+) weeks (?<d2>\\d+) days the next day`,
        ),
        later: new RegExp(`On ${DATE.en}, you were (\\d+) weeks (\\d+) days`),
        trimesters:
          /\*\*First trimester:\*\* from the start until the end of (\d+) weeks (\d+) days\. - \*\*Second trimester:\*\* from (\d+) weeks (\d+) days until the end of (\d+) weeks (\d+) days\. - \*\*Third trimester:\*\* from (\d+) weeks (\d+) days/,
      },
      es: {
        length: /sumarle (\d+) días, que son (\d+) semanas/,
        example: new RegExp(`si tu última regla empezó el ${DATE.es}, tu fecha probable de parto es el ${DATE.es}`),
        ages: new RegExp(
          `Con fecha de parto el ${named('due', 'es')}, el ${named('on', 'es')} tenías (?<w1>\\d+) semanas y (?<d1>\\d+) días, y al día siguiente, el \\d+ de [a-z]+, (?<w2>\\d+) semanas y (?<d2>\\d+) días`,
        ),
        later: new RegExp(`El ${DATE.es} tenías (\\d+) semanas y (\\d+) días`),
        trimesters:
          /\*\*Primer trimestre:\*\* desde el inicio hasta el final de las (\d+) semanas y (\d+) días\. - \*\*Segundo trimestre:\*\* desde las (\d+) semanas y (\d+) días hasta el final de las (\d+) semanas y (\d+) días\. - \*\*Tercer trimestre:\*\* desde las (\d+) semanas y (\d+) días/,
      },
    };

    for (const language of languages) {
      const article = text('how-your-due-date-is-set', language);
      const p = patterns[language];

      it(`${language}: a pregnancy's length, and the worked due date`, () => {
        const [days, weeks] = match(article, p.length).map(Number);
        expect(days).toBe(PREGNANCY_DAYS);
        expect(weeks).toBe(PREGNANCY_DAYS / 7);
        const [lmp, due] = match(article, p.example).map((d) => isoDate(d, language));
        expect(dueDateFromLmp(lmp!)).toBe(due);
      });

      it(`${language}: the weeks and days on the worked dates`, () => {
        // The languages order the date and the age differently: the groups are named.
        const groups = p.ages.exec(article)?.groups;
        if (!groups) throw new Error(`not found: ${p.ages}`);
        const { due: dueWritten, on: onWritten, w1, d1, w2, d2 } = groups;
        const due = isoDate(dueWritten!, language);
        const on = isoDate(onWritten!, language);
        expect(gestationalAge(due, on)).toEqual({ weeks: Number(w1), days: Number(d1) });
        expect(gestationalAge(due, addDays(on, 1))).toEqual({ weeks: Number(w2), days: Number(d2) });
        const [laterWritten, w3, d3] = match(article, p.later);
        expect(gestationalAge(due, isoDate(laterWritten!, language))).toEqual({ weeks: Number(w3), days: Number(d3) });
      });

      it(`${language}: where each trimester begins and ends`, () => {
        const due = dueDateFromLmp('2025-01-01');
        const [firstEndW, firstEndD, secondW, secondD, secondEndW, secondEndD, thirdW, thirdD] = match(
          article,
          p.trimesters,
        ).map(Number);
        expect(trimester(due, dayOf(due, firstEndW!, firstEndD!))).toBe(1);
        expect(trimester(due, addDays(dayOf(due, firstEndW!, firstEndD!), 1))).toBe(2);
        expect(trimester(due, dayOf(due, secondW!, secondD!))).toBe(2);
        expect(trimester(due, dayOf(due, secondEndW!, secondEndD!))).toBe(2);
        expect(trimester(due, addDays(dayOf(due, secondEndW!, secondEndD!), 1))).toBe(3);
        expect(trimester(due, dayOf(due, thirdW!, thirdD!))).toBe(3);
        expect(trimester(due, addDays(dayOf(due, thirdW!, thirdD!), -1))).toBe(2);
      });
    }
  });

  describe('baby weight', () => {
    const patterns = {
      en: { call: /more than (\d+) percent/g, common: /up to 7 to (\d+) percent/g, regained: /by day 10 to (\d+)/g },
      es: {
        call: /más del (\d+) por ciento/g,
        common: /hasta un 7 a (\d+) por ciento/g,
        regained: /entre el día 10 y el (\d+)/g,
      },
    };
    const weightArticles = library.articles
      .filter((a) => /birth weight/.test(a.files.en?.body ?? ''))
      .map((a) => a.slug);

    for (const language of languages) {
      it(`${language}: when to call the pediatrician, in every article that says`, () => {
        const all = weightArticles.map((slug) => text(slug, language)).join('\n');
        const p = patterns[language];
        const calls = numbers(all, p.call);
        expect(calls.length, language).toBeGreaterThanOrEqual(3);
        expect(new Set([...calls, ...numbers(all, p.common)])).toEqual(new Set([BABY_WEIGHT_LOSS_CALL_PERCENT]));
        const regained = numbers(all, p.regained);
        expect(regained.length).toBeGreaterThanOrEqual(3);
        expect(new Set(regained)).toEqual(new Set([REGAIN_BIRTH_WEIGHT_BY_DAY]));
      });
    }

    it('the worked loss: pounds, grams and ounces agree in both languages', () => {
      const en = match(
        text('newborn-weight-first-weeks', 'en'),
        /born at (\d+) pounds \(about ([\d,]+) grams\), that is a loss of up to about (\d+) ounces \(about (\d+) grams\)/,
      );
      const es = match(
        text('newborn-weight-first-weeks', 'es'),
        /nació con ([\d,]+) gramos \(unas (\d+) libras\), eso es hasta unos (\d+) gramos \(unas (\d+) onzas\)/,
      );
      const [pounds, grams, lossOunces, lossGrams] = en.map((n) => Number(n.replace(',', '')));
      expect(grams).toBe(poundsOuncesToGrams(pounds!, 0));
      expect(lossGrams).toBe(Math.round((grams! * BABY_WEIGHT_LOSS_CALL_PERCENT) / 100));
      expect(lossOunces).toBe(Math.round((lossGrams! / GRAMS_PER_POUND) * OUNCES_PER_POUND));
      const [esGrams, esPounds, esLossGrams, esLossOunces] = es.map((n) => Number(n.replace(',', '')));
      expect([esPounds, esGrams, esLossOunces, esLossGrams]).toEqual([pounds, grams, lossOunces, lossGrams]);
    });
  });
});
