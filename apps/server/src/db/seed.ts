// The demo world of `--demo`: a patient with a baby and some blood pressure readings, a Gold member
// expecting a baby (kick counting is Gold's), a provider account (the care team's console, and the
// patient login's prompt), the patients' care team and a provider of another organization, and Care
// (seed-care.ts): a care plan, a class, a full coaching group, an appointment tomorrow. Each account is made only if missing, so the
// server can be restarted with --demo and keep what people did.
import { MEMBERSHIP_MONTHLY_PRICE_CENTS } from '@mat/domain';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { Database } from './client.js';
import demoAccounts from './demo-accounts.json' with { type: 'json' };
import {
  bloodPressureReadings,
  children,
  monitors,
  paymentCards,
  pregnancies,
  subscriptionEvents,
  subscriptions,
  users,
  type UserPrefs,
} from './schema.js';
import { seedCare } from './seed-care.js';
import { seedCareTeam, seedMatronaOnCall, seedPortraits } from './seed-care-team.js';
import { seedSurveys } from './seed-surveys.js';
import { seedOrganizations } from './seed-organizations.js';
import { seedPromocodes } from './seed-promocodes.js';
import { seedGiftCards } from './seed-gift-cards.js';

// The accounts live in a JSON file so that `npm start` can print the demo login without the server.
export const DEMO_PASSWORD = demoAccounts.password;
export const DEMO_PATIENT = demoAccounts.patient;
export const DEMO_GOLD = demoAccounts.gold;
export const DEMO_PROVIDER = demoAccounts.provider;
export const DEMO_OTHER_PROVIDER = demoAccounts.otherProvider;
export const DEMO_ON_CALL = demoAccounts.onCall;

const DAY = 24 * 60 * 60 * 1000;

const prefs = (overrides: Partial<UserPrefs>): UserPrefs => ({
  terms: true,
  call_you: null,
  call_you_other: null,
  measureUnit: 'imperial',
  language: 'en',
  verified_phone: 'yes',
  ...overrides,
});

/** The demo Gold member's next renewal, a month on (db/ sits below services/payments/plan.ts, the plan's home: 'gold-monthly', $30). */
const goldRenewal = (now: Date) =>
  new Date(
    Date.UTC(
      now.getUTCFullYear(),
      now.getUTCMonth() + 1,
      Math.min(now.getUTCDate(), 28),
      now.getUTCHours(),
      now.getUTCMinutes(),
    ),
  );

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

type NewUser = typeof users.$inferInsert;

async function ensureUser(
  db: Database,
  values: NewUser,
  then: (id: number) => Promise<void> = async () => {},
): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, values.email));
  if (existing) return false;
  const [user] = await db.insert(users).values(values).returning({ id: users.id });
  await then(user!.id);
  return true;
}

