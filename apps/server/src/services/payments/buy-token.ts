// The buy token (spec 5: membership is bought on the web, not in the mobile app): a short-lived
// signed token that carries the patient from the app to the web purchase. It is stateless, so any
// server instance checks it; it names the patient and runs out after 30 minutes.
import type { Signer } from '../../signing-keys.js';

const LIFETIME_MS = 30 * 60_000;

export class BuyTokens {
  constructor(
    private readonly signer: Signer,
    private readonly appUrl: string,
    private readonly now: () => Date,
  ) {}

  issue(userId: number): { token: string; url: string; expires_at: string } {
    const expires = new Date(this.now().getTime() + LIFETIME_MS);
    const payload = `${userId}.${expires.getTime()}`;
    const token = `buy_${Buffer.from(payload).toString('base64url')}.${this.signer.sign(payload)}`;
    return {
      token,
      url: `${this.appUrl}/membership?buy_token=${encodeURIComponent(token)}`,
      expires_at: expires.toISOString(),
    };
  }

  /** The patient a token was given to, while it runs; null for a forged or expired one. */
  check(token: string): number | null {
    const match = /^buy_([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(token);
    if (!match) return null;
    const payload = Buffer.from(match[1]!, 'base64url').toString();
    if (!this.signer.verify(payload, match[2]!)) return null;
    const [user, expires] = payload.split('.').map(Number);
    return user && expires && expires > this.now().getTime() ? user : null;
  }
}
