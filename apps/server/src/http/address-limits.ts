// The public calls that send, create or reveal something are limited per client address, before
// anything is read or written: a stranger cannot mail the team, create accounts, fill the session
// table or test which e-mails have accounts at the speed of a script. The limits themselves live in
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

export function installAddressLimits(api: FastifyInstance, prefix: string, operations: Operation[], limiter: RateLimiter): void {
  const limited = new Map<string, LimitName>();
  for (const operation of operations) {
    const limit = BY_OPERATION[operation.operationId];
    if (limit) limited.set(`${operation.method.toUpperCase()} ${prefix}${operation.url}`, limit);
  }
  api.addHook('onRequest', async (request) => {
    const limit = limited.get(`${request.method} ${request.routeOptions.url}`);
    if (limit) await limiter.hit(LIMITS[limit], request.ip);
  });
}
