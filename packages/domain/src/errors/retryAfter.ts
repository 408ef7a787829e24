/** The wait shown when a 429 carries no usable Retry-After [spec 8, 9]: 60 minutes. */
export const DEFAULT_RETRY_MINUTES = 60;

/**
 * Minutes to show in 'Too many requests: Please try again in {n} min.' [spec 8]: the Retry-After
 * header's seconds divided by 60, rounded up; 60 when it is absent. A value that is not a number of
 * seconds (an HTTP date, garbage, a negative) also falls back to 60, the wait the spec names.
 */
export function retryAfterMinutes(retryAfter: string | null | undefined): number {
  if (retryAfter == null) return DEFAULT_RETRY_MINUTES;
  const trimmed = retryAfter.trim();
  if (!/^\d+(?:\.\d+)?$/.test(trimmed)) return DEFAULT_RETRY_MINUTES;
  return Math.ceil(Number(trimmed) / 60);
}
