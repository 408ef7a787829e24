import { describe, expect, it } from 'vitest';
import { isAdult, validateAdultBirthday } from './age.js';
import { validateBabyNames } from './babyNames.js';
import { avatarRule, documentRule, validateAvatar, validateFile } from './files.js';

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

describe('files and avatar [spec 5]', () => {
  it('refuses a wrong type before a size', () => {
    expect(validateAvatar({ name: 'me.exe', size: 99 * 1024 * 1024 })).toEqual({ id: 'validation.invalidFileType' });
    expect(validateAvatar({ name: 'noextension', size: 10 })).toEqual({ id: 'validation.invalidFileType' });
  });

  it('refuses a file over the limit, giving the limit', () => {
    expect(validateAvatar({ name: 'ME.JPG', size: avatarRule.maxMb * 1024 * 1024 })).toBeNull();
    expect(validateAvatar({ name: 'me.png', size: avatarRule.maxMb * 1024 * 1024 + 1 })).toEqual({
      id: 'validation.fileTooLarge',
      values: { size: 5 },
    });
    expect(validateFile({ name: 'scan.pdf', size: 1000 }, documentRule)).toBeNull();
    expect(validateFile({ name: 'scan.pdf', size: 11 * 1024 * 1024 }, documentRule)).toEqual({
      id: 'validation.fileTooLarge',
      values: { size: 10 },
    });
  });
});

describe('age [spec 5, 9]', () => {
  it('counts the 18th birthday as adult', () => {
    expect(isAdult('2008-11-22', '2026-11-22')).toBe(true);
    expect(isAdult('2008-11-23', '2026-11-22')).toBe(false);
    expect(validateAdultBirthday('2008-11-23', '2026-11-22')).toBe('validation.mustBeOver18');
    expect(validateAdultBirthday('1990-01-01', '2026-11-22')).toBeNull();
    expect(validateAdultBirthday('1990-02-30', '2026-11-22')).toBe('validation.invalidDate');
  });
});
