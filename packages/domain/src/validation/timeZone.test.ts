import { describe, expect, it } from 'vitest';
import { validateTimeZone } from './timeZone';

describe('validateTimeZone', () => {
  it('takes IANA names and UTC', () => {
    expect(validateTimeZone('America/Chicago')).toBeNull();
    expect(validateTimeZone('Europe/Madrid')).toBeNull();
    expect(validateTimeZone('UTC')).toBeNull();
  });

  it('refuses a zone the runtime cannot compute with', () => {
    expect(validateTimeZone('Zz/Not_A_Zone')).toBe('validation.invalid');
    expect(validateTimeZone('')).toBe('validation.invalid');
    expect(validateTimeZone('America/Chicago\u0000')).toBe('validation.invalid');
    expect(validateTimeZone(`Etc/${'x'.repeat(100)}`)).toBe('validation.invalid');
  });

  it('refuses what is not a string', () => {
    expect(validateTimeZone(null)).toBe('validation.invalid');
    expect(validateTimeZone(-5)).toBe('validation.invalid');
  });
});
