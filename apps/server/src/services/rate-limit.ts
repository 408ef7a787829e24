// Fixed-window counters in memory: enough for one server process, which is what the reference
// server runs as. Each limit answers how long to wait, which becomes the Retry-After header.
import { TooManyRequestsError } from './errors.js';

export class RateLimit {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a hit for `key`; throws TooManyRequestsError when the key is over its limit. */
  hit(key: string): void {
    const now = this.now();
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.windowMs };
      this.hits.set(key, entry);
      if (this.hits.size > 10_000) this.sweep(now);
    }
    entry.count += 1;
    if (entry.count > this.limit) throw new TooManyRequestsError(Math.ceil((entry.resetAt - now) / 1000));
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

const MINUTE = 60_000;

/** The limits of the sign-in calls, per client address and per account. */
export function authRateLimits(now?: () => number) {
  return {
    loginByAddress: new RateLimit(30, 15 * MINUTE, now),
    loginByAccount: new RateLimit(10, 15 * MINUTE, now),
    codeSend: new RateLimit(3, 10 * MINUTE, now),
    codeCheck: new RateLimit(10, 15 * MINUTE, now),
  };
}
export type AuthRateLimits = ReturnType<typeof authRateLimits>;
