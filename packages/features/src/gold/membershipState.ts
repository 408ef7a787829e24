import type { Schema } from '@mat/api';
import { subscriptionStateOf, type SubscriptionState } from '@mat/domain';

/**
 * The membership as the current user's Gold fields tell it (spec 3, 4): a renewal whose charge
 * failed leaves Gold without a renewal date and the latest charge failed.
 */
export function membershipOf(user: Schema<'CurrentUser'>): {
  state: SubscriptionState;
  renewsAt: string | null;
  endsAt: string | null;
} {
  const renewsAt = user.matrona_gold_renews_at ?? null;
  const endsAt = user.matrona_gold_expire_at ?? null;
  const paymentFailed =
    user.matrona_gold_view === true && renewsAt === null && user.latest_matrona_gold_charge?.status === 'failed';
  return {
    state: subscriptionStateOf({
      goldView: user.matrona_gold_view === true,
      renewsAt,
      expireAt: endsAt,
      paymentFailed,
    }),
    renewsAt,
    endsAt,
  };
}
