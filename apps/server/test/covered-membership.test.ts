// Joining a covered membership over HTTP (PUT /membership), each answer checked against
// openapi/v2.yaml: by an organization's join code (once the organization confirms her) or invite
// code when it covers memberships, or by
// an eligibility check asked again of the health plan; a new session token replacing the old one;
// an organization covering a patient once; and every refusal a 422 that writes nothing.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  inviteCodes,
  membershipCoverages,
  organizationConnections,
  organizations,
  subscriptions,
  users,
} from '../src/db/schema.js';
import { seedDemoWorld } from '../src/db/seed.js';
import { addMonths } from '../src/services/payments/plan.js';
import { apiCaller, createCareTeam, type Provider } from './care-team.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, createPatient, type Patient } from './patients.js';
import { changedTables, fingerprint } from './world.js';

const ctx = setUpTestApp();
const call = caller(ctx);
/** The organization's answer in the console, signed in afresh (the test's clock moves by days). */
const answer = async (provider: Provider, connectionId: number, verb: 'confirm' | 'decline') =>
  apiCaller(ctx)(
    '/api/staff/v1',
    `${verb}PatientConnection`,
    'POST',
    `/connections/${connectionId}/${verb}`,
    await ctx.app.services.sessions.create(provider.userId),
  );

const eligibility = {
  first_name: 'Ana',
  last_name: 'Lopez',
  birthday: '1995-02-11',
  zip: '94110',
  insurance_provider: 'Bay Area Health Plan',
  member_id: 'BAHP123456',
  group_number: null,
  stage: 'expecting',
  due_date: '2027-03-01',
};

const goldUntil = async (patient: Patient) =>
  (await ctx.db.db.select().from(users).where(eq(users.id, patient.id)))[0]!.goldUntil;
const connection = async (patient: Patient, organizationId: number) =>
  (
    await ctx.db.db.select().from(organizationConnections).where(eq(organizationConnections.patientId, patient.id))
  ).find((c) => c.organizationId === organizationId);

async function refusedUnchanged(patient: Patient | null, body: object) {
  const before = await fingerprint(ctx);
  const answer = await call('PUT', '/membership', patient, body);
  expect(changedTables(before, await fingerprint(ctx)).filter((table) => table !== 'rate_limit_hits')).toEqual([]);
  return answer;
}

