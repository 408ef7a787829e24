import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { domainMessages } from '../messages/catalogue.js';
import {
  epdsSeverity,
  gad7Severity,
  isCrisisAnswer,
  phq9Severity,
  scoreEpds,
  scoreGad7,
  scorePhq9,
  scoreScreening,
  screeningResultMessage,
  screeningItemCount,
  screeningItemScore,
  screeningMaxTotal,
  screeningScales,
  screeningSeverity,
} from './screenings.js';

const answers = (n: number) => fc.array(fc.integer({ min: 0, max: 3 }), { minLength: n, maxLength: n });

describe('EPDS [spec 4, clinical.md]', () => {
  it('scores items 1, 2 and 4 by position and the rest reversed', () => {
    const positions = [0, 1, 2, 3, 0, 1, 2, 3, 0, 1];
    expect(positions.map((position, item) => screeningItemScore('epds', item, position))).toEqual([
      0, 1, 1, 3, 3, 2, 1, 0, 3, 2,
    ]);
  });

  it('top options everywhere total 21 and the crisis item fires', () => {
    // Top option: items 1, 2, 4 score 0; the seven reversed items score 3.
    expect(scoreEpds([0, 0, 0, 0, 0, 0, 0, 0, 0, 0])).toEqual({
      total: 21,
      band: [20, 30],
      positive: true,
      crisis: true,
    });
  });

  it('the calmest answers total 0 with no crisis', () => {
    expect(scoreEpds([0, 0, 3, 0, 3, 3, 3, 3, 3, 3])).toEqual({
      total: 0,
      band: [0, 9],
      positive: false,
      crisis: false,
    });
  });

  it('the highest answers total 30', () => {
    expect(scoreEpds([3, 3, 0, 3, 0, 0, 0, 0, 0, 0]).total).toBe(30);
  });

  it('is positive from 10, in the 10-13 band', () => {
    // Bottom options everywhere: items 1, 2 and 4 give 3 each, the reversed items 0.
    expect(scoreEpds([3, 3, 3, 3, 3, 3, 3, 3, 3, 3])).toEqual({
      total: 9,
      band: [0, 9],
      positive: false,
      crisis: false,
    });
    expect(scoreEpds([3, 3, 3, 3, 2, 3, 3, 3, 3, 3])).toEqual({
      total: 10,
      band: [10, 13],
      positive: true,
      crisis: false,
    });
    expect(scoreEpds([3, 3, 3, 3, 0, 0, 3, 2, 3, 3]).band).toEqual([14, 19]);
  });

  it('flags item 10 above 0 as a crisis whatever the total', () => {
    const r = scoreEpds([0, 0, 3, 0, 3, 3, 3, 3, 3, 2]);
    expect(r).toEqual({ total: 1, band: [0, 9], positive: false, crisis: true });
  });

  it('keeps every total inside 0-30 and inside its band', () => {
    fc.assert(
      fc.property(answers(10), (a) => {
        const r = scoreEpds(a);
        expect(r.total).toBeGreaterThanOrEqual(r.band[0]);
        expect(r.total).toBeLessThanOrEqual(r.band[1]);
        expect(r.positive).toBe(r.total >= 10);
        expect(r.crisis).toBe(a[9] !== 3);
      }),
    );
  });

  it('refuses the wrong number of answers and out-of-range answers, naming them', () => {
    expect(() => scoreEpds([0, 0])).toThrow(new RangeError('EPDS needs 10 answers, got 2'));
    expect(() => scoreEpds([0, 0, 0, 0, 4, 0, 0, 0, 0, 0])).toThrow(RangeError);
    expect(() => scoreEpds([0, 0, 0, 0, 4, 0, 0, 0, 0, 0])).toThrow('EPDS answer 5 must be a whole number 0-3, got 4');
    expect(() => scoreEpds([0, 0, 0, 0, 1.5, 0, 0, 0, 0, 0])).toThrow(RangeError);
    expect(() => scoreEpds([0, 0, 0, 0, -1, 0, 0, 0, 0, 0])).toThrow(RangeError);
  });
});

