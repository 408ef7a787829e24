// Migration 0042: Gold a join code gave before migration 0038, while the organization had not
// confirmed her, is taken back. Still pending, the coverage waits for the organization (Gold from
// the day it confirms, none if it declines); already declined, it is removed. Her other Gold stays.
// The database here is migrated already: the test writes such rows as they were, then runs the
// migration's statements again over them, as the migrator does on a database that has them.
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { membershipCoverages, organizationConnections, subscriptions, users } from '../src/db/schema.js';
import { addMonths } from '../src/services/payments/plan.js';
import { apiCaller, createCareTeam, type Provider } from './care-team.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { createPatient } from './patients.js';

const ctx = setUpTestApp();
const send = apiCaller(ctx);
const migration = readFileSync(new URL('../drizzle/0042_legacy_join_code_gold.sql', import.meta.url), 'utf8').split(
  '--> statement-breakpoint',
);
const DAY = 86_400_000;

async function runMigration() {
  for (const statement of migration) await ctx.db.db.execute(sql.raw(statement));
}

/** A patient given 12 months of Gold by the organization's join code 30 days ago, as before 0038, her connection as it is now. */
async function legacyJoinCode(
  provider: Provider,
  confirmation: 'pending' | 'declined' | 'confirmed',
  goldFromElsewhere?: Date,
) {
  const joined = new Date(ctx.clock.now.getTime() - 30 * DAY);
  const until = addMonths(joined, 12);
  const patient = await createPatient(ctx, {
    goldUntil: goldFromElsewhere && goldFromElsewhere > until ? goldFromElsewhere : until,
  });
  const [connection] = await ctx.db.db
    .insert(organizationConnections)
    .values({
      patientId: patient.id,
      organizationId: provider.organizationId,
      confirmation,
      requestedAt: joined,
      respondedAt: confirmation === 'pending' ? null : joined,
    })
    .returning();
  await ctx.db.db.insert(membershipCoverages).values({
    userId: patient.id,
    source: 'assign_code',
    months: 12,
    organizationId: provider.organizationId,
    insurer: null,
    goldUntil: until,
    createdAt: joined,
  });
  return { patient, connectionId: connection!.id, until };
}

const goldUntil = async (id: number) =>
  (await ctx.db.db.select({ goldUntil: users.goldUntil }).from(users).where(eq(users.id, id)))[0]!.goldUntil;
const coverageOf = async (id: number) =>
  (await ctx.db.db.select().from(membershipCoverages).where(eq(membershipCoverages.userId, id)))[0];
const staffCall = (provider: Provider, operationId: string, url: string) =>
  send('/api/staff/v1', operationId, 'POST', url, provider.token);

describe(`Gold a join code gave before the organization confirmed, on ${databaseKind}`, () => {
  it('is taken back; a pending connection then gives Gold from the day it is confirmed, a declined one none; a confirmed one keeps it', async () => {
    const sunrise = await createCareTeam(ctx, { name: 'Sunrise Maternity Care' });
    const pending = await legacyJoinCode(sunrise, 'pending');
    const laterDeclined = await legacyJoinCode(sunrise, 'pending');
    const declined = await legacyJoinCode(sunrise, 'declined');
    const confirmed = await legacyJoinCode(sunrise, 'confirmed');
    for (const { patient } of [pending, laterDeclined, declined])
      expect((await goldUntil(patient.id))!.getTime()).toBeGreaterThan(ctx.clock.now.getTime());

    await runMigration();

    // No Gold left from the code while the organization has not confirmed her.
    for (const { patient } of [pending, laterDeclined, declined])
      expect((await goldUntil(patient.id))!.getTime()).toBeLessThanOrEqual(ctx.clock.now.getTime());
    expect(await coverageOf(pending.patient.id)).toMatchObject({ awaitingOrganization: true });
    expect(await coverageOf(declined.patient.id)).toBeUndefined();
    // Confirmed by the organization: the coverage was honest, and stays as it was.
    expect(await goldUntil(confirmed.patient.id)).toEqual(confirmed.until);
    expect(await coverageOf(confirmed.patient.id)).toMatchObject({ awaitingOrganization: false });
    // Running it again changes nothing.
    await runMigration();
    expect(await goldUntil(confirmed.patient.id)).toEqual(confirmed.until);
    expect(await coverageOf(pending.patient.id)).toMatchObject({ awaitingOrganization: true });

    // The organization confirms one: 12 months of Gold from today. It declines the other: none.
    expect(
      (await staffCall(sunrise, 'confirmPatientConnection', `/connections/${pending.connectionId}/confirm`)).status,
    ).toBe(200);
    expect(await goldUntil(pending.patient.id)).toEqual(addMonths(ctx.clock.now, 12));
    expect(
      (await staffCall(sunrise, 'declinePatientConnection', `/connections/${laterDeclined.connectionId}/decline`))
        .status,
    ).toBe(200);
    expect(await coverageOf(laterDeclined.patient.id)).toBeUndefined();
    expect((await goldUntil(laterDeclined.patient.id))!.getTime()).toBeLessThanOrEqual(ctx.clock.now.getTime());
  });

  it('keeps the Gold she has from elsewhere: a paid period running past the coverage', async () => {
    const harbor = await createCareTeam(ctx, { name: 'Harbor Midwives' });
    const paidUntil = new Date(ctx.clock.now.getTime() + 400 * DAY);
    const { patient } = await legacyJoinCode(harbor, 'pending', paidUntil);
    await ctx.db.db.insert(subscriptions).values({
      userId: patient.id,
      state: 'gold',
      planId: 'gold-monthly',
      periodStart: ctx.clock.now,
      periodEnd: paidUntil,
      autoRenew: true,
    });
    await runMigration();
    expect(await goldUntil(patient.id)).toEqual(paidUntil);
  });
});
