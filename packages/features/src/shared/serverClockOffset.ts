/**
 * Below this, a difference between the clocks is the Date header's own precision (whole seconds)
 * and the answer's time on the way, not a device whose clock is off.
 */
const WITHIN_PRECISION_MS = 2000;

/**
 * How far the server's clock is ahead of the device's, in milliseconds (negative when behind),
 * read off an answer's `Date` header (the API sends its own clock's time there) at `receivedAt`,
 * the device's time the answer came. 0 when the header is missing (an embedding host's proxy or a
 * test's fake may send none) or the clocks agree to within its precision.
 *
 * Why: a time the server recorded (a kick count's start) is on the server's clock; a phone whose
 * clock is three minutes behind would otherwise show no time passing for three minutes, and save
 * a count three minutes short.
 */
export function serverClockOffset(response: Response, receivedAt: Date): number {
  const sent = Date.parse(response.headers.get('date') ?? '');
  if (Number.isNaN(sent)) return 0;
  const offset = sent - receivedAt.getTime();
  return Math.abs(offset) < WITHIN_PRECISION_MS ? 0 : offset;
}
