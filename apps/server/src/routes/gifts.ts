// HTTP for gift memberships (spec 7, "Gift memberships"): price a basket, pay it by card or by a
// wallet, and redeem a code. Every rule is the Gifts service's.
import { ok, created, type Handlers } from '../http/routes.js';
import { currentUser } from '../http/session.js';
import type { Services } from '../services/index.js';
import { toGiftPurchase } from '../services/payments/gifts.js';
import { toPurchase } from '../services/payments/membership.js';

export function giftHandlers({ gifts, membership, currentUsers }: Services): Handlers {
  return {
    /**
     * The basket's price, checked against the gift rules before any payment form opens. The card
     * form and the wallet both pay through payGifts*, which charge under the basket's idempotency
     * key; `client_secret` names the quote (a Stripe PaymentIntent per basket is planned).
     */
    async createGiftPaymentIntent(request) {
      const { amountCents } = gifts.price(request.body.gifts);
      return ok({
        client_secret: `quote_${amountCents}_${request.body.gifts.length}`,
        amount_cents: amountCents,
        currency: 'usd',
      });
    },

    async payGiftsWithCard(request) {
      const giver = currentUser(request);
      const { card_id, payment_method_id } = request.body;
      const paid = await gifts.pay(giver, { cardId: card_id, paymentMethodId: payment_method_id }, request.body.gifts);
      return created(toGiftPurchase(paid.charge, paid.gifts, (row) => toPurchase(row, giver.prefs.language)));
    },

    /** A wallet (Apple Pay, Google Pay) gives a payment method, paid as a new card is. */
    async payGiftsWithPaymentService(request) {
      const giver = currentUser(request);
      const paid = await gifts.pay(giver, { paymentMethodId: request.body.payment_intent_id }, request.body.gifts);
      return created(toGiftPurchase(paid.charge, paid.gifts, (row) => toPurchase(row, giver.prefs.language)));
    },

    async redeemGiftMembership(request) {
      const user = currentUser(request);
      const redeemed = await gifts.redeem(user, request.params.code);
      return ok({
        code: redeemed.code,
        giver_first_name: redeemed.giverFirstName,
        months: redeemed.months,
        user: await currentUsers.of(await membership.userRow(user.id)),
      });
    },
  };
}
