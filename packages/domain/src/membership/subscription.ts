import type { MessageId } from '../messages/catalogue.js';

/** Subscription states [spec 4]. */
export type SubscriptionState = 'free' | 'gold' | 'downgraded' | 'resubscribed' | 'paymentFailed';
export type SubscriptionAction = 'subscribe' | 'downgrade' | 'resubscribe' | 'updateCard';
export type SubscriptionEvent = SubscriptionAction | 'renewalFailed' | 'periodEnded';

/** The gold fields of the current user [spec 3]. */
export type GoldFields = {
  goldView: boolean;
  /** matrona_gold_renews_at: set while the subscription auto-renews. */
  renewsAt: string | null;
  /** matrona_gold_expire_at: the end of the paid cycle. */
  expireAt: string | null;
  /** The last renewal charge failed. */
  paymentFailed?: boolean;
};

/**
 * Reads the state from the user: a failed renewal first, then no gold view is free, gold that no
 * longer renews but has an end date is downgraded, and any other gold is gold. (Resubscribed is
 * gold again: the server does not tell them apart, the transition below does.)
 */
export function subscriptionStateOf(user: GoldFields): SubscriptionState {
  if (user.paymentFailed) return 'paymentFailed';
  if (!user.goldView) return 'free';
  return user.renewsAt === null && user.expireAt !== null ? 'downgraded' : 'gold';
}

const transitions: Readonly<Record<SubscriptionState, Partial<Record<SubscriptionEvent, SubscriptionState>>>> = {
  free: { subscribe: 'gold' },
  gold: { downgrade: 'downgraded', renewalFailed: 'paymentFailed' },
  resubscribed: { downgrade: 'downgraded', renewalFailed: 'paymentFailed' },
  downgraded: { resubscribe: 'resubscribed', periodEnded: 'free' },
  paymentFailed: { updateCard: 'gold', downgrade: 'downgraded', periodEnded: 'free' },
};

/** The next state, or null when the event does not apply in this state. */
export function subscriptionTransition(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState | null {
  return transitions[state][event] ?? null;
}

/** The actions the user may take in a state (the buttons to show). */
export function subscriptionActions(state: SubscriptionState): SubscriptionAction[] {
  const actions: SubscriptionAction[] = ['subscribe', 'downgrade', 'resubscribe', 'updateCard'];
  return actions.filter((action) => transitions[state][action] !== undefined);
}

/**
 * Gold view [spec 6]: the membership runs until `goldUntil`, the end of what was paid or covered.
 * A downgraded or failed subscription keeps it to the end of the paid cycle [spec 4: "access
 * continues to the end of the cycle"], as its `goldUntil` is that end; none is no Gold.
 */
export function hasGoldView(goldUntil: Date | null, now: Date): boolean {
  return goldUntil !== null && goldUntil.getTime() > now.getTime();
}

/** Membership cannot be bought in the mobile app [spec 5]. */
export function membershipPurchaseError(nativeMobile: boolean): MessageId | null {
  return nativeMobile ? 'errors.membershipPurchaseWebOnly' : null;
}
