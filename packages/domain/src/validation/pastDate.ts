import { isoDateToDays } from '../pregnancy/isoDate.js';
import type { MessageId } from '../messages/catalogue.js';

/**
 * A day that has already come: a baby's birth, a loss. Today counts; a day after `today` (the
 * patient's own day, in their time zone) or a malformed date is refused.
 */
export function validatePastDate(date: string, today: string): MessageId | null {
  try {
    return isoDateToDays(date, 'date') > isoDateToDays(today, 'today') ? 'validation.invalidDate' : null;
  } catch {
    return 'validation.invalidDate';
  }
}
