import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MEASURE_UNIT,
  dayOfLife,
  displayWeight,
  gramsToKilogramsGrams,
  gramsToPoundsOunces,
  poundsOuncesToGrams,
  shouldContactPediatrician,
  validateBabyWeightGrams,
  weightLossPercent,
} from './weight.js';

describe('baby weight units [spec 1, 3]', () => {
  it('defaults to imperial', () => {
    expect(DEFAULT_MEASURE_UNIT).toBe('imperial');
    expect(displayWeight(3400)).toEqual({ unit: 'imperial', pounds: 7, ounces: 7.9 });
    expect(displayWeight(3400, 'metric')).toEqual({ unit: 'metric', kilograms: 3, grams: 400 });
  });

  it('converts pounds and ounces', () => {
    expect(poundsOuncesToGrams(7, 8)).toBe(3402);
    expect(gramsToPoundsOunces(3402)).toEqual({ pounds: 7, ounces: 8 });
    expect(gramsToPoundsOunces(453.59237)).toEqual({ pounds: 1, ounces: 0 });
    // 15.96 oz rounds up to a full pound, not to "0 lb 16 oz".
    expect(gramsToPoundsOunces(452.5)).toEqual({ pounds: 1, ounces: 0 });
  });

  it('converts kilograms and grams', () => {
    expect(gramsToKilogramsGrams(3050)).toEqual({ kilograms: 3, grams: 50 });
  });

  it('round-trips grams through pounds and ounces within 3 g', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30_000 }), (g) => {
        const { pounds, ounces } = gramsToPoundsOunces(g);
        expect(ounces).toBeLessThan(16);
        expect(Math.abs(poundsOuncesToGrams(pounds, ounces) - g)).toBeLessThanOrEqual(3);
        const metric = gramsToKilogramsGrams(g);
        expect(metric.kilograms * 1000 + metric.grams).toBe(g);
      }),
    );
  });

  it('validates a plausible weight', () => {
    expect(validateBabyWeightGrams(3400)).toBeNull();
    expect(validateBabyWeightGrams(30_000)).toBeNull();
    expect(validateBabyWeightGrams(0)).toBe('validation.weightRange');
    expect(validateBabyWeightGrams(30_001)).toBe('validation.weightRange');
    expect(validateBabyWeightGrams(Number.NaN)).toBe('validation.weightRange');
  });
});

describe('weight loss after birth (clinical.md)', () => {
  it('measures the loss', () => {
    expect(weightLossPercent(3000, 2700)).toBeCloseTo(10);
    expect(weightLossPercent(3000, 3300)).toBeCloseTo(-10);
  });

  it('calls for the pediatrician over 10% or without birth weight back by day 14', () => {
    expect(shouldContactPediatrician({ birthGrams: 3000, currentGrams: 2700, dayOfLife: 3 })).toBe(false);
    expect(shouldContactPediatrician({ birthGrams: 3000, currentGrams: 2690, dayOfLife: 3 })).toBe(true);
    expect(shouldContactPediatrician({ birthGrams: 3000, currentGrams: 2990, dayOfLife: 13 })).toBe(false);
    expect(shouldContactPediatrician({ birthGrams: 3000, currentGrams: 2990, dayOfLife: 14 })).toBe(true);
    expect(shouldContactPediatrician({ birthGrams: 3000, currentGrams: 3000, dayOfLife: 14 })).toBe(false);
  });

  it('counts the day of life from 0 on the day of birth, across months and leap days', () => {
    expect(dayOfLife('2026-03-01', '2026-03-01')).toBe(0);
    expect(dayOfLife('2026-03-01', '2026-03-15')).toBe(14);
    expect(dayOfLife('2028-02-20', '2028-03-05')).toBe(14);
    expect(() => dayOfLife('2026-02-30', '2026-03-15')).toThrow(RangeError);
  });
});
