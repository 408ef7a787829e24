// The use cases of the server, wired to their database and adapters.
import type { SmsSender } from '../adapters/sms.js';
import type { Database } from '../db/client.js';
import { Accounts } from './accounts.js';
import { PhoneCodes } from './phone-codes.js';
import { Profiles } from './profiles.js';
import { authRateLimits } from './rate-limit.js';
import { SessionStore } from './sessions.js';

export type ServiceOptions = {
  db: Database;
  sms: SmsSender;
  codeSecret: string;
  sessionIdleMinutes: number;
  providerLoginUrl: string;
  now?: () => Date;
};

export function createServices(options: ServiceOptions) {
  const now = options.now ?? (() => new Date());
  const limits = authRateLimits(() => now().getTime());
  const sessions = new SessionStore(options.db, options.sessionIdleMinutes, now);
  const codes = new PhoneCodes(options.db, options.sms, limits, options.codeSecret, now);
  return {
    sessions,
    accounts: new Accounts(options.db, sessions, codes, limits, options.providerLoginUrl),
    profiles: new Profiles(options.db),
  };
}

export type Services = ReturnType<typeof createServices>;
