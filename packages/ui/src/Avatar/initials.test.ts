import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Ana María López')).toBe('AL');
    expect(initials('keisha brown')).toBe('KB');
  });

  it('keeps one letter for one name and handles accents and extra spaces', () => {
    expect(initials('  Ángela ')).toBe('Á');
    expect(initials('Nguyễn   Lan')).toBe('NL');
  });

  it('gives nothing for an empty name', () => {
    expect(initials('')).toBe('');
  });
});
