import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone, validatePhone } from './phone.js';

describe('normalizePhone [spec 5, 9]', () => {
  it.each([
    ['5551234567', '5551234567'],
    ['(555) 123-4567', '5551234567'],
    ['555.123.4567', '5551234567'],
    ['555 123 4567', '5551234567'],
    ['+1 555 123 4567', '5551234567'],
    ['+1 (555) 123-4567', '5551234567'],
    ['1-555-123-4567', '5551234567'],
    ['15551234567', '5551234567'],
    ['1234567890', '1234567890'],
  ])('%s gives %s', (input, digits) => expect(normalizePhone(input)).toBe(digits));

  it.each([
    '555123456',
    '555123456789',
    '+44 20 7946 0958',
    '+2 555 123 4567',
    '555-123-456a',
    '',
    '++15551234567',
    '25551234567',
  ])('refuses %s', (input) => expect(normalizePhone(input)).toBeNull());

  it('finds the same ten digits however they are punctuated', () => {
    const separator = fc.constantFrom('', ' ', '-', '.', '(', ')');
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{10}$/),
        fc.array(separator, { minLength: 10, maxLength: 10 }),
        fc.constantFrom('', '1', '+1', '+1 '),
        (digits, seps, prefix) => {
          const written = prefix + [...digits].map((d, i) => d + (seps[i] as string)).join('');
          expect(normalizePhone(written)).toBe(digits);
        },
      ),
    );
  });
});

describe('validatePhone', () => {
  it('is required and needs 10 digits', () => {
    expect(validatePhone('')).toBe('validation.required');
    expect(validatePhone(undefined)).toBe('validation.required');
    expect(validatePhone('555-1234')).toBe('validation.phoneDigits');
    expect(validatePhone('(555) 123-4567')).toBeNull();
  });
});

describe('formatPhone', () => {
  it('writes ten digits the US way and leaves anything else alone', () => {
    expect(formatPhone('2135550199')).toBe('(213) 555-0199');
    expect(formatPhone('555-0199')).toBe('555-0199');
  });
});
