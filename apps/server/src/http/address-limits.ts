// The public calls that send, create or reveal something are limited per client address, before
// anything is read or written: a stranger cannot mail the team, create accounts, fill the session
// table or test which e-mails have accounts at the speed of a script. The calls that look a code up
// are limited per address and per signed-in account, all codes together. The limits themselves live in
// services/rate-limit.ts with every other.
import type { FastifyInstance } from 'fastify';
import type { Operation } from './openapi.js';
import { LIMITS, type LimitName, type RateLimiter } from '../services/rate-limit.js';

const BY_OPERATION: Record<string, LimitName> = {
  getAnonymousToken: 'anonymousToken',
  validateRegistrationFields: 'fieldCheck',
  registerPatient: 'registration',
  sendSupportRequest: 'supportRequest',
  requestPasswordReset: 'passwordResetRequest',
  startSurveyRun: 'surveyRunStart',
  getVideoSessionByCode: 'videoLinkLookup',
  resolveVideoSessionCode: 'videoLinkLookup',
  getInviteInfo: 'inviteLookup',
  checkEligibility: 'eligibilityCheck',
};

/** The calls that look a code up: each counts against the address's and the account's code limits. */
const CODE_LOOKUPS = new Set([
  'updateMembership',
  'getInviteInfo',
  'checkPromocode',
  'applyPromocode',
  'getPromocode',
  'redeemGiftMembership',
  'getVideoSessionByCode',
  'resolveVideoSessionCode',
]);

export function installAddressLimits(
  api: FastifyInstance,
  prefix: string,
  operations: readonly Operation[],
  limiter: RateLimiter,
): void {
  const limited = new Map<string, LimitName>();
  const lookups = new Set<string>();
  for (const operation of operations) {
    const route = `${operation.method.toUpperCase()} ${prefix}${operation.url}`;
    const limit = BY_OPERATION[operation.operationId];
    if (limit) limited.set(route, limit);
    if (CODE_LOOKUPS.has(operation.operationId)) lookups.add(route);
  }
  api.addHook('onRequest', async (request) => {
    const route = `${request.method} ${request.routeOptions.url}`;
    const limit = limited.get(route);
    if (limit) await limiter.hit(LIMITS[limit], request.ip);
    if (lookups.has(route)) {
      await limiter.hit(LIMITS.codeLookupByAddress, request.ip);
      // The session is read before this hook (http/session.ts); a call without one is refused later.
      const user = request.session?.user;
      if (user) await limiter.hit(LIMITS.codeLookupByAccount, `user:${user.id}`);
    }
  });
}
