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
    expect(keys.for('video-rooms').verify('room 1', signature.subarray(0, 31))).toBe(false);
    expect(keys.for('video-rooms').verify('room 1', Buffer.alloc(0))).toBe(false);
    const short = keys.for('local-payments').sign('card', 24);
    expect(short).toHaveLength(24);
    expect(keys.for('local-payments').verify('card', short, 24)).toBe(true);
    expect(keys.for('local-payments').verify('card', short)).toBe(false);
  });

  it('accept the replaced root during its grace period only, and never sign with it', () => {
    const old = root();
    const signedBefore = new SigningKeys(old).for('visit-summaries').sign('visit 7');
    let now = new Date('2026-11-28T10:00:00Z');
    const rotated = new SigningKeys(root(), { secret: old, until: new Date('2026-12-05T10:00:00Z') }, () => now);
    expect(rotated.for('visit-summaries').verify('visit 7', signedBefore)).toBe(true);
    expect(rotated.for('visit-summaries').sign('visit 7').equals(signedBefore)).toBe(false);
    now = new Date('2026-12-05T10:00:00Z');
    expect(rotated.for('visit-summaries').verify('visit 7', signedBefore)).toBe(false);
  });

  it('know the secrets published in the source', () => {
    expect(isPublishedSecret(['matrona', 'local', 'development', 'code', 'secret'].join('-'))).toBe(true);
    expect(isPublishedSecret(root())).toBe(false);
  });
});
