// Fixed-window rate limits kept in the database (db/queries/rate-limits.ts), so that every server
// on one PostgreSQL counts the same hits. Each limit answers how long to wait, which becomes the
// Retry-After header of the 429 (http/errors.ts).
import type { Database } from '../db/client.js';
import { addHits, readHits, sweepHits } from '../db/queries/rate-limits.js';
import { TooManyRequestsError } from './errors.js';

export type LimitRule = {
  /** Part of each key, so two rules never share a counter. */
  name: string;
  limit: number;
  windowMs: number;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Every limit of the server, in one place. The sign-in limits are designed so that a stranger's
 * wrong guesses cannot lock the owner out (see apps/server/README.md, "Rate limits").
 */
export const LIMITS = {
  /** Sign-in attempts from one address, whatever the account. */
  loginByAddress: { name: 'login-address', limit: 30, windowMs: 15 * MINUTE },
  /** Wrong passwords for one account from one address: the lockout a guesser meets. */
  loginFailuresByAccountAndAddress: { name: 'login-fail-pair', limit: 10, windowMs: 15 * MINUTE },
  /** Wrong passwords for one account from everywhere: a spread-out guess; known addresses pass. */
  loginFailuresByAccount: { name: 'login-fail-account', limit: 50, windowMs: HOUR },
  /** The signed-in password check (biometric sign-in): per account, a stranger cannot call it. */
  passwordCheck: { name: 'password-check', limit: 10, windowMs: 15 * MINUTE },
  codeSend: { name: 'code-send', limit: 3, windowMs: 10 * MINUTE },
  codeCheck: { name: 'code-check', limit: 10, windowMs: 15 * MINUTE },
  /** Private questionnaire links sent to one patient's phone or e-mail. */
  challengeKeySend: { name: 'challenge-key-send', limit: 3, windowMs: 10 * MINUTE },
  // Public calls that send, create or reveal something, by client address.
  anonymousToken: { name: 'anonymous-token', limit: 30, windowMs: HOUR },
  registration: { name: 'registration', limit: 10, windowMs: HOUR },
  fieldCheck: { name: 'field-check', limit: 30, windowMs: 10 * MINUTE },
  supportRequest: { name: 'support-request', limit: 5, windowMs: HOUR },
  passwordResetRequest: { name: 'password-reset-request', limit: 5, windowMs: HOUR },
  /** A visitor's new run of a public survey: a script cannot fill the runs table. */
  surveyRunStart: { name: 'survey-run-start', limit: 30, windowMs: HOUR },
  /** Video link codes looked up from one address: codes are secrets of 50 bits, never guessed at this speed. */
  videoLinkLookup: { name: 'video-link-lookup', limit: 60, windowMs: 10 * MINUTE },
  /** Invite links looked up from one address, as the video links: a code is read, never guessed. */
  inviteLookup: { name: 'invite-lookup', limit: 60, windowMs: 10 * MINUTE },
  /** Eligibility checks from one address: a script cannot probe member IDs. */
  eligibilityCheck: { name: 'eligibility-check', limit: 20, windowMs: HOUR },
  /**
   * Every call that looks a code up (gift, promo, join, invite, video): from one address and from
   * one signed-in account, all codes together, so a guesser meets both whatever code she tries.
   */
  codeLookupByAddress: { name: 'code-lookup-address', limit: 60, windowMs: HOUR },
  codeLookupByAccount: { name: 'code-lookup-account', limit: 30, windowMs: HOUR },
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMITS;

export class RateLimiter {
  /**
   * @param scale multiplies every limit: 1 in production; a test rig where one address is every
   * patient (the e2e journeys) raises it.
   */
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
    private readonly scale = 1,
  ) {}

  private window(rule: LimitRule) {
    const now = this.now().getTime();
    const start = Math.floor(now / rule.windowMs) * rule.windowMs;
    return {
      start: new Date(start),
      end: new Date(start + rule.windowMs),
      retryAfter: Math.max(1, Math.ceil((start + rule.windowMs - now) / 1000)),
    };
  }

  private key(rule: LimitRule, key: string) {
    return `${rule.name}:${key}`;
  }

  /** Counts a hit for `key`; throws a 429 when this hit is over the limit. */
  async hit(rule: LimitRule, key: string): Promise<void> {
    const window = this.window(rule);
    const hits = await addHits(this.db, this.key(rule, key), window.start, window.end, 1);
    if (hits > rule.limit * this.scale) throw new TooManyRequestsError(window.retryAfter);
  }

  /** Counts a hit without refusing this one (a failure noted after the fact). */
  async note(rule: LimitRule, key: string): Promise<void> {
    const window = this.window(rule);
    await addHits(this.db, this.key(rule, key), window.start, window.end, 1);
  }

  /** The seconds to wait when the key has used its limit already, else null; counts nothing. */
  async exhausted(rule: LimitRule, key: string): Promise<number | null> {
    const window = this.window(rule);
    const hits = await readHits(this.db, this.key(rule, key), window.start);
    return hits >= rule.limit * this.scale ? window.retryAfter : null;
  }

  /** Throws the 429 of `exhausted`. */
  async refuseWhenExhausted(rule: LimitRule, key: string): Promise<void> {
    const retryAfter = await this.exhausted(rule, key);
    if (retryAfter !== null) throw new TooManyRequestsError(retryAfter);
  }

  /** Forgets the windows that are over (a scheduled job). */
  sweep(): Promise<number> {
    return sweepHits(this.db, this.now());
  }
}
