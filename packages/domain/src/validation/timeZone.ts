import type { MessageId } from '../messages/catalogue.js';

/**
 * A time zone the reminders, the day boundaries and the exports can compute with: an IANA name
 * ("America/Chicago") or "UTC" that this runtime's Intl knows. Checked at every write of a
 * patient's time zone, because a stored zone that cannot be read breaks everything that reads it.
 */
export function validateTimeZone(zone: unknown): MessageId | null {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return 'validation.invalid';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return null;
  } catch {
    return 'validation.invalid';
  }
}
