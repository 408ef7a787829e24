// The seat race on PostgreSQL (spec 4 and 9): many patients reserve the last seats of a coaching
// group of 5 at the same moment. Exactly 5 get a seat, every other one a clear 409, the count
// never passes 5, and only the winners spent a credit. One patient racing themselves gets one seat.
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservations, supportSessions } from '../src/db/schema.js';
import { createOffer, createSession, productCredits, setProductCredits } from './care.js';
import { createCareTeam } from './care-team.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { createPatient, type Patient } from './patients.js';

const ctx = setUpTestApp();

async function reserve(patient: Patient, sessionId: number) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/v2/patient/support-session/reserve/${sessionId}`,
    headers: { authorization: `Bearer ${patient.token}` },
  });
  return {
    status: response.statusCode,
    code: response.statusCode === 200 ? null : (response.json() as { code: string }).code,
  };
}

describe.runIf(databaseKind === 'postgres')('the seat race on PostgreSQL', () => {
  it('24 patients racing for a coaching group of 5 get exactly 5 seats and 19 clear refusals', async () => {
    const team = await createCareTeam(ctx);
    const session = await createSession(ctx, await createOffer(ctx, team.organizationId, { type: 'coaching' }), {
      capacity: 5,
    });
    const patients = await Promise.all(Array.from({ length: 24 }, () => createPatient(ctx)));
    await Promise.all(patients.map((p) => setProductCredits(ctx, p, 1)));

    const answers = await Promise.all(patients.map((p) => reserve(p, session.id)));

    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.code}`)).toEqual(
      Array(19).fill('409 errors.sessionFull'),
    );
    const [row] = await ctx.db.db.select().from(supportSessions).where(eq(supportSessions.id, session.id));
    expect(row!.reserved).toBe(5);
    const seats = await ctx.db.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.sessionId, session.id), isNull(reservations.cancelledAt)));
    expect(seats).toHaveLength(5);
    const credits = await Promise.all(patients.map((p) => productCredits(ctx, p)));
    expect(credits.filter((c) => c === 0)).toHaveLength(5);
    expect(new Set(seats.map((s) => s.patientId))).toEqual(
      new Set(patients.filter((_, i) => credits[i] === 0).map((p) => p.id)),
    );
  });

  it('one patient reserving the same seat 6 times at once gets one seat and spends one credit', async () => {
    const team = await createCareTeam(ctx);
    const session = await createSession(ctx, await createOffer(ctx, team.organizationId, { type: 'class' }), {
      capacity: 10,
    });
    const ana = await createPatient(ctx);
    await setProductCredits(ctx, ana, 3);
    const answers = await Promise.all(Array.from({ length: 6 }, () => reserve(ana, session.id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.code}`)).toEqual(
      Array(5).fill('409 errors.alreadyReserved'),
    );
    const [row] = await ctx.db.db.select().from(supportSessions).where(eq(supportSessions.id, session.id));
    expect(row!.reserved).toBe(1);
    expect(await productCredits(ctx, ana)).toBe(2);
  });
});
