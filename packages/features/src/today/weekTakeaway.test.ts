import { describe, expect, it } from 'vitest';
import babyEn from './weeks/baby.en.json';
import babyEs from './weeks/baby.es.json';
import pregnancyEn from './weeks/pregnancy.en.json';
import pregnancyEs from './weeks/pregnancy.es.json';
import { weekTakeaway } from './weekTakeaway';

describe('weekTakeaway', () => {
  it('takes the first sentence, not a decimal point inside it', () => {
    expect(
      weekTakeaway('The baby is about 15.7 inches (40 cm) and 2.9 pounds (1.3 kg). The brain is growing fast.'),
    ).toBe('The baby is about 15.7 inches (40 cm) and 2.9 pounds (1.3 kg).');
  });

  it('keeps Spanish exclamations whole', () => {
    expect(weekTakeaway('¡Feliz primer cumpleaños! Tu bebé ya camina con ayuda.')).toBe('¡Feliz primer cumpleaños!');
  });

  it('gives a one-sentence text as it is', () => {
    expect(weekTakeaway('  The baby is full term.  ')).toBe('The baby is full term.');
  });

  it('finds the sentence the language’s rules find, as the takeaway of every week in both languages', () => {
    for (const [file, locale] of [
      [pregnancyEn, 'en'],
      [pregnancyEs, 'es'],
      [babyEn, 'en'],
      [babyEs, 'es'],
    ] as const) {
      for (const week of file.weeks) {
        const takeaway = weekTakeaway(week.baby);
        expect(week.baby.startsWith(takeaway), `${locale} week ${week.week}`).toBe(true);
        // The language's own sentence rules find the same first sentence.
        const [first] = new Intl.Segmenter(locale, { granularity: 'sentence' }).segment(week.baby.trim());
        expect(takeaway, `${locale} week ${week.week}`).toBe(first?.segment.trim());
        expect(takeaway, `${locale} week ${week.week}`).toMatch(/^.{20,160}[.!]$/s);
      }
    }
  });
});