describe(`covered memberships on ${databaseKind}`, () => {
  let valley: number;
  let bloom: number;
  let harbor: Provider;
  beforeAll(async () => {
    await seedDemoWorld(ctx.db.db, ctx.clock.now);
    harbor = await createCareTeam(ctx, { name: 'Harbor Family Health' });
    await ctx.db.db
      .update(organizations)
      .set({ joinCode: 'HARBORCOVE', coveredMembershipMonths: 12 })
      .where(eq(organizations.id, harbor.organizationId));
    const id = async (slug: string) =>
      (await ctx.db.db.select().from(organizations).where(eq(organizations.slug, slug)))[0]!.id;
    valley = await id('valley-health-plan');
    bloom = await id('bloom-lactation-center');
    await ctx.db.db.insert(inviteCodes).values([
      { code: 'VALLEY-ANA', organizationId: valley, inviterName: 'Rita Gomez' },
      { code: 'BLOOM-COVER', organizationId: bloom },
    ]);
  });

  it("asks to join by a covering organization's join code: a new token, the old one ended, and no Gold until the organization confirms her", async () => {
    const ana = await createPatient(ctx);
    const joined = await call('PUT', '/membership', ana, { assign_code: ' harborcove ' });
    expect(joined.status).toBe(200);
    expect(joined.body.token).not.toBe(ana.token);
    expect((await call('GET', '/user', ana)).status).toBe(401);
    // A join code is a word anyone may guess: it only asks, and Gold waits for the organization.
    expect(await goldUntil(ana)).toBeNull();
    const request = await connection(ana, harbor.organizationId);
    expect(request).toMatchObject({ confirmation: 'pending' });
    expect(await ctx.db.db.select().from(membershipCoverages).where(eq(membershipCoverages.userId, ana.id))).toEqual([
      expect.objectContaining({
        source: 'assign_code',
        organizationId: harbor.organizationId,
        awaitingOrganization: true,
      }),
    ]);

    // Confirmed a week later in the console: Gold for the organization's months from that day.
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 7 * 86_400_000);
    const confirmed = await answer(harbor, request!.id, 'confirm');
    expect(confirmed.status).toBe(200);
    expect(await goldUntil(ana)).toEqual(addMonths(ctx.clock.now, 12));
    const me = await call('GET', '/user', { ...ana, token: await ctx.app.services.sessions.create(ana.id) });
    expect(me.body.matrona_gold_expire_at).toBe(addMonths(ctx.clock.now, 12).toISOString());

    // The same code a month later answers a token and gives nothing more.
    const confirmedOn = ctx.clock.now;
    ctx.clock.now = addMonths(ctx.clock.now, 1);
    const again = await call(
      'PUT',
      '/membership',
      { ...ana, token: await ctx.app.services.sessions.create(ana.id) },
      { assign_code: 'HARBORCOVE' },
    );
    expect(again.status).toBe(200);
    expect(await goldUntil(ana)).toEqual(addMonths(confirmedOn, 12));
    expect(
      await ctx.db.db.select().from(membershipCoverages).where(eq(membershipCoverages.userId, ana.id)),
    ).toHaveLength(1);
  });

  it('gives nothing when the organization declines a join code, and the request can be made again', async () => {
    const iris = await createPatient(ctx);
    expect((await call('PUT', '/membership', iris, { assign_code: 'HARBORCOVE' })).status).toBe(200);
    const request = await connection(iris, harbor.organizationId);
    expect((await answer(harbor, request!.id, 'decline')).status).toBe(200);
    expect(await goldUntil(iris)).toBeNull();
    expect(await ctx.db.db.select().from(membershipCoverages).where(eq(membershipCoverages.userId, iris.id))).toEqual(
      [],
    );
  });

  it('covers at once by a join code when the organization has already confirmed her', async () => {
    const june = await createPatient(ctx);
    expect((await call('PUT', '/membership', june, { assign_code: 'HARBORCOVE' })).status).toBe(200);
    const request = await connection(june, harbor.organizationId);
    expect((await answer(harbor, request!.id, 'confirm')).status).toBe(200);
    await ctx.db.db.delete(membershipCoverages).where(eq(membershipCoverages.userId, june.id));
    await ctx.db.db.update(users).set({ goldUntil: null }).where(eq(users.id, june.id));
    const token = await ctx.app.services.sessions.create(june.id);
    expect((await call('PUT', '/membership', { ...june, token }, { assign_code: 'HARBORCOVE' })).status).toBe(200);
    expect(await goldUntil(june)).toEqual(addMonths(ctx.clock.now, 12));
  });

  it("joins by an organization's invite code, used once, with the organization confirmed on her team", async () => {
    const bea = await createPatient(ctx);
    expect((await call('PUT', '/membership', bea, { invite_code: 'valley-ana' })).status).toBe(200);
    expect(await goldUntil(bea)).toEqual(addMonths(ctx.clock.now, 12));
    expect(await connection(bea, valley)).toMatchObject({ confirmation: 'confirmed' });
    expect((await ctx.db.db.select().from(inviteCodes).where(eq(inviteCodes.code, 'VALLEY-ANA')))[0]).toMatchObject({
      usedByPatientId: bea.id,
    });
    const cleo = await createPatient(ctx);
    expect(await refusedUnchanged(cleo, { invite_code: 'VALLEY-ANA' })).toMatchObject({
      status: 422,
      body: { fields: { invite_code: 'validation.inviteUnavailable' } },
    });
  });

  it('joins by an eligibility check the server asks again of the health plan', async () => {
    const dora = await createPatient(ctx);
    expect((await call('PUT', '/membership', dora, { eligibility })).status).toBe(200);
    expect(await goldUntil(dora)).toEqual(addMonths(ctx.clock.now, 12));
    expect(await ctx.db.db.select().from(membershipCoverages).where(eq(membershipCoverages.userId, dora.id))).toEqual([
      expect.objectContaining({
        source: 'eligibility',
        insurer: 'Bay Area Health Plan',
        months: 12,
        organizationId: null,
      }),
    ]);
  });

  it('refuses what is not covered, unknown codes, no choice or two, and a patient whose Gold renews on her card, writing nothing', async () => {
    const eva = await createPatient(ctx);
    expect(await refusedUnchanged(eva, { assign_code: 'BLOOM' })).toMatchObject({
      status: 422,
      body: { code: 'errors.membershipNotCovered' },
    });
    expect(await refusedUnchanged(eva, { invite_code: 'BLOOM-COVER' })).toMatchObject({
      status: 422,
      body: { code: 'errors.membershipNotCovered' },
    });
    expect(await refusedUnchanged(eva, { eligibility: { ...eligibility, zip: '10001' } })).toMatchObject({
      status: 422,
      body: { code: 'errors.membershipNotCovered' },
    });
    expect(await refusedUnchanged(eva, { eligibility: { ...eligibility, member_id: '000123456' } })).toMatchObject({
      status: 422,
      body: { code: 'errors.memberIdNotVerified' },
    });
    expect(await refusedUnchanged(eva, { assign_code: 'NO-SUCH-TEAM' })).toMatchObject({
      status: 422,
      body: { fields: { assign_code: 'validation.assignCodeUnknown' } },
    });
    expect(await refusedUnchanged(eva, { invite_code: 'NO-SUCH-INVITE' })).toMatchObject({
      status: 422,
      body: { fields: { invite_code: 'validation.inviteUnavailable' } },
    });
    expect(await refusedUnchanged(eva, {})).toMatchObject({
      status: 422,
      body: { fields: { invite_code: 'validation.required' } },
    });
    expect(await refusedUnchanged(eva, { assign_code: 'VALLEY', invite_code: 'VALLEY-ANA' })).toMatchObject({
      status: 422,
    });
    expect((await refusedUnchanged(eva, { assign_code: 'VALLEY', plan: 'free' })).status).toBe(422);
    expect((await refusedUnchanged(null, { assign_code: 'VALLEY' })).status).toBe(401);

    const fay = await createPatient(ctx, { goldUntil: addMonths(ctx.clock.now, 1) });
    await ctx.db.db.insert(subscriptions).values({
      userId: fay.id,
      state: 'gold',
      planId: 'gold-monthly',
      periodStart: ctx.clock.now,
      periodEnd: addMonths(ctx.clock.now, 1),
      autoRenew: true,
    });
    expect(await refusedUnchanged(fay, { assign_code: 'VALLEY' })).toMatchObject({
      status: 422,
      body: { code: 'errors.alreadyMember' },
    });
  });
});
