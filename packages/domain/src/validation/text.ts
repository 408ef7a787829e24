import type { MessageId } from '../messages/catalogue.js';

/** A validator answers the message id of the first rule the value breaks, or null when valid. */
export type FieldValidator<T = string> = (value: T) => MessageId | null;

/** The limit the spec leaves open ("First and last name have a maximum length"); ours is 50. */
export const NAME_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 8;
export const EMAIL_MAX_LENGTH = 254;

// Letters of any script (so José and Núñez pass, typed composed or decomposed) and plain spaces.
const NAME_PATTERN = /^[\p{L}\p{M} ]+$/u;
// Letters, digits and spaces: babies are sometimes named "Baby 2" until they have a name.
const BABY_NAME_PATTERN = /^[\p{L}\p{M}\p{Nd} ]+$/u;
// A pragmatic address check: no spaces, one @, a dotted domain of letter/digit/hyphen labels and a
// top-level domain of two or more letters. Deliverability is the server's e-mail round trip.
const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
const CODE_PATTERN = /^\d{6}$/;
const ZIP_PATTERN = /^\d{5}(?:-\d{4})?$/;

/** Blank means nothing but whitespace: a field of spaces is as empty as an untouched one. */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

export function validateRequired(value: string | null | undefined): MessageId | null {
  return isBlank(value) ? 'validation.required' : null;
}

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

export function validateEmail(value: string | null | undefined): MessageId | null {
  if (isBlank(value)) return 'validation.required';
  return isValidEmail(value as string) ? null : 'validation.invalidEmail';
}

/** First or last name of a person: required, letters and spaces, at most 50 characters. */
export function validatePersonName(value: string | null | undefined): MessageId | null {
  if (isBlank(value)) return 'validation.required';
  const name = (value as string).trim();
  if (!NAME_PATTERN.test(name)) return 'validation.onlyLettersAndSpaces';
  return [...name].length > NAME_MAX_LENGTH ? 'validation.nameTooLong' : null;
}

export function isValidBabyName(value: string): boolean {
  return BABY_NAME_PATTERN.test(value.trim());
}

export function validatePassword(value: string | null | undefined): MessageId | null {
  if (value == null || value === '') return 'validation.required';
  return [...value].length < PASSWORD_MIN_LENGTH ? 'validation.passwordMinLength' : null;
}

export function validatePasswordConfirmation(
  password: string | null | undefined,
  confirmation: string | null | undefined,
): MessageId | null {
  if (confirmation == null || confirmation === '') return 'validation.required';
  return confirmation === password ? null : 'validation.passwordsMustMatch';
}

/** The 6-digit code sent by SMS; spaces around it (from pasting) are forgiven. */
export function validateCode(value: string | null | undefined): MessageId | null {
  if (isBlank(value)) return 'validation.required';
  return CODE_PATTERN.test((value as string).trim()) ? null : 'validation.codeDigits';
}

/** US ZIP code: 5 digits or ZIP+4 (12345-6789). */
export function validateZip(value: string | null | undefined): MessageId | null {
  if (isBlank(value)) return 'validation.required';
  return ZIP_PATTERN.test((value as string).trim()) ? null : 'validation.zipCode';
}

/** Minutes of a time or a duration: a whole number 0-59 [spec 9]. */
export function validateMinutes(value: number): MessageId | null {
  return Number.isInteger(value) && value >= 0 && value <= 59 ? null : 'validation.minutesRange';
}

/** An agreement checkbox must be ticked, not merely present. */
export function validateAgreement(value: boolean | null | undefined): MessageId | null {
  return value === true ? null : 'validation.agreeRequired';
}
