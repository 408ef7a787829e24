import type { MessageId } from '../messages/catalogue.js';

/**
 * A reading keeps the time it was measured, also when the phone sends it later from its offline
 * queue. The server bounds that time: a phone's clock may run a little fast (the skew), but a
 * reading from the future is a wrong clock or a typo; and a reading older than the window is too old
 * to guide care, so it is refused rather than slipped into today's history.
 */
export const measuredAtLimits = {
  /** How far ahead of the server's clock a phone's clock may be. */
  clockSkewMs: 5 * 60_000,
  /** How long a reading may wait on a phone (or be back-dated) and still be stored. */
  windowDays: 90,
} as const;

const DAY_MS = 86_400_000;

/** Null when `measuredAt` (an ISO date-time) is a real moment within the bounds around `now`. */
export function validateMeasuredAt(measuredAt: string, now: Date): MessageId | null {
  const at = Date.parse(measuredAt);
  if (Number.isNaN(at)) return 'validation.invalidDate';
  if (at > now.getTime() + measuredAtLimits.clockSkewMs) return 'validation.measuredInFuture';
  if (at < now.getTime() - measuredAtLimits.windowDays * DAY_MS) return 'validation.measuredTooLongAgo';
  return null;
}
