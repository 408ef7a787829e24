import { describe, expect, it } from 'vitest';
import { isEligibilityCheckStale, readEligibilityCheck, serializeEligibilityCheck } from './storedCheck.js';

const now = Date.UTC(2026, 10, 22, 9, 0);
const minutes = (n: number) => n * 60_000;

describe('stored eligibility check [spec 2, 5, 9]', () => {
  it('is fresh up to 60 minutes and stale after', () => {
    const stored = serializeEligibilityCheck({ insurer: 'x' }, now);
    expect(readEligibilityCheck(stored, now + minutes(60))).toEqual({ savedAt: now, data: { insurer: 'x' } });
    expect(isEligibilityCheckStale(stored, now + minutes(60))).toBe(false);
    expect(isEligibilityCheckStale(stored, now + minutes(60) + 1)).toBe(true);
    expect(readEligibilityCheck(stored, now + minutes(61))).toBeNull();
  });

  it('treats nothing stored as nothing to clear', () => {
    expect(isEligibilityCheckStale(undefined, now)).toBe(false);
    expect(isEligibilityCheckStale(null, now)).toBe(false);
    expect(readEligibilityCheck(undefined, now)).toBeNull();
  });

  it('clears values it cannot read', () => {
    for (const raw of ['{', 'null', '42', '{"savedAt":"yesterday"}', '{}', '{"savedAt":null}', '{"savedAt":1e999}']) {
      expect(isEligibilityCheckStale(raw, now)).toBe(true);
    }
  });
});
