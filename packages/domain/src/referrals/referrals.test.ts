import { describe, expect, it } from 'vitest';
import { referralTransition, type ReferralAction } from './referrals.js';

const all: ReferralAction[] = ['accept', 'decline', 'ignore', 'archive', 'moveToPending'];

describe('referrals [spec 4]', () => {
  it('leaves pending by accepting, declining, ignoring or archiving', () => {
    expect(referralTransition('pending', 'accept')).toBe('accepted');
    expect(referralTransition('pending', 'decline')).toBe('declined');
    expect(referralTransition('pending', 'ignore')).toBe('ignored');
    expect(referralTransition('pending', 'archive')).toBe('archived');
    expect(referralTransition('pending', 'moveToPending')).toBeNull();
  });

  it('makes ignoring irreversible', () => {
    for (const action of all) expect(referralTransition('ignored', action)).toBeNull();
  });

  it('moves a declined connection back to pending', () => {
    expect(referralTransition('declined', 'moveToPending')).toBe('pending');
    expect(referralTransition('declined', 'archive')).toBe('archived');
    expect(referralTransition('accepted', 'decline')).toBeNull();
  });
});
