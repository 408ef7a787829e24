// The bounds every input of Matrona keeps, in the browser's forms and at the API (openapi/v2.yaml
// states the same numbers; the server's validator applies the text and date rules to every field).
// PostgreSQL refuses a NUL byte in text and keys its rows by 32-bit integers, and a lone UTF-16
// surrogate is not text at all: such values are refused where they are typed, not stored broken.

/** The largest id or count PostgreSQL's `integer` holds. */
export const INT32_MAX = 2147483647;

/** Longest values by kind of field, in UTF-16 units (what `maxLength` counts in forms and JSON Schema). */
export const TEXT_MAX_LENGTH = {
  /** A short free text: a title, a place, a choice typed by hand. */
  short: 255,
  /** What a patient writes at length: notes, a message, a reason. */
  long: 5000,
  password: 128,
  phone: 20,
  zip: 10,
  timezone: 64,
  code: 64,
} as const;

/** The earliest and latest years a date of Matrona's may carry (a birthday, a due date, a reading). */
export const DATE_YEARS = { min: 1900, max: 2199 } as const;

// A NUL, or a high surrogate not followed by a low one, or a low one not preceded by a high one.
// eslint-disable-next-line no-control-regex -- finding the NUL byte is the point
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text that can be stored and shown as typed: no NUL byte and no lone UTF-16 surrogate. */
export function isStorableText(value: string): boolean {
  return !UNSAFE_TEXT.test(value);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|[+-](\d{2}):(\d{2}))$/;

/** A calendar day `YYYY-MM-DD` that exists, within DATE_YEARS. */
export function isSaneIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < DATE_YEARS.min || year > DATE_YEARS.max || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** An RFC 3339 instant on a sane day, with no leap second (23:59:60 is not a time JavaScript or PostgreSQL keeps). */
export function isSaneIsoDateTime(value: string): boolean {
  const match = ISO_DATE_TIME.exec(value);
  if (!match || !isSaneIsoDate(match[1]!)) return false;
  const [hours, minutes, seconds] = [Number(match[2]), Number(match[3]), Number(match[4])];
  if (hours > 23 || minutes > 59 || seconds > 59) return false;
  return match[6]!.length === 1 || (Number(match[7]) <= 23 && Number(match[8]) <= 59);
}
