// Tokens and codes: random where they are made, hashed where they are kept.
import { createHash, randomBytes, randomInt } from 'node:crypto';

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newPhoneCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}
