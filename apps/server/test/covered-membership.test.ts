// Joining a covered membership over HTTP (PUT /membership), each answer checked against
// openapi/v2.yaml: by an organization's join code or invite code when it covers memberships, or by
// an eligibility check asked again of the health plan; a new session token replacing the old one;
// an organization covering a patient once; and every refusal a 422 that writes nothing.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inviteCodes, membershipCoverages, organizationConnections, organizations, subscriptions, users } from '../src/db/schema.js';
import { seedDemoWorld } from '../src/db/seed.js';
import { addMonths } from '../src/services/payments/plan.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, createPatient, type Patient } from './patients.js';
import { changedTables, fingerprint } from './world.js';

const ctx = setUpTestApp();
const call = caller(ctx);

const eligibility = {
  first_name: 'Ana', last_name: 'Lopez', birthday: '1995-02-11', zip: '94110', insurance_provider: 'Bay Area Health Plan',
  member_id: 'BAHP123456', group_number: null, stage: 'expecting', due_date: '2027-03-01',
};

const goldUntil = async (patient: Patient) => (await ctx.db.db.select().from(users).where(eq(users.id, patient.id)))[0]!.goldUntil;
const connection = async (patient: Patient, organizationId: number) =>
  (await ctx.db.db.select().from(organizationConnections).where(eq(organizationConnections.patientId, patient.id))).find((c) => c.organizationId === organizationId);

async function refusedUnchanged(patient: Patient | null, body: object) {
  const before = await fingerprint(ctx);
  const answer = await call('PUT', '/membership', patient, body);
  expect(changedTables(before, await fingerprint(ctx)).filter((table) => table !== 'rate_limit_hits')).toEqual([]);
  return answer;
}

describe(`covered memberships on ${databaseKind}`, () => {
  let valley: number;
  let bloom: number;
  beforeAll(async () => {
    await seedDemoWorld(ctx.db.db, ctx.clock.now);
    const id = async (slug: string) => (await ctx.db.db.select().from(organizations).where(eq(organizations.slug, slug)))[0]!.id;
    valley = await id('valley-health-plan');
    bloom = await id('bloom-lactation-center');
    await ctx.db.db.insert(inviteCodes).values([{ code: 'VALLEY-ANA', organizationId: valley, inviterName: 'Rita Gomez' }, { code: 'BLOOM-COVER', organizationId: bloom }]);
  });

  it("joins by a covering organization's join code: Gold for its months, a new token, the old one ended", async () => {
    const ana = await createPatient(ctx);
    const joined = await call('PUT', '/membership', ana, { assign_code: ' valley ' });
    expect(joined.status).toBe(200);
    expect(joined.body.token).not.toBe(ana.token);
    expect(await goldUntil(ana)).toEqual(addMonths(ctx.clock.now, 12));
    expect((await call('GET', '/user', ana)).status).toBe(401);
    const me = await call('GET', '/user', { ...ana, token: joined.body.token });
    expect(me.body.matrona_gold_expire_at).toBe(addMonths(ctx.clock.now, 12).toISOString());
    expect(await connection(ana, valley)).toMatchObject({ confirmation: 'pending' });

    // The same code a month later answers a token and gives nothing more.
    ctx.clock.now = addMonths(ctx.clock.now, 1);
    const again = await call('PUT', '/membership', { ...ana, token: await ctx.app.services.sessions.create(ana.id) }, { assign_code: 'VALLEY' });
    expect(again.status).toBe(200);
    expect(await goldUntil(ana)).toEqual(addMonths(new Date('2026-11-22T10:00:00Z'), 12));
    expect(await ctx.db.db.select().from(membershipCoverages).where(eq(membershipCoverages.userId, ana.id))).toHaveLength(1);
  });

  it("joins by an organization's invite code, used once, with the organization confirmed on her team", async () => {
    const bea = await createPatient(ctx);
    expect((await call('PUT', '/membership', bea, { invite_code: 'valley-ana' })).status).toBe(200);
    expect(await goldUntil(bea)).toEqual(addMonths(ctx.clock.now, 12));
    expect(await connection(bea, valley)).toMatchObject({ confirmation: 'confirmed' });
    expect((await ctx.db.db.select().from(inviteCodes).where(eq(inviteCodes.code, 'VALLEY-ANA')))[0]).toMatchObject({ usedByPatientId: bea.id });
    const cleo = await createPatient(ctx);
    expect(await refusedUnchanged(cleo, { invite_code: 'VALLEY-ANA' })).toMatchObject({ status: 422, body: { fields: { invite_code: 'validation.inviteUnavailable' } } });
  });

  it('joins by an eligibility check the server asks again of the health plan', async () => {
    const dora = await createPatient(ctx);
    expect((await call('PUT', '/membership', dora, { eligibility })).status).toBe(200);
    expect(await goldUntil(dora)).toEqual(addMonths(ctx.clock.now, 12));
    expect(await ctx.db.db.select().from(membershipCoverages).where(eq(membershipCoverages.userId, dora.id))).toEqual([
      expect.objectContaining({ source: 'eligibility', insurer: 'Bay Area Health Plan', months: 12, organizationId: null }),
    ]);
  });

  it('refuses what is not covered, unknown codes, no choice or two, and a patient whose Gold renews on her card, writing nothing', async () => {
    const eva = await createPatient(ctx);
    expect(await refusedUnchanged(eva, { assign_code: 'BLOOM' })).toMatchObject({ status: 422, body: { code: 'errors.membershipNotCovered' } });
    expect(await refusedUnchanged(eva, { invite_code: 'BLOOM-COVER' })).toMatchObject({ status: 422, body: { code: 'errors.membershipNotCovered' } });
    expect(await refusedUnchanged(eva, { eligibility: { ...eligibility, zip: '10001' } })).toMatchObject({ status: 422, body: { code: 'errors.membershipNotCovered' } });
    expect(await refusedUnchanged(eva, { eligibility: { ...eligibility, member_id: '000123456' } })).toMatchObject({ status: 422, body: { code: 'errors.memberIdNotVerified' } });
    expect(await refusedUnchanged(eva, { assign_code: 'NO-SUCH-TEAM' })).toMatchObject({ status: 422, body: { fields: { assign_code: 'validation.assignCodeUnknown' } } });
    expect(await refusedUnchanged(eva, { invite_code: 'NO-SUCH-INVITE' })).toMatchObject({ status: 422, body: { fields: { invite_code: 'validation.inviteUnavailable' } } });
    expect(await refusedUnchanged(eva, {})).toMatchObject({ status: 422, body: { fields: { invite_code: 'validation.required' } } });
    expect(await refusedUnchanged(eva, { assign_code: 'VALLEY', invite_code: 'VALLEY-ANA' })).toMatchObject({ status: 422 });
    expect((await refusedUnchanged(eva, { assign_code: 'VALLEY', plan: 'free' })).status).toBe(422);
    expect((await refusedUnchanged(null, { assign_code: 'VALLEY' })).status).toBe(401);

    const fay = await createPatient(ctx, { goldUntil: addMonths(ctx.clock.now, 1) });
    await ctx.db.db.insert(subscriptions).values({ userId: fay.id, state: 'gold', planId: 'gold-monthly', periodStart: ctx.clock.now, periodEnd: addMonths(ctx.clock.now, 1), autoRenew: true });
    expect(await refusedUnchanged(fay, { assign_code: 'VALLEY' })).toMatchObject({ status: 422, body: { code: 'errors.alreadyMember' } });
  });
});
