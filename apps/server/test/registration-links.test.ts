// Registration from a link (spec 2 "Navigation guards": the invite and assign_code values kept for
// registration; spec 7 GET /patient/invites/{code}/info): who invited her, shown before she has an
// account; the organization on her team once the account exists; an unknown, used or expired code
// refused with its field message and nothing written, not even the account.
import { eq } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { inviteCodes, organizationConnections, organizationInvites, organizations, users } from '../src/db/schema.js';
import { DEMO_ORGANIZATION } from '../src/db/seed-care-team.js';
import { seedDemoWorld } from '../src/db/seed.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, createPatient, type Patient } from './patients.js';
import { fingerprint } from './world.js';

const ctx = setUpTestApp();
const call = caller(ctx);
const DAY = 24 * 60 * 60 * 1000;

const newcomer = () => {
  const n = randomInt(1_000_000, 9_999_999);
  return {
    first_name: 'Lucía',
    last_name: 'Reyes',
    email: `lucia${n}@example.com`,
    password: 'lullaby-2026',
    password_confirmation: 'lullaby-2026',
    zip: '77002',
    phone: `713${n}`,
    agree: true,
  };
};

async function refusedUnchanged(request: () => Promise<{ status: number; body: any }>) {
  const before = await fingerprint(ctx);
  const answer = await request();
  expect(answer.status).toBe(422);
  expect(await fingerprint(ctx)).toEqual(before);
  return answer.body.fields;
}

const organizationId = async (name: string) =>
  (await ctx.db.db.select().from(organizations).where(eq(organizations.name, name)))[0]!.id;
const connectionsOf = async (email: string) => {
  const [user] = await ctx.db.db.select().from(users).where(eq(users.email, email));
  return ctx.db.db.select().from(organizationConnections).where(eq(organizationConnections.patientId, user!.id));
};

