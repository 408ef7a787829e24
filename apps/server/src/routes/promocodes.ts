// HTTP for promo codes (spec 7: "Payments", "Profile and documents", "Gift memberships" and the
// referral codes of "Referral resources"). The server prices every discount (services/payments/promocodes.ts).
import { ok, type Handlers } from '../http/routes.js';
import { currentUser } from '../http/session.js';
import type { Services } from '../services/index.js';
import { toPromocode } from '../services/payments/promocodes.js';

export function promocodeHandlers({ promocodes, currentUsers }: Services): Handlers {
  return {
    async getPromocode(request) {
      return ok(await promocodes.describe(request.params.code));
    },

    async checkPromocode(request) {
      return ok(toPromocode(await promocodes.check(currentUser(request).id, request.body.code), true));
    },

    async applyPlanDiscount(request) {
      return ok(await promocodes.quote(currentUser(request).id, request.body.code));
    },

    async applyPromocode(request) {
      const user = currentUser(request);
      const { code } = await promocodes.claim(user.id, request.body.code);
      return ok({ promocode: toPromocode(code, true), user: await currentUsers.of(user) });
    },

    async listPromocodesToAccept(request) {
      return ok((await promocodes.offered(currentUser(request).id)).map((row) => toPromocode(row, true)));
    },

    async autoApplyPromocodes(request) {
      return ok((await promocodes.autoApply(currentUser(request).id)).map((row) => toPromocode(row, true)));
    },

    async acceptPromocodes(request) {
      const user = currentUser(request);
      await promocodes.accept(user.id, request.body.codes);
      return ok(await currentUsers.of(user));
    },
  };
}
