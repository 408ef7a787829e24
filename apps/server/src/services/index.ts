// The use cases of the server, wired to their database and adapters.
import type { CuffReadings } from '../adapters/cuff.js';
import type { SmsSender } from '../adapters/sms.js';
import type { Database } from '../db/client.js';
import { Accounts } from './accounts.js';
import { BloodPressure } from './monitors/blood-pressure.js';
import { CuffSync } from './monitors/cuff-sync.js';
import { Monitors } from './monitors/monitors.js';
import { Symptoms } from './monitors/symptoms.js';
import { PhoneCodes } from './phone-codes.js';
import { Profiles } from './profiles.js';
import { authRateLimits } from './rate-limit.js';
import { SessionStore } from './sessions.js';

export type ServiceOptions = {
  db: Database;
  sms: SmsSender;
  cuff: CuffReadings;
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
  const monitors = new Monitors(options.db, now);
  const symptoms = new Symptoms(options.db);
  const bloodPressure = new BloodPressure(options.db, monitors, symptoms, now);
  return {
    sessions,
    monitors,
    symptoms,
    bloodPressure,
    cuff: new CuffSync(options.cuff, bloodPressure),
    accounts: new Accounts(options.db, sessions, codes, limits, options.providerLoginUrl),
    profiles: new Profiles(options.db),
  };
}

export type Services = ReturnType<typeof createServices>;
