import { isoDateToDays } from '../pregnancy/isoDate.js';

/** Measurement units [spec 1, 9]: imperial unless the user chose metric. */
export type MeasureUnit = 'imperial' | 'metric';
export const DEFAULT_MEASURE_UNIT: MeasureUnit = 'imperial';

export const GRAMS_PER_POUND = 453.59237;
export const OUNCES_PER_POUND = 16;

/** Weights are stored in grams; the user sees pounds and ounces (to a tenth) or kilograms and grams. */
export function gramsToPoundsOunces(grams: number): { pounds: number; ounces: number } {
  const tenthsOfOunce = Math.round((grams / GRAMS_PER_POUND) * OUNCES_PER_POUND * 10);
  return {
    pounds: Math.floor(tenthsOfOunce / 160),
    ounces: (tenthsOfOunce % 160) / 10,
  };
}

export function poundsOuncesToGrams(pounds: number, ounces: number): number {
  return Math.round((pounds + ounces / OUNCES_PER_POUND) * GRAMS_PER_POUND);
}

export function gramsToKilogramsGrams(grams: number): { kilograms: number; grams: number } {
  const whole = Math.round(grams);
  return { kilograms: Math.floor(whole / 1000), grams: whole % 1000 };
}

export type WeightDisplay =
  | { unit: 'imperial'; pounds: number; ounces: number }
  | { unit: 'metric'; kilograms: number; grams: number };

/** A stored weight in the user's unit. */
export function displayWeight(grams: number, unit: MeasureUnit = DEFAULT_MEASURE_UNIT): WeightDisplay {
  return unit === 'metric' ? { unit, ...gramsToKilogramsGrams(grams) } : { unit, ...gramsToPoundsOunces(grams) };
}

/** A plausible baby weight: above 0 and at most 30 kg. */
export const BABY_WEIGHT_MAX_GRAMS = 30_000;
export function validateBabyWeightGrams(grams: number): 'validation.weightRange' | null {
  return Number.isFinite(grams) && grams > 0 && grams <= BABY_WEIGHT_MAX_GRAMS ? null : 'validation.weightRange';
}

/** Percent of birth weight lost (negative when the baby weighs more than at birth). */
export function weightLossPercent(birthGrams: number, currentGrams: number): number {
  return ((birthGrams - currentGrams) / birthGrams) * 100;
}

/** Birth weight should be back by day 14 at the latest (clinical.md: "by day 10-14"). */
export const REGAIN_BIRTH_WEIGHT_BY_DAY = 14;

/** What to tell the parent when shouldContactPediatrician is true. */
export const PEDIATRICIAN_ADVICE = 'advice.babyWeight.contactPediatrician' as const;

/** A loss of more than this percent of birth weight is a reason to call (clinical.md); up to 7-10% is common. */
export const BABY_WEIGHT_LOSS_CALL_PERCENT = 10;

/** The baby's day of life on a day, counted from 0 on the day of birth (both ISO dates). */
export function dayOfLife(dateOfBirth: string, on: string): number {
  return isoDateToDays(on, 'on') - isoDateToDays(dateOfBirth, 'dateOfBirth');
}

/**
 * A loss of more than 10%, or birth weight not regained by day 14, is a reason to contact the
 * pediatrician (clinical.md).
 */
export function shouldContactPediatrician(r: { birthGrams: number; currentGrams: number; dayOfLife: number }): boolean {
  if (weightLossPercent(r.birthGrams, r.currentGrams) > BABY_WEIGHT_LOSS_CALL_PERCENT) return true;
  return r.dayOfLife >= REGAIN_BIRTH_WEIGHT_BY_DAY && r.currentGrams < r.birthGrams;
}
