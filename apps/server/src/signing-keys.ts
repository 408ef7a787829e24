// Every signature this server makes (file and visit-summary links, video room tokens, buy tokens,
// the local processor's cards and notices, the keyed hashes of phone codes) uses a key of its own
// purpose, derived from one root secret (CODE_SECRET) with HKDF: a key that leaks from one use
// opens nothing else, and a signature made for one purpose is never accepted for another.
//
// Rotation: the root being replaced (CODE_SECRET_PREVIOUS) still verifies, and never signs, until
// CODE_SECRET_PREVIOUS_UNTIL, so changing the secret breaks no link, token or code still running.
import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

export const SIGNING_PURPOSES = [
  'phone-codes',
  'buy-tokens',
  'visit-summaries',
  'local-payments',
  'video-rooms',
  'file-links',
] as const;
export type SigningPurpose = (typeof SIGNING_PURPOSES)[number];

/** A root secret needs at least this many characters: 32 random bytes in base64 are 43. */
export const MIN_SECRET_LENGTH = 32;

/** The longest grace a rotated-out secret may have; the longest-lived thing it signs lasts a week. */
export const MAX_ROTATION_GRACE_DAYS = 30;

/**
 * SHA-256 digests of secrets that have been written in Matrona's source, its docs or its tests:
 * anyone can read them, so a server refuses to start with one. Only digests are kept here.
 */
const PUBLISHED_SECRET_DIGESTS = new Set([
  // The development default that signed every link of `npm start` until each data folder got its own.
  'd130902850882d33cc7669dec9ecc19b77b2f4ddb9500202f205b14e84a338ba',
]);

export const secretDigest = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Whether a secret is one of those published with Matrona, and so known to everyone. */
export const isPublishedSecret = (secret: string) => PUBLISHED_SECRET_DIGESTS.has(secretDigest(secret));

export type PreviousSecret = { secret: string; until: Date };

const derive = (root: string, purpose: SigningPurpose) =>
  Buffer.from(hkdfSync('sha256', root, 'matrona-signing-keys', purpose, 32));

/** How a signature is written into a link, token or column. */
export type SignatureEncoding = 'base64url' | 'hex';

/** The keys of one purpose: signs with the current key, verifies with every key still accepted. */
export class Signer {
  constructor(
    private readonly current: Buffer,
    private readonly previous: { key: Buffer; until: Date } | null,
    private readonly now: () => Date,
  ) {}

  /** HMAC-SHA256 of `data` under the current key, cut to `bytes` (32, the whole, by default), written in `encoding`. */
  sign(data: string, encoding: SignatureEncoding = 'base64url', bytes = 32): string {
    return createHmac('sha256', this.current).update(data).digest().subarray(0, bytes).toString(encoding);
  }

  /** Whether `text` is the signature of `data` as `sign` writes it, of exactly `bytes` bytes, under a key accepted now. */
  verify(data: string, text: string, encoding: SignatureEncoding = 'base64url', bytes = 32): boolean {
    const given = Buffer.from(text, encoding);
    // Only the one spelling `sign` writes: base64url's last letter and hex's letter case have others
    // that decode to the same bytes, and a link that was changed must not open.
    if (given.length !== bytes || given.toString(encoding) !== text) return false;
    const keys = [this.current];
    if (this.previous && this.now() < this.previous.until) keys.push(this.previous.key);
    // Every accepted key is tried, so the time taken does not tell which one matched.
    let matched = false;
    for (const key of keys) {
      if (timingSafeEqual(createHmac('sha256', key).update(data).digest().subarray(0, bytes), given)) matched = true;
    }
    return matched;
  }
}

export class SigningKeys {
  private readonly signers = new Map<SigningPurpose, Signer>();

  constructor(root: string, previous: PreviousSecret | null = null, now: () => Date = () => new Date()) {
    for (const purpose of SIGNING_PURPOSES) {
      const old = previous ? { key: derive(previous.secret, purpose), until: previous.until } : null;
      this.signers.set(purpose, new Signer(derive(root, purpose), old, now));
    }
  }

  /** Keys from a root made now, known to this process alone: for tests and benchmarks. */
  static ephemeral(now?: () => Date): SigningKeys {
    return new SigningKeys(randomBytes(32).toString('base64url'), null, now);
  }

  for(purpose: SigningPurpose): Signer {
    return this.signers.get(purpose)!;
  }
}