export async function seedDemoWorld(
  db: Database,
  now = new Date(),
): Promise<{ created: boolean; login: { email: string; password: string; phone: string } }> {
  const login = { email: DEMO_PATIENT.email, password: DEMO_PASSWORD, phone: DEMO_PATIENT.phone };
  const passwordHash = await hash(DEMO_PASSWORD);
  const account = { zip: '90012', passwordHash, agreedToPoliciesAt: now };

  const patient = await ensureUser(
    db,
    {
      ...account,
      firstName: 'Ana',
      lastName: 'Rivera',
      email: DEMO_PATIENT.email,
      phone: DEMO_PATIENT.phone,
      status: 'postpartum',
      prefs: prefs({}),
    },
    async (userId) => {
      // A baby born three weeks ago, 7 lb 8 oz at birth, with a weight monitor.
      const [baby] = await db
        .insert(children)
        .values({
          userId,
          firstName: 'Mateo',
          lastName: 'Rivera',
          dateOfBirth: isoDay(new Date(now.getTime() - 21 * DAY)),
          birthWeightGrams: 3402,
        })
        .returning();
      await db.insert(monitors).values({ userId, type: 'weight', name: baby!.firstName, childId: baby!.id });
      const [pressure] = await db
        .insert(monitors)
        .values({ userId, type: 'pressure', name: 'Blood pressure' })
        .returning();
      const readings = [
        { systolic: 122, diastolic: 78, pulse: 74, daysAgo: 3 },
        { systolic: 118, diastolic: 76, pulse: 70, daysAgo: 2 },
        { systolic: 128, diastolic: 82, pulse: 77, daysAgo: 1 },
      ];
      await db.insert(bloodPressureReadings).values(
        readings.map((r) => ({
          monitorId: pressure!.id,
          systolic: r.systolic,
          diastolic: r.diastolic,
          pulse: r.pulse,
          measuredAt: new Date(now.getTime() - r.daysAgo * DAY),
        })),
      );
      await db
        .update(monitors)
        .set({ lastReadingAt: new Date(now.getTime() - DAY) })
        .where(eq(monitors.id, pressure!.id));
    },
  );

  await ensureUser(
    db,
    {
      ...account,
      firstName: 'Luz',
      lastName: 'Morales',
      email: DEMO_GOLD.email,
      phone: DEMO_GOLD.phone,
      status: 'expecting',
      prefs: prefs({}),
      goldUntil: goldRenewal(now),
    },
    async (userId) => {
      // A paid monthly membership renewing in a month with her saved test card (4242), so her
      // screens offer what the server allows: downgrade, not "Renew Gold again".
      await db.insert(paymentCards).values({
        userId,
        paymentMethodId: 'pm_card_visa',
        name: 'Luz Morales',
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: now.getUTCFullYear() + 3,
        isDefault: true,
      });
      await db.insert(subscriptions).values({
        userId,
        state: 'gold',
        planId: 'gold-monthly',
        periodStart: now,
        periodEnd: goldRenewal(now),
        autoRenew: true,
        periodsPaid: 1,
        updatedAt: now,
      });
      await db
        .insert(subscriptionEvents)
        .values({ userId, state: 'gold', occurredAt: now, endsAt: null, amountCents: MEMBERSHIP_MONTHLY_PRICE_CENTS });
      // Expecting in ten weeks: 30 weeks along, the time for kick counts.
      const [expected] = await db
        .insert(children)
        .values({ userId, firstName: 'Luna', dueDate: isoDay(new Date(now.getTime() + 70 * DAY)) })
        .returning();
      await db
        .insert(monitors)
        .values({ userId, type: 'kick_counter', name: expected!.firstName, childId: expected!.id });
    },
  );
  // Her pregnancy going on, due with Luna: kick counting and week content speak only of a pregnancy
  // going on (@mat/domain's speaksOfOngoingPregnancy). Added apart from her account so that a demo
  // world made before it gains it on the next start.
  const luz = (await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_GOLD.email)))[0]!.id;
  const [luzPregnancy] = await db
    .select({ id: pregnancies.id })
    .from(pregnancies)
    .where(eq(pregnancies.userId, luz))
    .limit(1);
  if (!luzPregnancy) {
    const [luna] = await db
      .select({ dueDate: children.dueDate })
      .from(children)
      .where(eq(children.userId, luz))
      .limit(1);
    await db
      .insert(pregnancies)
      .values({ userId: luz, dueDate: luna?.dueDate ?? isoDay(new Date(now.getTime() + 70 * DAY)) });
  }

  await ensureUser(db, {
    ...account,
    role: 'provider',
    firstName: 'Grace',
    lastName: 'Okafor',
    email: DEMO_PROVIDER.email,
    phone: DEMO_PROVIDER.phone,
    prefs: prefs({}),
  });
  await ensureUser(db, {
    ...account,
    role: 'provider',
    firstName: 'Nadia',
    lastName: 'Haddad',
    email: DEMO_OTHER_PROVIDER.email,
    phone: DEMO_OTHER_PROVIDER.phone,
    prefs: prefs({}),
  });
  await ensureUser(db, {
    ...account,
    role: 'provider',
    firstName: 'Rosa',
    lastName: 'Jiménez',
    email: DEMO_ON_CALL.email,
    phone: DEMO_ON_CALL.phone,
    prefs: prefs({}),
  });
  const idOf = async (email: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  await seedCareTeam(
    db,
    {
      patientIds: [await idOf(DEMO_PATIENT.email), await idOf(DEMO_GOLD.email)],
      providerUserId: await idOf(DEMO_PROVIDER.email),
      otherProviderUserId: await idOf(DEMO_OTHER_PROVIDER.email),
    },
    now,
  );
  await seedMatronaOnCall(db, await idOf(DEMO_ON_CALL.email));
  await seedPortraits(db);
  // Four other mothers of the coaching circle, so the demo's group is full.
  const circle = [
    ['Sofía', 'Díaz'],
    ['Priya', 'Patel'],
    ['Keisha', 'Brown'],
    ['Emma', 'Wilson'],
  ] as const;
  const circleIds: number[] = [];
  for (const [index, [firstName, lastName]] of circle.entries()) {
    const email = `circle-${index + 1}@demo.matrona.care`;
    await ensureUser(db, {
      ...account,
      firstName,
      lastName,
      email,
      phone: `555555020${index}`,
      status: 'postpartum',
      prefs: prefs({}),
    });
    circleIds.push(await idOf(email));
  }
  await seedCare(
    db,
    { patientId: await idOf(DEMO_PATIENT.email), goldPatientId: await idOf(DEMO_GOLD.email), circleIds },
    now,
  );
  await seedOrganizations(db, await idOf(DEMO_PATIENT.email), now);
  await seedPromocodes(db, now);
  await seedGiftCards(db);
  // After the directory, which gives the demo organization the slug its survey is published under.
  await seedSurveys(db);
  return { created: patient, login };
}
