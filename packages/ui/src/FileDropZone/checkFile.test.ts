import { describe, expect, it } from 'vitest';
import { checkFile } from './checkFile';

const MB = 1024 * 1024;

describe('checkFile', () => {
  it('takes a file of an accepted type within the size limit', () => {
    expect(checkFile({ type: 'image/png', size: 2 * MB }, { acceptedTypes: ['image/*'], maxSizeMb: 5 })).toBeNull();
    expect(checkFile({ type: 'application/pdf', size: 1 }, { acceptedTypes: ['application/pdf'] })).toBeNull();
  });

  it('refuses another type', () => {
    expect(checkFile({ type: 'application/zip', size: 1 }, { acceptedTypes: ['image/*', 'application/pdf'] })).toEqual({
      kind: 'type',
    });
  });

  it('refuses a file over the limit, and takes one exactly at it', () => {
    expect(checkFile({ type: 'image/jpeg', size: 5 * MB + 1 }, { maxSizeMb: 5 })).toEqual({ kind: 'size', limitMb: 5 });
    expect(checkFile({ type: 'image/jpeg', size: 5 * MB }, { maxSizeMb: 5 })).toBeNull();
  });

  it('accepts anything without rules', () => {
    expect(checkFile({ type: '', size: 10 * MB }, {})).toBeNull();
  });
});
