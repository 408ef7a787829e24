import { describe, expect, it } from 'vitest';
import { validatePastDate } from './pastDate';

describe('validatePastDate', () => {
  it('takes today and earlier days', () => {
    expect(validatePastDate('2026-11-22', '2026-11-22')).toBeNull();
    expect(validatePastDate('2025-02-28', '2026-11-22')).toBeNull();
  });

  it('refuses a day after today', () => {
    expect(validatePastDate('2026-11-23', '2026-11-22')).toBe('validation.invalidDate');
  });

  it('refuses a date that does not exist', () => {
    expect(validatePastDate('2026-02-30', '2026-11-22')).toBe('validation.invalidDate');
  });
});
