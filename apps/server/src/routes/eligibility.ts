// HTTP for the eligibility wizard (spec 7, "Eligibility, organizations and filters": POST /check-eligibility).
import { ok, type Handlers } from '../http/routes.js';
import type { Services } from '../services/index.js';

export function eligibilityHandlers({ eligibility }: Services): Handlers {
  return {
    async checkEligibility(request) {
      return ok(await eligibility.check(request.body));
    },
  };
}
