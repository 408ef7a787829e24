import { describe, expect, it } from 'vitest';
import { fold, toIcs } from './calendar.js';
import { offsetChanges, utcOffset } from './vtimezone.js';

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
    const summary = ics
      .split('\r\n')
      .filter(
        (line, i, all) => line.startsWith('SUMMARY:') || (line.startsWith(' ') && all[i - 1]?.startsWith('SUMMARY:')),
      );
    expect(summary).toEqual([`SUMMARY:${'a'.repeat(63)}🤱`, ' 🏽 después']);
  });

  it('leaves a short line as it is and cuts a long one of two-octet letters where the next would pass 75 octets, the leading space counted', () => {
    expect(fold('SUMMARY:Clase')).toBe('SUMMARY:Clase');
    const folded = fold(`X:${'ñ'.repeat(80)}`).split('\r\n');
    expect(folded.map((line) => Buffer.byteLength(line))).toEqual([74, 75, 15]);
  });

  it('cuts a Spanish summary before an accented letter that would pass the 75th octet, and unfolds to the same words', () => {
    // "SUMMARY:" and 66 letters are 74 octets: "é" (2 octets) starts the next line.
    const title = `${'a'.repeat(66)}é después de la sesión`;
    const lines = toIcs({ ...event, title }, new Date('2026-11-28T10:00:00Z')).split('\r\n');
    const at = lines.findIndex((line) => line.startsWith('SUMMARY:'));
    expect(lines.slice(at, at + 2)).toEqual([`SUMMARY:${'a'.repeat(66)}`, ' é después de la sesión']);
    expect(Buffer.byteLength(lines[at]!)).toBe(74);
  });
});

describe('calendar files in the session’s time zone', () => {
  const lines = (timezone: string, startsAt: string, endsAt: string) =>
    toIcs({ ...event, timezone, starts_at: startsAt, ends_at: endsAt }, new Date('2026-11-28T10:00:00Z')).split('\r\n');
  const block = (all: string[], begin: string) => {
    const at = all.indexOf(begin);
    return at < 0 ? [] : all.slice(at, all.indexOf(begin.replace('BEGIN', 'END'), at) + 1);
  };

  it('writes the times in New York with the zone’s 2026 daylight saving changes, the standard one in force in December', () => {
    const ics = lines('America/New_York', '2026-12-01T17:00:00.000Z', '2026-12-01T18:30:00.000Z');
    expect(ics).toContain('DTSTART;TZID=America/New_York:20261201T120000');
    expect(ics).toContain('DTEND;TZID=America/New_York:20261201T133000');
    expect(ics.filter((line) => /^DT(START|END):\d{8}T\d{6}Z$/.test(line))).toEqual([]);
    const zone = block(ics, 'BEGIN:VTIMEZONE');
    expect(zone.slice(0, 2)).toEqual(['BEGIN:VTIMEZONE', 'TZID:America/New_York']);
    const text = zone.join('\n');
    // 2026: clocks go forward on 8 March at 02:00 (EST to EDT) and back on 1 November at 02:00 EDT.
    expect(text).toContain(
      'BEGIN:DAYLIGHT\nDTSTART:20260308T020000\nTZOFFSETFROM:-0500\nTZOFFSETTO:-0400\nEND:DAYLIGHT',
    );
    expect(text).toContain(
      'BEGIN:STANDARD\nDTSTART:20261101T020000\nTZOFFSETFROM:-0400\nTZOFFSETTO:-0500\nEND:STANDARD',
    );
    // The year before is there too, so an event in January finds the onset in force.
    expect(text).toContain(
      'BEGIN:STANDARD\nDTSTART:20251102T020000\nTZOFFSETFROM:-0400\nTZOFFSETTO:-0500\nEND:STANDARD',
    );
    // The zone is declared before the event that names it.
    expect(ics.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(ics.indexOf('BEGIN:VEVENT'));
  });

  it('writes a summer session in New York in daylight time', () => {
    expect(lines('America/New_York', '2026-07-01T16:00:00.000Z', '2026-07-01T17:00:00.000Z')).toContain(
      'DTSTART;TZID=America/New_York:20260701T120000',
    );
  });

  it('gives Phoenix, without daylight saving, one standard time at -0700 all year', () => {
    const ics = lines('America/Phoenix', '2026-07-01T17:00:00.000Z', '2026-07-01T18:00:00.000Z');
    expect(ics).toContain('DTSTART;TZID=America/Phoenix:20260701T100000');
    expect(block(ics, 'BEGIN:VTIMEZONE')).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:America/Phoenix',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:-0700',
      'TZOFFSETTO:-0700',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
    expect(block(ics, 'BEGIN:DAYLIGHT')).toEqual([]);
  });

  it('finds a zone’s changes to the minute, and writes offsets with their minutes', () => {
    // Los Angeles, 2026: 8 March 10:00 UTC (02:00 PST) and 1 November 09:00 UTC (02:00 PDT).
    expect(
      offsetChanges('America/Los_Angeles', new Date('2026-01-01T00:00:00Z'), new Date('2027-01-01T00:00:00Z')),
    ).toEqual([
      { at: new Date('2026-03-08T10:00:00Z'), from: -480, to: -420 },
      { at: new Date('2026-11-01T09:00:00Z'), from: -420, to: -480 },
    ]);
    expect([utcOffset(-300), utcOffset(330), utcOffset(0), utcOffset(-570)]).toEqual([
      '-0500',
      '+0530',
      '+0000',
      '-0930',
    ]);
  });
});
