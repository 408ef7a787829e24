import { describe, expect, it } from 'vitest';
import { validateBabyNames } from './babyNames.js';

describe('validateBabyNames [spec 5]', () => {
  it('asks for each missing name, refuses symbols and flags repeats', () => {
    expect(validateBabyNames(['Sofía', '', 'Baby 2', 'sofía ', 'Leo!', null, 'Baby  2'])).toEqual([
      null,
      'validation.babyNameRequired',
      null,
      'validation.duplicateBabyName',
      'validation.lettersNumbersSpaces',
      'validation.babyNameRequired',
      'validation.duplicateBabyName',
    ]);
    expect(validateBabyNames([])).toEqual([]);
  });
});
