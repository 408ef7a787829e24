import { describe, expect, it } from 'vitest';
import { fold, toIcs } from './calendar.js';

const event = {
  uid: 'session-1',
  title: 'Clase de lactancia 🤱🏽 con Grace: agarre, posiciones y extracción 🍼🍼 — grupo de la tarde',
  description: 'Trae una almohada 🛏️',
  location: 'En línea',
  starts_at: '2026-12-01T17:00:00.000Z',
  ends_at: '2026-12-01T18:00:00.000Z',
  timezone: 'America/Los_Angeles',
  url: null,
};

describe('calendar files', () => {
  it('fold long lines at 75 octets between characters, never inside an emoji or an accented letter', () => {
    const ics = toIcs(event, new Date('2026-11-28T10:00:00Z'));
    const physical = ics.split('\r\n').filter(Boolean);
    for (const line of physical) {
      const bytes = Buffer.from(line, 'utf8');
      expect(bytes.length).toBeLessThanOrEqual(75);
      expect(bytes.toString('utf8')).not.toContain('\uFFFD');
      expect(line).not.toMatch(/[\uD800-\uDBFF]$|^ ?[\uDC00-\uDFFF]/);
    }
    // Unfolded, the summary reads as written.
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`SUMMARY:${event.title.replace(/,/g, '\\,')}\r\n`);
  });

  it('keeps an emoji whole where it meets the 75th octet', () => {
    // "SUMMARY:" and 63 letters are 71 octets: the emoji's 4 end the line at 75, its skin tone's 4 do not fit.
    const title = `${'a'.repeat(63)}🤱🏽 después`;
    const ics = toIcs({ ...event, title }, new Date('2026-11-28T10:00:00Z'));
    const summary = ics.split('\r\n').filter((line, i, all) => line.startsWith('SUMMARY:') || (line.startsWith(' ') && all[i - 1]?.startsWith('SUMMARY:')));
    expect(summary).toEqual([`SUMMARY:${'a'.repeat(63)}🤱`, ' 🏽 después']);
  });

  it('leaves a short line as it is and cuts a long one of two-octet letters where the next would pass 75 octets, the leading space counted', () => {
    expect(fold('SUMMARY:Clase')).toBe('SUMMARY:Clase');
    const folded = fold(`X:${'ñ'.repeat(80)}`).split('\r\n');
    expect(folded.map((line) => Buffer.byteLength(line))).toEqual([74, 75, 15]);
  });
});
