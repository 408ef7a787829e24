// The server's writes are stamped by its injected clock (services/index.ts `now`), never by the
// machine's or the database's: with the clock set to a moment far from today, every stored time
// is that moment. A write that read the wall clock or SQL's now() would store today instead.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { children, medicalProfiles, monitors, users, weightReadings } from '../src/db/schema.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, createPatient, type Patient } from './patients.js';

const ctx = setUpTestApp();
const call = caller(ctx);

/** Months before the harness's own clock and the machine's: a wall-clock stamp cannot equal it. */
const FIXED = new Date('2026-03-04T05:06:07.000Z');

describe(`the server's clock on ${databaseKind}`, () => {
  let ana: Patient;
  const user = async () => (await ctx.db.db.select().from(users).where(eq(users.id, ana.id)))[0]!;

  beforeAll(async () => {
    ana = await createPatient(ctx);
    ctx.clock.now = FIXED;
  });

  it('stamps a profile change and a biometric choice with the clock', async () => {
    expect((await call('PUT', '/patient/profile', ana, { first_name: 'Ana María' })).status).toBe(200);
    expect((await user()).updatedAt).toEqual(FIXED);
    ctx.clock.now = new Date(FIXED.getTime() + 60_000);
    await ctx.app.services.security.setBiometric(await user(), true, 'Matrona test password 1');
    expect((await user()).updatedAt).toEqual(ctx.clock.now);
  });

  it('stamps a baby, her changes and her weights with the clock', async () => {
    ctx.clock.now = FIXED;
    const { body: child } = await call('POST', '/patient/child', ana, {
      first_name: 'Sofia',
      date_of_birth: '2026-02-20',
    });
    ctx.clock.now = new Date(FIXED.getTime() + 120_000);
    expect(
      (await call('PUT', `/patient/child/${child.id}`, ana, { first_name: 'Sofía', date_of_birth: '2026-02-20' }))
        .status,
    ).toBe(200);
    const [row] = await ctx.db.db.select().from(children).where(eq(children.id, child.id));
    expect(row!.updatedAt).toEqual(ctx.clock.now);

    // The baby's weight monitor is made when the monitors are first listed.
    const listed = await call('GET', '/patient/monitors', ana);
    const monitor = listed.body.find((m: { type: string }) => m.type === 'weight') as { id: number };
    ctx.clock.now = new Date(FIXED.getTime() + 180_000);
    const added = await call('POST', '/patient/monitors/weight', ana, {
      monitor_id: monitor.id,
      weight: 4,
      unit: 'kg',
      measured_on: '2026-03-01',
    });
    expect(added.status).toBe(201);
    const [reading] = await ctx.db.db.select().from(weightReadings).where(eq(weightReadings.id, added.body.id));
    expect(reading!.createdAt).toEqual(ctx.clock.now);
    const [after] = await ctx.db.db.select().from(monitors).where(eq(monitors.id, monitor.id));
    expect(after!.lastReadingAt).toEqual(ctx.clock.now);
  });

  it('stamps the medical profile, first written and changed, with the clock', async () => {
    ctx.clock.now = FIXED;
    await ctx.app.services.medicalProfiles.update(await user(), { pregnancies_experienced: 1 });
    const stamp = async () =>
      (await ctx.db.db.select().from(medicalProfiles).where(eq(medicalProfiles.userId, ana.id)))[0]!.updatedAt;
    expect(await stamp()).toEqual(FIXED);
    ctx.clock.now = new Date(FIXED.getTime() + 240_000);
    await ctx.app.services.medicalProfiles.countPregnancy(await user());
    expect(await stamp()).toEqual(ctx.clock.now);
  });
});
