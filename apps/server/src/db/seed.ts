// The demo world of `--demo`: a patient who has finished sign-up, one who has only registered,
// and a provider account (to show the patient login's prompt). Seeding twice changes nothing,
// so the server can be restarted with --demo and keep what people did.
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { Database } from './client.js';
import { users, type UserPrefs } from './schema.js';

export const DEMO_PASSWORD = 'matrona-demo';
export const DEMO_PATIENT = { email: 'demo@matrona.care', phone: '5555550100' };
export const DEMO_PROVIDER = { email: 'nurse@matrona.care', phone: '5555550199' };

const prefs = (overrides: Partial<UserPrefs>): UserPrefs => ({
  terms: true,
  call_you: false,
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
