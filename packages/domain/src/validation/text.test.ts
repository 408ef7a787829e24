import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NAME_MAX_LENGTH,
  isBlank,
  isValidBabyName,
  isValidEmail,
  validateAgreement,
  validateCode,
  validateEmail,
  validateMinutes,
  validatePassword,
  validatePasswordConfirmation,
  validatePersonName,
  validateRequired,
  validateZip,
} from './text.js';

describe('required fields [spec 5]', () => {
  it('treats missing and whitespace-only values as blank', () => {
    for (const value of [undefined, null, '', '   ', '\t\n']) {
      expect(isBlank(value)).toBe(true);
      expect(validateRequired(value)).toBe('validation.required');
    }
    expect(validateRequired(' a ')).toBeNull();
  });
});

describe('e-mail', () => {
  it.each(['ana@example.com', 'ana.lopez+baby@mail.example.org', ' jo@ex.co ', "o'brien@example.ie"])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
      expect(validateEmail(email)).toBeNull();
    },
  );

  it.each([
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'ana @example.com',
    'ana@@example.com',
    'a..b@example.com',
    '.a@example.com',
    'ana@-x.com',
    'ana@example.c0m',
  ])('refuses %s', (email) => expect(validateEmail(email)).toBe('validation.invalidEmail'));

  it('requires a value and bounds the length', () => {
    expect(validateEmail('')).toBe('validation.required');
    expect(validateEmail(undefined)).toBe('validation.required');
    expect(validateEmail(`${'a'.repeat(64)}@${'b'.repeat(185)}.com`)).toBeNull();
    expect(validateEmail(`${'a'.repeat(64)}@${'b'.repeat(186)}.com`)).toBe('validation.invalidEmail');
  });
});

describe('person names [spec 5]', () => {
  it.each(['José', 'Núñez', 'Mary Ann', 'Zoë', 'Ana María de la Cruz', 'Jose\u0301', '  Ana  '])('accepts %s', (name) =>
    expect(validatePersonName(name)).toBeNull(),
  );

  it.each(['Ana1', "O'Brien", 'Mary-Jane', 'Ana!', 'Ana\tB', '😀'])(
    'refuses %s as not only letters and spaces',
    (name) => expect(validatePersonName(name)).toBe('validation.onlyLettersAndSpaces'),
  );

  it(`allows at most ${NAME_MAX_LENGTH} characters`, () => {
    expect(NAME_MAX_LENGTH).toBe(50);
    expect(validatePersonName('é'.repeat(50))).toBeNull();
    expect(validatePersonName('é'.repeat(51))).toBe('validation.nameTooLong');
  });

  it('is required', () => {
    expect(validatePersonName('  ')).toBe('validation.required');
    expect(validatePersonName(null)).toBe('validation.required');
  });

  it('accepts any run of letters and single spaces up to the limit', () => {
    const word = fc.stringMatching(/^[A-Za-zÁÉÍÓÚáéíóúÑñÜü]{1,10}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), (words) => {
        const name = words.join(' ');
        expect(validatePersonName(name)).toBe(name.length > 50 ? 'validation.nameTooLong' : null);
      }),
    );
  });
});

describe('baby names [spec 5]', () => {
  it('allows letters, numbers and spaces', () => {
    expect(isValidBabyName('Baby 2')).toBe(true);
    expect(isValidBabyName('Sofía')).toBe(true);
    expect(isValidBabyName('Baby-2')).toBe(false);
    expect(isValidBabyName('')).toBe(false);
  });
});

describe('password [spec 5, 9]', () => {
  it('needs at least 8 characters', () => {
    expect(validatePassword('1234567')).toBe('validation.passwordMinLength');
    expect(validatePassword('12345678')).toBeNull();
    expect(validatePassword('')).toBe('validation.required');
    expect(validatePassword(undefined)).toBe('validation.required');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(validatePassword('😀😀😀😀')).toBe('validation.passwordMinLength');
    expect(validatePassword('😀😀😀😀😀😀😀😀')).toBeNull();
  });

  it('agrees with the length rule for any string', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), (password) => {
        expect(validatePassword(password)).toBe([...password].length >= 8 ? null : 'validation.passwordMinLength');
      }),
    );
  });

  it('confirmation must match', () => {
    expect(validatePasswordConfirmation('secret123', 'secret123')).toBeNull();
    expect(validatePasswordConfirmation('secret123', 'secret124')).toBe('validation.passwordsMustMatch');
    expect(validatePasswordConfirmation('secret123', '')).toBe('validation.required');
    expect(validatePasswordConfirmation(undefined, null)).toBe('validation.required');
    expect(validatePasswordConfirmation(undefined, 'x')).toBe('validation.passwordsMustMatch');
  });
});

describe('6-digit code [spec 5, 9]', () => {
  it('accepts exactly six digits', () => {
    expect(validateCode('123456')).toBeNull();
    expect(validateCode(' 123456 ')).toBeNull();
    expect(validateCode('12345')).toBe('validation.codeDigits');
    expect(validateCode('1234567')).toBe('validation.codeDigits');
    expect(validateCode('12a456')).toBe('validation.codeDigits');
    expect(validateCode('')).toBe('validation.required');
  });

  it('accepts every six-digit number and refuses other lengths', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,9}$/), (code) => {
        expect(validateCode(code)).toBe(code.length === 6 ? null : 'validation.codeDigits');
      }),
    );
  });
});

describe('ZIP code', () => {
  it('accepts 5 digits or ZIP+4', () => {
    expect(validateZip('90210')).toBeNull();
    expect(validateZip('90210-1234')).toBeNull();
    expect(validateZip('9021')).toBe('validation.zipCode');
    expect(validateZip('902101234')).toBe('validation.zipCode');
    expect(validateZip('90210-12')).toBe('validation.zipCode');
    expect(validateZip('ABCDE')).toBe('validation.zipCode');
    expect(validateZip(' ')).toBe('validation.required');
  });
});

describe('minutes 0-59 [spec 5, 9]', () => {
  it('accepts whole minutes in range only', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 200 }), (m) => {
        expect(validateMinutes(m)).toBe(m >= 0 && m <= 59 ? null : 'validation.minutesRange');
      }),
    );
    expect(validateMinutes(1.5)).toBe('validation.minutesRange');
    expect(validateMinutes(Number.NaN)).toBe('validation.minutesRange');
  });
});

describe('agreement and ranges', () => {
  it('needs the box ticked', () => {
    expect(validateAgreement(true)).toBeNull();
    expect(validateAgreement(false)).toBe('validation.agreeRequired');
    expect(validateAgreement(undefined)).toBe('validation.agreeRequired');
  });
});
