import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isPublishedSecret, SIGNING_PURPOSES, SigningKeys } from './signing-keys.js';

const root = () => randomBytes(32).toString('base64url');

describe('signing keys', () => {
  it('derive a key of its own for every purpose: a signature made for one is refused by the others', () => {
    const keys = new SigningKeys(root());
    const signature = keys.for('file-links').sign('avatars/1.png');
    expect(keys.for('file-links').verify('avatars/1.png', signature)).toBe(true);
    for (const purpose of SIGNING_PURPOSES.filter((p) => p !== 'file-links')) {
      expect(keys.for(purpose).verify('avatars/1.png', signature)).toBe(false);
    }
  });

  it('refuse a signature of another root, of other data, or cut short', () => {
    const keys = new SigningKeys(root());
    const signature = keys.for('video-rooms').sign('room 1');
    expect(new SigningKeys(root()).for('video-rooms').verify('room 1', signature)).toBe(false);
    expect(keys.for('video-rooms').verify('room 2', signature)).toBe(false);
    expect(keys.for('video-rooms').verify('room 1', signature.slice(0, 42))).toBe(false);
    expect(keys.for('video-rooms').verify('room 1', '')).toBe(false);
    const short = keys.for('local-payments').sign('card', 'base64url', 24);
    expect(short).toHaveLength(32);
    expect(keys.for('local-payments').verify('card', short, 'base64url', 24)).toBe(true);
    expect(keys.for('local-payments').verify('card', short)).toBe(false);
  });

  it('accept only the spelling they write: another last letter or letter case decoding to the same bytes is refused', () => {
    const signer = new SigningKeys(root()).for('visit-summaries');
    const signature = signer.sign('visit 7');
    // 43 base64url letters carry 258 bits for 256: the last letter's two low bits are not read.
    const last = signature.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const twin = alphabet[alphabet.indexOf(last) ^ 1]!;
    const respelled = `${signature.slice(0, -1)}${twin}`;
    expect(Buffer.from(respelled, 'base64url').equals(Buffer.from(signature, 'base64url'))).toBe(true);
    expect(signer.verify('visit 7', respelled)).toBe(false);
    const hex = signer.sign('visit 7', 'hex');
    expect(signer.verify('visit 7', hex, 'hex')).toBe(true);
    expect(signer.verify('visit 7', hex.toUpperCase(), 'hex')).toBe(false);
  });

  it('accept the replaced root during its grace period only, and never sign with it', () => {
    const old = root();
    const signedBefore = new SigningKeys(old).for('visit-summaries').sign('visit 7');
    let now = new Date('2026-11-28T10:00:00Z');
    const rotated = new SigningKeys(root(), { secret: old, until: new Date('2026-12-05T10:00:00Z') }, () => now);
    expect(rotated.for('visit-summaries').verify('visit 7', signedBefore)).toBe(true);
    expect(rotated.for('visit-summaries').sign('visit 7')).not.toBe(signedBefore);
    now = new Date('2026-12-05T10:00:00Z');
    expect(rotated.for('visit-summaries').verify('visit 7', signedBefore)).toBe(false);
  });

  it('know the secrets published in the source', () => {
    expect(isPublishedSecret(['matrona', 'local', 'development', 'code', 'secret'].join('-'))).toBe(true);
    expect(isPublishedSecret(root())).toBe(false);
  });
});
