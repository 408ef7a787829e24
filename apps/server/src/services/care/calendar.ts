// A session or appointment as a calendar event: the JSON the native apps add themselves, and an
// iCalendar file (RFC 5545) for the browser's "add to calendar", its times in the session's zone.
import { localStamp, vtimezone } from './vtimezone.js';

export type CalendarEvent = {
  uid: string;
  title: string;
  description: string;
  location: string;
  starts_at: string;
  ends_at: string;
  timezone: string;
  url: string | null;
};

/** Text values escape backslash, semicolon, comma and newlines (RFC 5545 3.3.11). */
const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/**
 * Lines longer than 75 octets fold onto continuation lines that start with a space (RFC 5545 3.1),
 * cut between characters, never inside one: a UTF-8 sequence or a surrogate pair split in two
 * would reach the calendar as two replacement characters.
 */
export function fold(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    // A continuation line's leading space is one of its 75 octets.
    const room = lines.length === 0 ? 75 : 74;
    if (octets + size > room) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n ');
}

export function toIcs(event: CalendarEvent, stamp: Date): string {
  const [starts, ends] = [new Date(event.starts_at), new Date(event.ends_at)];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Matrona//Care//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...vtimezone(event.timezone, starts, ends),
    'BEGIN:VEVENT',
    `UID:${event.uid}@matrona.care`,
    `DTSTAMP:${utc(stamp.toISOString())}`,
    // The session's local times with its zone: a calendar shows them right wherever it is.
    `DTSTART;TZID=${event.timezone}:${localStamp(event.timezone, starts)}`,
    `DTEND;TZID=${event.timezone}:${localStamp(event.timezone, ends)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** The contract's CalendarEvent (the uid stays on the server's side). */
export const calendarJson = ({ uid: _uid, ...event }: CalendarEvent) => event;
