import { describe, expect, it } from 'vitest';
import { phoneDigits } from './phoneDigits';

describe('phoneDigits', () => {
  it('keeps only digits, at most ten', () => {
    expect(phoneDigits('(555) 123-4567')).toBe('5551234567');
    expect(phoneDigits('555123456789')).toBe('5551234567');
    expect(phoneDigits('abc')).toBe('');
  });

  it('drops the country code of a pasted international number', () => {
    expect(phoneDigits('+1 (555) 123-4567')).toBe('5551234567');
    expect(phoneDigits('15551234567')).toBe('5551234567');
  });

  it('keeps a leading 1 that belongs to a short number', () => {
    expect(phoneDigits('1555')).toBe('1555');
  });
});
