import { describe, expect, it } from 'vitest';
import { measuredAtLimits, validateMeasuredAt } from './measuredAt.js';

const now = new Date('2026-11-22T10:00:00Z');
const shifted = (ms: number) => new Date(now.getTime() + ms).toISOString();
const DAY_MS = 86_400_000;

describe('validateMeasuredAt', () => {
  it('accepts now, a phone clock a little fast, and a reading that waited up to the window', () => {
    expect(validateMeasuredAt(now.toISOString(), now)).toBeNull();
    expect(validateMeasuredAt(shifted(measuredAtLimits.clockSkewMs), now)).toBeNull();
    expect(validateMeasuredAt(shifted(-measuredAtLimits.windowDays * DAY_MS), now)).toBeNull();
  });

  it('refuses a time beyond the clock skew as in the future', () => {
    expect(validateMeasuredAt(shifted(measuredAtLimits.clockSkewMs + 1000), now)).toBe('validation.measuredInFuture');
  });

  it('refuses a time older than the window', () => {
    expect(validateMeasuredAt(shifted(-measuredAtLimits.windowDays * DAY_MS - 1000), now)).toBe(
      'validation.measuredTooLongAgo',
    );
  });

  it('refuses a value that is not a moment', () => {
    expect(validateMeasuredAt('yesterday', now)).toBe('validation.invalidDate');
  });
});
