import { describe, expect, it } from 'vitest';
import { isAdult, validateAdultBirthday } from './age.js';

describe('age [spec 5, 9]', () => {
  it('counts the 18th birthday as adult', () => {
    expect(isAdult('2008-11-22', '2026-11-22')).toBe(true);
    expect(isAdult('2008-11-23', '2026-11-22')).toBe(false);
    expect(validateAdultBirthday('2008-11-23', '2026-11-22')).toBe('validation.mustBeAdult');
    expect(validateAdultBirthday('1990-01-01', '2026-11-22')).toBeNull();
    expect(validateAdultBirthday('1990-02-30', '2026-11-22')).toBe('validation.invalidDate');
  });
});