describe('PHQ-9 [spec 4, clinical.md]', () => {
  it.each([
    [0, [0, 4], 'minimal'],
    [4, [0, 4], 'minimal'],
    [5, [5, 9], 'mild'],
    [9, [5, 9], 'mild'],
    [10, [10, 14], 'moderate'],
    [14, [10, 14], 'moderate'],
    [15, [15, 19], 'moderatelySevere'],
    [19, [15, 19], 'moderatelySevere'],
    [20, [20, 27], 'severe'],
    [24, [20, 27], 'severe'],
  ] as const)('a total of %i falls in %j (%s)', (total, band, severity) => {
    // Spread the total over items 1-8, leaving item 9 at 0.
    const a = Array.from({ length: 9 }, (_, i) => (i < 8 ? Math.min(3, Math.max(0, total - 3 * i)) : 0));
    const r = scorePhq9(a);
    expect(r).toEqual({ total, band: [...band], positive: total >= 10, crisis: false });
    expect(phq9Severity(r)).toBe(severity);
  });

  it('flags item 9 above 0 as a crisis', () => {
    expect(scorePhq9([0, 0, 0, 0, 0, 0, 0, 0, 1])).toEqual({ total: 1, band: [0, 4], positive: false, crisis: true });
    expect(scorePhq9([3, 3, 3, 3, 3, 3, 3, 3, 3])).toEqual({ total: 27, band: [20, 27], positive: true, crisis: true });
  });

  it('sums any answers into their band', () => {
    fc.assert(
      fc.property(answers(9), (a) => {
        const r = scorePhq9(a);
        expect(r.total).toBe(a.reduce((x, y) => x + y, 0));
        expect(r.total).toBeGreaterThanOrEqual(r.band[0]);
        expect(r.total).toBeLessThanOrEqual(r.band[1]);
        expect(r.crisis).toBe((a[8] as number) > 0);
      }),
    );
  });

  it('refuses wrong input', () => {
    expect(() => scorePhq9([0, 0, 0, 0, 0, 0, 0, 0])).toThrow('PHQ-9 needs 9 answers, got 8');
    expect(() => scorePhq9([0, 0, 0, 0, 0, 0, 0, 0, 9])).toThrow('PHQ-9 answer 9 must be a whole number 0-3, got 9');
  });
});

describe('GAD-7 [spec 4, clinical.md]', () => {
  it.each([
    [[0, 0, 0, 0, 0, 0, 0], 0, [0, 4], 'minimal'],
    [[1, 1, 1, 1, 1, 0, 0], 5, [5, 9], 'mild'],
    [[3, 3, 3, 1, 0, 0, 0], 10, [10, 14], 'moderate'],
    [[3, 3, 3, 3, 3, 0, 0], 15, [15, 21], 'severe'],
    [[3, 3, 3, 3, 3, 3, 3], 21, [15, 21], 'severe'],
  ] as const)('%j totals %i in %j', (a, total, band, severity) => {
    const r = scoreGad7(a);
    expect(r).toEqual({ total, band: [...band], positive: total >= 10, crisis: false });
    expect(gad7Severity(r)).toBe(severity);
  });

  it('has no crisis item', () => {
    fc.assert(
      fc.property(answers(7), (a) => {
        expect(scoreGad7(a).crisis).toBe(false);
      }),
    );
  });

  it('refuses wrong input', () => {
    expect(() => scoreGad7([0, 0, 0])).toThrow('GAD-7 needs 7 answers, got 3');
    expect(() => scoreGad7([0, 0, 0, 0, 0, 0, Number.NaN])).toThrow(RangeError);
  });
});

