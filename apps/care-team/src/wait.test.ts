import { describe, expect, it } from 'vitest';
import { waitOf } from './wait';

describe('waitOf', () => {
  it('says minutes under an hour, hours under two days, then days, rounded down', () => {
    expect(waitOf(0)).toEqual({ value: 0, unit: 'minute' });
    expect(waitOf(59 * 60 + 59)).toEqual({ value: 59, unit: 'minute' });
    expect(waitOf(60 * 60)).toEqual({ value: 1, unit: 'hour' });
    expect(waitOf(47 * 3600 + 3599)).toEqual({ value: 47, unit: 'hour' });
    expect(waitOf(48 * 3600)).toEqual({ value: 2, unit: 'day' });
    expect(waitOf(-5)).toEqual({ value: 0, unit: 'minute' });
  });
});