describe(`registration links on ${databaseKind}`, () => {
  let bloom: number;
  beforeAll(async () => {
    await seedDemoWorld(ctx.db.db, ctx.clock.now);
    bloom = await organizationId('Bloom Lactation Center');
    await ctx.db.db.insert(inviteCodes).values([
      {
        code: 'LATE-ONE',
        organizationId: bloom,
        inviterName: 'Grace Okafor',
        expiresAt: new Date(ctx.clock.now.getTime() - DAY),
      },
      {
        code: 'TEST-ONE',
        organizationId: bloom,
        inviterName: null,
        benefitEn: 'A visit at home.',
        benefitEs: 'Una visita a domicilio.',
      },
      { code: 'TEST-TWO', organizationId: bloom },
    ]);
  });

  it('tells anyone who invited her, by the code in any case, in her language', async () => {
    const answer = await call('GET', '/patient/invites/%20bloom-ana%20/info', null);
    expect(answer).toMatchObject({
      status: 200,
      body: {
        code: 'BLOOM-ANA',
        organization: { id: bloom, name: 'Bloom Lactation Center' },
        inviter_name: 'Grace Okafor',
        status: 'active',
      },
    });
    const spanish = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/patient/invites/TEST-ONE/info',
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.json()).toMatchObject({ benefit: 'Una visita a domicilio.', inviter_name: null, status: 'active' });
    expect((await call('GET', '/patient/invites/LATE-ONE/info', null)).body.status).toBe('expired');
    expect((await call('GET', '/patient/invites/NO-SUCH-CODE/info', null)).status).toBe(404);
  });

  it('by number, shows only the signed-in patient her own organization invite', async () => {
    const ana: Patient = await createPatient(ctx);
    const other: Patient = await createPatient(ctx);
    const [invite] = await ctx.db.db
      .insert(organizationInvites)
      .values({ patientId: ana.id, organizationId: bloom, invitedAt: ctx.clock.now, messageEn: 'Come to our class.' })
      .returning();
    expect(await call('GET', `/patient/invites/${invite!.id}/info`, ana)).toMatchObject({
      status: 200,
      body: {
        id: invite!.id,
        organization: { name: 'Bloom Lactation Center' },
        status: 'active',
        benefit: 'Come to our class.',
      },
    });
    expect((await call('GET', `/patient/invites/${invite!.id}/info`, other)).status).toBe(404);
    expect((await call('GET', `/patient/invites/${invite!.id}/info`, null)).status).toBe(404);
  });

  it('puts the inviting organization on the new patient’s team, confirmed, and uses the invite up', async () => {
    const person = newcomer();
    const answer = await call('POST', '/pregister', null, { ...person, invite: 'bloom-welcome' });
    expect(answer.status).toBe(201);
    expect(await connectionsOf(person.email)).toEqual([
      expect.objectContaining({ organizationId: bloom, confirmation: 'confirmed', recordAccess: true }),
    ]);
    expect((await call('GET', '/patient/invites/BLOOM-WELCOME/info', null)).body.status).toBe('used');
    const team = await call('GET', '/patient/referral-resources?status=accepted', {
      token: answer.body.token,
    } as Patient);
    expect(team.body.data.map((r: { organization: { name: string } }) => r.organization.name)).toContain(
      'Bloom Lactation Center',
    );
  });

  it('refuses a used, expired or unknown invite without creating the account', async () => {
    for (const invite of ['BLOOM-WELCOME', 'LATE-ONE', 'NOPE-0000']) {
      expect(await refusedUnchanged(() => call('POST', '/pregister', null, { ...newcomer(), invite }))).toEqual({
        invite: 'validation.inviteUnavailable',
      });
    }
    // The invite's message joins the form's own: she learns everything at once.
    const fields = await refusedUnchanged(() =>
      call('POST', '/pregister', null, { ...newcomer(), email: 'nope', invite: 'LATE-ONE' }),
    );
    expect(fields).toEqual({ email: 'validation.invalidEmail', invite: 'validation.inviteUnavailable' });
  });

  it('asks to join the team an assign code names, pending until it confirms', async () => {
    const person = newcomer();
    expect((await call('POST', '/pregister', null, { ...person, assign_code: ' sunrise ' })).status).toBe(201);
    expect(await connectionsOf(person.email)).toEqual([
      expect.objectContaining({ organizationId: await organizationId(DEMO_ORGANIZATION), confirmation: 'pending' }),
    ]);
    expect(
      await refusedUnchanged(() => call('POST', '/pregister', null, { ...newcomer(), assign_code: 'NOBODY' })),
    ).toEqual({
      assign_code: 'validation.assignCodeUnknown',
    });
  });

  it('honours both links, once for an organization both name', async () => {
    await ctx.db.db.update(organizations).set({ joinCode: 'BLOOMTEAM' }).where(eq(organizations.id, bloom));
    const person = newcomer();
    expect(
      (await call('POST', '/pregister', null, { ...person, invite: 'TEST-ONE', assign_code: 'BLOOMTEAM' })).status,
    ).toBe(201);
    expect(await connectionsOf(person.email)).toEqual([
      expect.objectContaining({ organizationId: bloom, confirmation: 'confirmed' }),
    ]);
    const both = newcomer();
    expect(
      (await call('POST', '/pregister', null, { ...both, invite: 'TEST-TWO', assign_code: 'SUNRISE' })).status,
    ).toBe(201);
    expect((await connectionsOf(both.email)).map((c) => [c.organizationId, c.confirmation]).sort()).toEqual(
      [
        [bloom, 'confirmed'],
        [await organizationId(DEMO_ORGANIZATION), 'pending'],
      ].sort(),
    );
  });

  it('gives one invite to one of two registrations made at once', async () => {
    await ctx.db.db.insert(inviteCodes).values({ code: 'RACE-ONE', organizationId: bloom });
    // A new hour: the registrations above used this address's hourly allowance.
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 60 * 60 * 1000);
    const answers = await Promise.all(
      [newcomer(), newcomer()].map((person) => call('POST', '/pregister', null, { ...person, invite: 'RACE-ONE' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    const [row] = await ctx.db.db.select().from(inviteCodes).where(eq(inviteCodes.code, 'RACE-ONE'));
    expect(row!.usedByPatientId).not.toBeNull();
  });
});
