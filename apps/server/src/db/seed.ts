// The demo world of `--demo`: a patient who has finished sign-up and a provider account (to
// show the patient login's prompt). Seeding twice changes nothing, so the server can be
// restarted with --demo and keep what people did.
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { Database } from './client.js';
import demoAccounts from './demo-accounts.json' with { type: 'json' };
import { users, type UserPrefs } from './schema.js';

// The accounts live in a JSON file so that `npm start` can print the demo login without the server.
export const DEMO_PASSWORD = demoAccounts.password;
export const DEMO_PATIENT = demoAccounts.patient;
export const DEMO_PROVIDER = demoAccounts.provider;

const prefs = (overrides: Partial<UserPrefs>): UserPrefs => ({
  terms: true,
  call_you: null,
  call_you_other: null,
  measureUnit: 'imperial',
  language: 'en',
  verified_phone: 'yes',
  ...overrides,
});

export async function seedDemoWorld(db: Database): Promise<{ created: boolean; login: { email: string; password: string; phone: string } }> {
  const login = { email: DEMO_PATIENT.email, password: DEMO_PASSWORD, phone: DEMO_PATIENT.phone };
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PATIENT.email));
  if (existing) return { created: false, login };
  const passwordHash = await hash(DEMO_PASSWORD);
  const agreedToPoliciesAt = new Date();
  await db.insert(users).values([
    {
      firstName: 'Ana',
      lastName: 'Rivera',
      email: DEMO_PATIENT.email,
      phone: DEMO_PATIENT.phone,
      zip: '90012',
      passwordHash,
      status: 'expecting',
      prefs: prefs({}),
      agreedToPoliciesAt,
    },
    {
      role: 'provider',
      firstName: 'Grace',
      lastName: 'Okafor',
      email: DEMO_PROVIDER.email,
      phone: DEMO_PROVIDER.phone,
      zip: '90012',
      passwordHash,
      prefs: prefs({}),
      agreedToPoliciesAt,
    },
  ]);
  return { created: true, login };
}
