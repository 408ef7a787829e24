import { describe, expect, it } from 'vitest';
import {
  hasGoldView,
  membershipPurchaseError,
  subscriptionActions,
  subscriptionStateOf,
  subscriptionTransition,
} from './subscription.js';

describe('subscription states [spec 4]', () => {
  it('reads the state from the user', () => {
    expect(subscriptionStateOf({ goldView: false, renewsAt: null, expireAt: null })).toBe('free');
    expect(subscriptionStateOf({ goldView: true, renewsAt: '2026-12-01', expireAt: '2026-12-01' })).toBe('gold');
    expect(subscriptionStateOf({ goldView: true, renewsAt: null, expireAt: '2026-12-01' })).toBe('downgraded');
    expect(subscriptionStateOf({ goldView: true, renewsAt: null, expireAt: null })).toBe('gold');
    expect(subscriptionStateOf({ goldView: true, renewsAt: '2026-12-01', expireAt: null, paymentFailed: true })).toBe(
      'paymentFailed',
    );
  });

  it('moves through subscribe, downgrade, resubscribe and failed payments', () => {
    expect(subscriptionTransition('free', 'subscribe')).toBe('gold');
    expect(subscriptionTransition('gold', 'downgrade')).toBe('downgraded');
    expect(subscriptionTransition('downgraded', 'resubscribe')).toBe('resubscribed');
    expect(subscriptionTransition('resubscribed', 'downgrade')).toBe('downgraded');
    expect(subscriptionTransition('gold', 'renewalFailed')).toBe('paymentFailed');
    expect(subscriptionTransition('paymentFailed', 'updateCard')).toBe('gold');
    expect(subscriptionTransition('downgraded', 'periodEnded')).toBe('free');
    expect(subscriptionTransition('free', 'downgrade')).toBeNull();
    expect(subscriptionTransition('gold', 'subscribe')).toBeNull();
  });

  it('offers the actions each state allows', () => {
    expect(subscriptionActions('free')).toEqual(['subscribe']);
    expect(subscriptionActions('gold')).toEqual(['downgrade']);
    expect(subscriptionActions('resubscribed')).toEqual(['downgrade']);
    expect(subscriptionActions('downgraded')).toEqual(['resubscribe']);
    expect(subscriptionActions('paymentFailed')).toEqual(['downgrade', 'updateCard']);
  });

  it('gives Gold view until the end of what was paid or covered, not a moment after [spec 4, 6]', () => {
    const end = new Date('2026-12-01T00:00:00Z');
    expect(hasGoldView(end, new Date('2026-11-30T23:59:59Z'))).toBe(true);
    expect(hasGoldView(end, end)).toBe(false);
    expect(hasGoldView(end, new Date('2026-12-01T00:00:01Z'))).toBe(false);
    expect(hasGoldView(null, new Date('2026-11-30T00:00:00Z'))).toBe(false);
  });

  it('sends membership purchases on mobile to the web [spec 5]', () => {
    expect(membershipPurchaseError(true)).toBe('errors.membershipPurchaseWebOnly');
    expect(membershipPurchaseError(false)).toBeNull();
  });
});