describe('the scales by name', () => {
  it('know their item counts and highest totals', () => {
    expect(screeningScales.map((s) => [screeningItemCount(s), screeningMaxTotal(s)])).toEqual([
      [10, 30],
      [9, 27],
      [7, 21],
    ]);
  });

  it('score EPDS items 3 and 5-10 reversed, every PHQ-9 and GAD-7 item by position', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((item) => screeningItemScore('epds', item, 0))).toEqual([
      0, 0, 3, 0, 3, 3, 3, 3, 3, 3,
    ]);
    expect(screeningItemScore('phq9', 8, 2)).toBe(2);
    expect(screeningItemScore('gad7', 0, 3)).toBe(3);
  });

  it('name the crisis answers one at a time', () => {
    expect(isCrisisAnswer('epds', 9, 2)).toBe(true);
    expect(isCrisisAnswer('epds', 9, 3)).toBe(false);
    expect(isCrisisAnswer('epds', 8, 0)).toBe(false);
    expect(isCrisisAnswer('phq9', 8, 1)).toBe(true);
    expect(isCrisisAnswer('phq9', 8, 0)).toBe(false);
    expect(isCrisisAnswer('gad7', 6, 3)).toBe(false);
  });

  it("scoreScreening is each scale's own rule", () => {
    fc.assert(
      fc.property(answers(10), (a) => {
        expect(scoreScreening('epds', a)).toEqual(scoreEpds(a));
        expect(scoreScreening('phq9', a.slice(1))).toEqual(scorePhq9(a.slice(1)));
        expect(scoreScreening('gad7', a.slice(3))).toEqual(scoreGad7(a.slice(3)));
      }),
    );
  });
});

describe('what a band means [spec 4]', () => {
  it('names every band of every scale with a message in both languages', () => {
    expect(screeningResultMessage('epds', scoreEpds([3, 3, 3, 3, 3, 3, 3, 3, 3, 3]))).toBe(
      'advice.screening.epds.minimal',
    );
    expect(screeningResultMessage('epds', scoreEpds([3, 3, 3, 3, 2, 3, 3, 3, 3, 3]))).toBe(
      'advice.screening.epds.possible',
    );
    expect(epdsSeverity(scoreEpds([3, 3, 3, 3, 0, 0, 3, 2, 3, 3]))).toBe('likely');
    expect(epdsSeverity(scoreEpds([3, 3, 0, 3, 0, 0, 0, 0, 0, 0]))).toBe('severe');
    expect(screeningResultMessage('phq9', scorePhq9([3, 3, 3, 3, 3, 3, 3, 3, 0]))).toBe('advice.screening.phq9.severe');
    expect(screeningResultMessage('gad7', scoreGad7([3, 3, 3, 1, 1, 1, 0]))).toBe('advice.screening.gad7.moderate');
    for (const scale of screeningScales) {
      for (let total = 0; total <= screeningMaxTotal(scale); total += 1) {
        const positions = Array.from({ length: screeningItemCount(scale) }, (_, i) =>
          Math.min(3, Math.max(0, total - 3 * i)),
        );
        // Positions that score `total`: undo the EPDS reversal item by item.
        const answers = positions.map((score, item) => (screeningItemScore(scale, item, 0) === 3 ? 3 - score : score));
        const id = screeningResultMessage(scale, scoreScreening(scale, answers));
        expect(domainMessages.en[id], `${scale} ${total}`).toBeTruthy();
        expect(domainMessages.es[id]).not.toBe(domainMessages.en[id]);
      }
    }
  });

  it('names a band by its scale: the name the console shows and the message the result screen shows agree', () => {
    expect(screeningSeverity('epds', scoreEpds([3, 3, 3, 3, 0, 0, 3, 2, 3, 3]))).toBe('likely');
    expect(screeningSeverity('phq9', scorePhq9([3, 3, 3, 3, 1, 1, 1, 1, 0]))).toBe('moderatelySevere');
    expect(screeningSeverity('gad7', scoreGad7([0, 0, 0, 0, 0, 0, 0]))).toBe('minimal');
    for (const scale of screeningScales) {
      const result = scoreScreening(
        scale,
        Array.from({ length: screeningItemCount(scale) }, (_, item) =>
          screeningItemScore(scale, item, 0) === 3 ? 0 : 3,
        ),
      );
      expect(screeningResultMessage(scale, result)).toBe(
        `advice.screening.${scale}.${screeningSeverity(scale, result)}`,
      );
    }
  });
});
