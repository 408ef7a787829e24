import { describe, expect, it } from 'vitest';
import { isSaneIsoDate, isSaneIsoDateTime, isStorableText } from './limits.js';

describe('isStorableText', () => {
  it('keeps ordinary text, accents and paired surrogates (emoji)', () => {
    for (const text of ['', 'Ana María', 'niño 👶 ok', 'line\nbreak']) expect(isStorableText(text), text).toBe(true);
  });
  it('refuses a NUL byte and lone surrogates at either end or in the middle', () => {
    for (const text of ['a\u0000b', '\u0000', 'x\uD800', '\uDC00x', 'a\uD83Db', '\uDE00\uD83D'])
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
  });
});

describe('isSaneIsoDate', () => {
  it('accepts real days within the years Matrona keeps', () => {
    for (const day of ['2026-11-22', '1900-01-01', '2199-12-31', '2028-02-29'])
      expect(isSaneIsoDate(day), day).toBe(true);
  });
  it('refuses the year 0000, days that do not exist and other shapes', () => {
    for (const day of [
      '0000-01-01',
      '1899-12-31',
      '2200-01-01',
      '2026-02-29',
      '2026-13-01',
      '2026-04-31',
      '2026-1-01',
      '2026-11-22T00:00:00Z',
      '',
    ]) {
      expect(isSaneIsoDate(day), day).toBe(false);
    }
  });
});

describe('isSaneIsoDateTime', () => {
  it('accepts instants with a zone', () => {
    for (const at of ['2026-11-22T10:00:00Z', '2026-11-22T10:00:00.123Z', '2026-11-22T23:59:59-08:00'])
      expect(isSaneIsoDateTime(at), at).toBe(true);
  });
  it('refuses a leap second, the year 0000, no zone and impossible zones', () => {
    for (const at of [
      '2026-12-31T23:59:60Z',
      '0000-01-01T00:00:00Z',
      '2026-11-22T10:00:00',
      '2026-11-22T24:00:00Z',
      '2026-11-22T10:00:00+25:00',
    ]) {
      expect(isSaneIsoDateTime(at), at).toBe(false);
    }
  });
});
