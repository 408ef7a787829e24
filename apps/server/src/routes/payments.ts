// HTTP for Gold and its payments (spec 7, "Payments" and "Membership and invites").
import { created, noContent, ok, type Handlers } from '../http/routes.js';
import { currentUser, requestLanguage } from '../http/session.js';
import type { Services } from '../services/index.js';
import { idempotencyKeyOf } from '../http/idempotency-key.js';
import { toCard } from '../services/payments/cards.js';
import { toPurchase, type PaymentChoice } from '../services/payments/membership.js';
import { goldPlan } from '../services/payments/plan.js';
import { languageOf } from '../services/language.js';

export function paymentHandlers({
  cards,
  membership,
  coveredMemberships,
  payments,
  buyTokens,
  currentUsers,
  security,
}: Services): Handlers {
  /** The membership after a payment: the subscription, the charge and the patient as they now are. */
  async function result(userId: number, charge: Parameters<typeof toPurchase>[0]) {
    const user = await membership.userRow(userId);
    return {
      subscription: await membership.subscription(user),
      purchase: toPurchase(charge, user.prefs.language),
      user: await currentUsers.of(user),
    };
  }
  // The app's key of one payment (Idempotency-Key, checked by the contract): a retry of it charges once.
  const withCard = (
    body: { card_id?: string; card?: { payment_method_id: string; name: string }; promocode?: string },
    headers: Record<string, unknown>,
  ): PaymentChoice => {
    const requestKey = idempotencyKeyOf(headers);
    const card = body.card
      ? { paymentMethodId: body.card.payment_method_id, name: body.card.name }
      : { cardId: body.card_id };
    return { ...card, promocode: body.promocode, requestKey };
  };

  return {
    async getPaymentConfig() {
      return ok({ publishable_key: payments.publishableKey });
    },

    async listCards(request) {
      return ok((await cards.list(currentUser(request))).map(toCard));
    },

    async createCard(request) {
      return created(toCard(await cards.add(currentUser(request), request.body)));
    },

    async updateCard(request) {
      return ok(toCard(await cards.update(currentUser(request), request.body)));
    },

    async deleteCard(request) {
      await cards.remove(currentUser(request), request.body.id);
      return noContent();
    },

    async setDefaultCard(request) {
      return ok((await cards.setDefault(currentUser(request), request.body.id)).map(toCard));
    },

    async listPurchases(request) {
      return ok(await membership.purchases(currentUser(request)));
    },

    async getGoldPlan(request) {
      return ok(goldPlan(request.session?.user ? languageOf(request.session.user) : requestLanguage(request)));
    },

    async purchaseSubscription(request) {
      const user = currentUser(request);
      await membership.subscribe(user, {
        cardId: request.body.card_id,
        paymentMethodId: request.body.payment_method_id,
        promocode: request.body.promocode,
      });
      return ok(await membership.subscription(await membership.userRow(user.id)));
    },

    async cancelSubscription(request) {
      const user = currentUser(request);
      await membership.downgrade(user, request.body.reason);
      return ok(await membership.subscription(user));
    },

    async restoreSubscription(request) {
      const user = currentUser(request);
      await membership.resubscribe(user);
      return ok(await membership.subscription(user));
    },

    async listSubscriptionHistory(request) {
      return ok(await membership.history(currentUser(request)));
    },

    async getCredits(request) {
      const user = await membership.userRow(currentUser(request).id);
      // Product credits pay for seats in groups and classes; gift code credit comes with gifts (none exist yet).
      return ok({
        message_credits: user.messageCredits,
        product_credits: user.productCredits,
        gift_code_credit_cents: 0,
      });
    },

    /** A covered membership: the new session token replaces the one the request came with. */
    async updateMembership(request) {
      return ok({
        token: await coveredMemberships.join(currentUser(request), request.body, request.session?.id ?? null),
      });
    },

    async createMembershipWithCard(request) {
      const user = currentUser(request);
      return created(await result(user.id, await membership.subscribe(user, withCard(request.body, request.headers))));
    },

    async createMembershipWithPaymentService(request) {
      const user = currentUser(request);
      return created(
        await result(
          user.id,
          await membership.subscribe(user, {
            paymentMethodId: request.body.payment_method_id,
            promocode: request.body.promocode,
          }),
        ),
      );
    },

    async prolongMembershipWithCard(request) {
      const user = currentUser(request);
      return ok(await result(user.id, await membership.prolong(user, withCard(request.body, request.headers))));
    },

    async prolongMembershipWithPaymentService(request) {
      const user = currentUser(request);
      return ok(
        await result(
          user.id,
          await membership.prolong(user, {
            paymentMethodId: request.body.payment_method_id,
            promocode: request.body.promocode,
          }),
        ),
      );
    },

    // Joining Gold confirms the phone by a code: the same rule as changing it (a phone is one account's).
    async sendMembershipPhoneCode(request) {
      return ok(await security.sendPhoneChangeCode(currentUser(request), request.body.phone));
    },

    async confirmMembershipPhone(request) {
      const { phone, code } = request.body;
      return ok(await currentUsers.of(await security.changePhone(currentUser(request), phone, code)));
    },

    async getMembershipBuyToken(request) {
      return ok(buyTokens.issue(currentUser(request).id));
    },

    async checkMembershipBuyToken(request) {
      return ok({ valid: buyTokens.check(request.query.token) !== null });
    },
  };
}
