/** Spec section 5: a phone number is 10 digits. */
export const PHONE_DIGITS = 10;

/**
 * Keeps the digits of what was typed or pasted, at most ten. A pasted number written with
 * its country code ("+1 (555) 123-4567") drops the leading 1 so the national number remains.
 */
export function phoneDigits(input: string, countryDigits = '1'): string {
  let digits = input.replace(/\D/g, '');
  if (digits.length > PHONE_DIGITS && digits.startsWith(countryDigits)) digits = digits.slice(countryDigits.length);
  return digits.slice(0, PHONE_DIGITS);
}
