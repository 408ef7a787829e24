// The VTIMEZONE of a calendar file (RFC 5545 3.6.5), written from what Intl knows of the zone, so a
// session's times read as the session's local times (DTSTART;TZID=America/New_York:...) and stay
// right when a calendar app shows them elsewhere. No rule (RRULE) is guessed: the file lists the
// zone's actual changes of offset from the year before the event to the end of its last year,
// which always includes the onset in force at the event.
import { offsetMinutes, partsIn } from '../monitors/zoned-time.js';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

export type OffsetChange = { at: Date; from: number; to: number };

/** The instants the zone's offset changes between `from` and `to`, found to the minute. */
export function offsetChanges(zone: string, from: Date, to: Date): OffsetChange[] {
  const changes: OffsetChange[] = [];
  // Offsets change at most a few times a year, weeks apart: a weekly look, then halving to the minute.
  for (let start = from.getTime(); start < to.getTime(); start += WEEK_MS) {
    let low = start;
    let high = Math.min(start + WEEK_MS, to.getTime());
    const before = offsetMinutes(zone, new Date(low));
    const after = offsetMinutes(zone, new Date(high));
    if (before === after) continue;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetMinutes(zone, new Date(middle)) === before) low = middle;
      else high = middle;
    }
    changes.push({ at: new Date(high), from: before, to: after });
  }
  return changes;
}

/** -300 minutes is "-0500" (RFC 5545 3.3.14, UTC-OFFSET). */
export function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

const two = (n: number) => String(n).padStart(2, '0');

/** An instant as the zone's wall clock, in iCalendar's local form (20261201T120000). */
export function localStamp(zone: string, instant: Date): string {
  const p = partsIn(zone, instant);
  return `${p.year}${two(p.month)}${two(p.day)}T${two(p.hour)}${two(p.minute)}${two(p.second)}`;
}

/** An onset is written in the wall clock of the offset it ends (02:00 on the spring-forward day). */
const onsetStamp = (change: OffsetChange) => {
  const wall = new Date(change.at.getTime() + change.from * 60_000).toISOString();
  return wall.replace(/[-:]/g, '').replace(/\.\d{3}Z$/, '');
};

/** The VTIMEZONE lines for a zone, covering the events from `first` to `last`. */
export function vtimezone(zone: string, first: Date, last: Date): string[] {
  const from = new Date(Date.UTC(first.getUTCFullYear() - 1, 0, 1));
  const to = new Date(Date.UTC(last.getUTCFullYear() + 1, 0, 1));
  const changes = offsetChanges(zone, from, to);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  if (changes.length === 0) {
    // A zone without daylight saving (America/Phoenix): one standard time, in force since 1970.
    const offset = utcOffset(offsetMinutes(zone, first));
    lines.push(
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offset}`,
      `TZOFFSETTO:${offset}`,
      'END:STANDARD',
    );
  }
  for (const change of changes) {
    // Clocks going forward start daylight time; going back, standard time.
    const kind = change.to > change.from ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${onsetStamp(change)}`,
      `TZOFFSETFROM:${utcOffset(change.from)}`,
      `TZOFFSETTO:${utcOffset(change.to)}`,
      `END:${kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}
