import { describe, expect, it } from 'vitest';
import { avatarRule, documentMediaTypes, documentRule, validateAvatar, validateFile } from './files.js';

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

  it('offers in the file picker the media types of exactly the extensions a document may have', () => {
    const usual: Record<string, string[]> = {
      'image/jpeg': ['jpg', 'jpeg'],
      'image/png': ['png'],
      'image/heic': ['heic'],
      'application/pdf': ['pdf'],
    };
    expect(documentMediaTypes.flatMap((type) => usual[type] ?? [type]).sort()).toEqual(
      [...documentRule.extensions].sort(),
    );
  });
});
