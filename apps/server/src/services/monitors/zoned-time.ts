// Times of day where the patient lives: a reminder's HH:MM, a kick count's local date and time. The
// instant moves with their time zone and its daylight saving changes. Intl knows the zones; no library needed.

type LocalDay = { year: number; month: number; day: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of a zone at an instant, to the second. */
export function partsIn(zone: string, instant: Date) {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Minutes the zone's clock is ahead of UTC at that instant. */
export function offsetMinutes(zone: string, instant: Date): number {
  const p = partsIn(zone, instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

export function localDay(zone: string, instant: Date): LocalDay {
  const { year, month, day } = partsIn(zone, instant);
  return { year, month, day };
}

/** The local date (YYYY-MM-DD) and time of day (HH:MM) an instant shows in a zone. */
export function localDateTime(zone: string, instant: Date): { date: string; time: string } {
  const p = partsIn(zone, instant);
  const two = (n: number) => String(n).padStart(2, '0');
  return { date: `${p.year}-${two(p.month)}-${two(p.day)}`, time: `${two(p.hour)}:${two(p.minute)}` };
}

/** The instant a zone's clock shows that day and time (the later reading when a clock goes back). */
export function zonedInstant(zone: string, day: LocalDay, hour: number, minute: number): Date {
  const wall = Date.UTC(day.year, day.month - 1, day.day, hour, minute);
  const first = wall - offsetMinutes(zone, new Date(wall)) * 60_000;
  return new Date(wall - offsetMinutes(zone, new Date(first)) * 60_000);
}

function addDays(day: LocalDay, days: number): LocalDay {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export type Schedule = { time: string; daily: boolean; armedAt: Date };

/**
 * The latest moment the reminder fell due at or before `now`, or null if it has not since it was
 * armed. A daily reminder is due at its time every day; a one-off only at its first time after arming.
 */
export function latestDue(schedule: Schedule, zone: string, now: Date): Date | null {
  const [hour, minute] = schedule.time.split(':').map(Number) as [number, number];
  const today = localDay(zone, now);
  let due = zonedInstant(zone, today, hour, minute);
  let previous = zonedInstant(zone, addDays(today, -1), hour, minute);
  if (due.getTime() > now.getTime()) {
    due = previous;
    previous = zonedInstant(zone, addDays(today, -2), hour, minute);
  }
  if (due.getTime() < schedule.armedAt.getTime()) return null;
  if (!schedule.daily && previous.getTime() >= schedule.armedAt.getTime()) return null;
  return due;
}
