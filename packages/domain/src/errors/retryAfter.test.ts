import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_MINUTES, retryAfterMinutes } from './retryAfter.js';

describe('retryAfterMinutes [spec 8]', () => {
  it('is 60 when the header is absent', () => {
    expect(retryAfterMinutes(null)).toBe(60);
    expect(retryAfterMinutes(undefined)).toBe(60);
    expect(DEFAULT_RETRY_MINUTES).toBe(60);
  });

  it('divides seconds by 60 and rounds up', () => {
    expect(retryAfterMinutes('0')).toBe(0);
    expect(retryAfterMinutes('1')).toBe(1);
    expect(retryAfterMinutes('59')).toBe(1);
    expect(retryAfterMinutes('60')).toBe(1);
    expect(retryAfterMinutes('61')).toBe(2);
    expect(retryAfterMinutes('3600')).toBe(60);
    expect(retryAfterMinutes(' 120 ')).toBe(2);
    expect(retryAfterMinutes('90.5')).toBe(2);
  });

  it('falls back to 60 for a value that is not seconds', () => {
    for (const value of ['', 'soon', '-5', 'Wed, 21 Oct 2026 07:28:00 GMT', '1e3', 'NaN']) {
      expect(retryAfterMinutes(value)).toBe(60);
    }
  });

  it('equals ceil(seconds / 60) for any whole number of seconds', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), (seconds) => {
        expect(retryAfterMinutes(String(seconds))).toBe(Math.ceil(seconds / 60));
      }),
    );
  });
});
