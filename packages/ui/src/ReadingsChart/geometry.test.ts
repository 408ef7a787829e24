import { describe, expect, it } from 'vitest';
import { linePath, niceTicks, scale, timeExtent } from './geometry';

describe('readings chart geometry', () => {
  it('picks round ticks that cover blood pressure values', () => {
    expect(niceTicks(76, 165)).toEqual([75, 100, 125, 150, 175]);
    expect(niceTicks(60, 120)).toEqual([60, 80, 100, 120]);
  });

  it('keeps decimal ticks clean for weights in kilograms', () => {
    expect(niceTicks(3.1, 3.6)).toEqual([3, 3.2, 3.4, 3.6]);
  });

  it('gives one value room above and below', () => {
    expect(niceTicks(120, 120)).toEqual([119, 119.5, 120, 120.5, 121]);
  });

  it('maps a domain onto a range, and a single value to the middle', () => {
    expect(scale(0, 10, 100, 0)(2.5)).toBe(75);
    expect(scale(5, 5, 0, 200)(5)).toBe(100);
  });

  it('spans the times of the points and draws a path through them', () => {
    expect(
      timeExtent([
        { at: '2026-11-02T00:00:00Z', value: 1 },
        { at: '2026-11-01T00:00:00Z', value: 2 },
      ]),
    ).toEqual([Date.parse('2026-11-01T00:00:00Z'), Date.parse('2026-11-02T00:00:00Z')]);
    expect(
      linePath([
        { x: 0, y: 10 },
        { x: 5.25, y: 2 },
      ]),
    ).toBe('M0.0,10.0 L5.3,2.0');
  });
});
