const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a calendar date written YYYY-MM-DD; a RangeError names a bad one. */
export function isoDateToDays(value: string, name = 'date'): number {
  const match = ISO_DATE.exec(value);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const ms = Date.UTC(year, month - 1, day);
    const back = new Date(ms);
    // Date.UTC rolls 2025-02-30 over to March; a real date survives the round trip.
    if (back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day) {
      return ms / DAY_MS;
    }
  }
  throw new RangeError(`${name} must be a calendar date written YYYY-MM-DD, got ${JSON.stringify(value)}`);
}

export function daysToIsoDate(days: number): string {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

export function isIsoDate(value: string): boolean {
  try {
    isoDateToDays(value);
    return true;
  } catch {
    return false;
  }
}

export function addDays(date: string, days: number): string {
  return daysToIsoDate(isoDateToDays(date) + days);
}
