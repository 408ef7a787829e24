import type { MessageId } from '../messages/catalogue.js';
import { isBlank } from './text.js';

// Separators people type or paste around a US number: spaces, dashes, dots, parentheses.
const SEPARATORS = /[\s\-.()]/g;

/**
 * The 10 digits of a US phone number, or null. Separators are dropped and a leading country code
 * (+1 or 1) is removed only when ten digits follow it, so 1234567890 keeps its leading 1.
 */
export function normalizePhone(input: string): string | null {
  const compact = input.replace(SEPARATORS, '');
  if (/^\d{10}$/.test(compact)) return compact;
  const withCountry = /^\+?1(\d{10})$/.exec(compact);
  return withCountry ? (withCountry[1] as string) : null;
}

export function validatePhone(value: string | null | undefined): MessageId | null {
  if (isBlank(value)) return 'validation.required';
  return normalizePhone(value as string) === null ? 'validation.phoneDigits' : null;
}

/** A stored 10-digit number as US readers write it: (213) 555-0199; anything else as it is. */
export function formatPhone(digits: string): string {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : digits;
}
