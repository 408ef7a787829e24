// The organization directory, the care team's organizations, invites and referrals through the
// HTTP API: every filter of spec 3 and paging, connections pending until the organization confirms
// in the console, archive and record access, invites and referrals through each state (ignoring
// is final), ownership, and bad input refused without a change.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizationInvites, organizations, referrals, users } from '../src/db/schema.js';
import { DEMO_PATIENT, seedDemoWorld } from '../src/db/seed.js';
import { apiCaller, createCareTeam, type Provider } from './care-team.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, createPatient, type Patient } from './patients.js';
import { fingerprint } from './world.js';

const ctx = setUpTestApp();
const call = caller(ctx);
const staffCall = (provider: Provider, operationId: string, method: 'GET' | 'POST', url: string) =>
  apiCaller(ctx)('/api/staff/v1', operationId, method, url, provider.token);

const idOf = async (slug: string) =>
  (await ctx.db.db.select().from(organizations).where(eq(organizations.slug, slug)))[0]!.id;
const names = (page: { data: { name: string }[] }) => page.data.map((o) => o.name).sort();

/** Refused: the answer's status, and not one row changed. */
async function refusedUnchanged(status: number, request: () => Promise<{ status: number }>) {
  const before = await fingerprint(ctx);
  expect((await request()).status).toBe(status);
  expect(await fingerprint(ctx)).toEqual(before);
}

describe(`organizations on ${databaseKind}`, () => {
  let ana: Patient;
  let ben: Patient;
  let provider: Provider;
  beforeAll(async () => {
    await seedDemoWorld(ctx.db.db, ctx.clock.now);
    ana = await createPatient(ctx);
    ben = await createPatient(ctx, { language: 'es' });
    provider = await createCareTeam(ctx, { name: 'Lakeside Birth Center' });
    await ctx.db.db
      .update(organizations)
      .set({
        listed: true,
        slug: 'lakeside-birth-center',
        stateSlug: 'texas',
        citySlug: 'austin',
        languageIds: [1, 6],
        joinCode: 'LAKE',
        teamSize: 15,
        typeIcon: 10,
      })
      .where(eq(organizations.id, provider.organizationId));
  });

  it('finds organizations by every filter of spec 3, each filter any-of and all filters together', async () => {
    const search = async (query: string) =>
      (await call('GET', `/patient/organization/search-for-org-listing?${query}`, ana)).body;
    expect(names(await search('states=texas'))).toEqual(['Bloom Lactation Center', 'Lakeside Birth Center']);
    expect(names(await search('states=texas&languagesSpoken=2'))).toEqual(['Bloom Lactation Center']);
    expect(names(await search('states=texas&states=florida&languagesSpoken=9'))).toEqual([
      'Comunidad de Mamás de Miami',
    ]);
    expect(names(await search('cities=austin'))).toEqual(['Lakeside Birth Center']);
    expect(names(await search('appointmentTypes=mental-health'))).toEqual(['Calm Minds Perinatal Therapy']);
    expect(names(await search('supportGroupsClasses=loss-support'))).toEqual([
      'Calm Minds Perinatal Therapy',
      'Mothers First Advocacy',
    ]);
    expect(names(await search('specialties=8'))).toEqual(['Nourish Family Nutrition']);
    expect(names(await search('expertise=10'))).toEqual(['Little Roots Doula Collective']);
    expect(names(await search('degreesOrCertifications=12'))).toEqual(['Nourish Family Nutrition']);
    expect(names(await search('sizeOfTeam=51-plus'))).toEqual([
      'Desert Sky Women’s Health',
      'Harborview Hospital Maternity',
      'Valley Health Plan',
    ]);
    expect(names(await search('search=bloom'))).toEqual(['Bloom Lactation Center']);
    // Unknown choices match nothing, and never fail.
    expect((await search('specialties=not-an-id')).data).toEqual([]);
    expect((await search('sizeOfTeam=huge')).data).toEqual([]);
    const found = (await search('states=texas')).data.find((o: { name: string }) => o.name === 'Lakeside Birth Center');
    expect(found).toMatchObject({
      slug: 'lakeside-birth-center',
      type_icon: 10,
      city: 'Austin',
      state: 'TX',
      languages: ['English', 'Vietnamese'],
      connection_status: 'none',
      practitioners_count: 1,
    });
  });

  it('pages the results, 20 a page, and counts each filter choice in the asker language', async () => {
    for (let i = 0; i < 22; i += 1) {
      await ctx.db.db.insert(organizations).values({
        name: `Paging Clinic ${String(i).padStart(2, '0')}`,
        kind: 'organization',
        listed: true,
        stateSlug: 'puerto-rico',
      });
    }
    const first = (await call('GET', '/patient/organization/search-for-org-listing?states=puerto-rico', ana)).body;
    expect(first.data).toHaveLength(20);
    expect(first).toMatchObject({ page: 1, has_more: true });
    const second = (await call('GET', '/patient/organization/search-for-org-listing?states=puerto-rico&page=2', ana))
      .body;
    expect(second.data.map((o: { name: string }) => o.name)).toEqual(['Paging Clinic 20', 'Paging Clinic 21']);
    expect(second.has_more).toBe(false);
    const asked = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/patient/organization/get-filters',
      headers: { authorization: `Bearer ${ben.token}`, 'accept-language': 'es' },
    });
    const filters = asked.json();
    expect(filters.states.find((s: { value: string }) => s.value === 'puerto-rico')).toEqual({
      value: 'puerto-rico',
      label: 'Puerto Rico',
      count: 22,
    });
    expect(filters.languagesSpoken.find((l: { value: number }) => l.value === 2)).toMatchObject({ label: 'Español' });
    expect(filters.appointmentTypes.map((t: { label: string }) => t.label)).toContain('Consulta de lactancia');
  });

  it('shows a listed organization publicly by slug or id, in the language asked, and hides unlisted ones', async () => {
    const bySlug = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/public/organizations/listing/bloom-lactation-center',
      headers: { 'accept-language': 'es' },
    });
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json().organization.description).toBe(
      'Consultoras de lactancia en Houston, en la clínica o en casa.',
    );
    expect(bySlug.json().appointment_types.map((t: { name: string }) => t.name)).toEqual([
      'Consulta de lactancia',
      'Visita a domicilio',
    ]);
    const byId = await ctx.app.inject({
      method: 'GET',
      url: `/api/v2/public/organizations/listing/${await idOf('bloom-lactation-center')}`,
    });
    expect(byId.json().practitioners.map((p: { last_name: string }) => p.last_name)).toEqual(['Delgado']);
    const [hidden] = await ctx.db.db
      .insert(organizations)
      .values({ name: 'Not listed', kind: 'organization', slug: 'not-listed' })
      .returning();
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v2/public/organizations/listing/not-listed' })).statusCode,
    ).toBe(404);
    expect((await call('GET', `/patient/organizations/listing/${hidden!.id}`, ana)).status).toBe(404);
    expect(
      (await call('GET', `/patient/organizations/listing/${provider.organizationId}/practitioners`, ana)).body[0],
    ).toMatchObject({ first_name: 'Grace' });
  });

  it('keeps a connection pending until the organization confirms in the console, then puts it on the team', async () => {
    const added = await call('POST', '/patient/referral-resources/add-resource', ana, {
      organization_id: provider.organizationId,
      note: 'Near home',
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      status: 'pending',
      record_access: true,
      note: 'Near home',
      organization: { connection_status: 'pending' },
    });
    expect(
      (
        await call('POST', '/patient/referral-resources/add-resource', ana, {
          organization_id: provider.organizationId,
        })
      ).status,
    ).toBe(409);
    // The same organization added twice at once: one is added, the other told it already is.
    const [cara, racing] = await Promise.all([createPatient(ctx), createCareTeam(ctx, { name: 'Hillside Midwives' })]);
    await ctx.db.db.update(organizations).set({ listed: true }).where(eq(organizations.id, racing.organizationId));
    const twice = await Promise.all(
      [1, 2].map(() =>
        call('POST', '/patient/referral-resources/add-resource', cara, { organization_id: racing.organizationId }),
      ),
    );
    expect(twice.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(
      (await call('GET', '/patient/organizations/all-pending-connections', ana)).body.data.map(
        (c: { organization: { name: string } }) => c.organization.name,
      ),
    ).toEqual(['Lakeside Birth Center']);
    const waiting = await staffCall(provider, 'listPatientConnections', 'GET', '/connections?status=pending');
    expect(waiting.body).toEqual([
      expect.objectContaining({ id: added.body.id, patient: { id: ana.id, name: 'Ana Rivera' }, status: 'pending' }),
    ]);
    // Another organization's provider cannot answer it.
    const other = await createCareTeam(ctx);
    expect(
      (await staffCall(other, 'confirmPatientConnection', 'POST', `/connections/${added.body.id}/confirm`)).status,
    ).toBe(404);
    expect(
      (await staffCall(provider, 'confirmPatientConnection', 'POST', `/connections/${added.body.id}/confirm`)).body
        .status,
    ).toBe('active');
    expect(
      (await staffCall(provider, 'declinePatientConnection', 'POST', `/connections/${added.body.id}/decline`)).status,
    ).toBe(409);
    const me = (await call('GET', '/user', ana)).body;
    expect(me.user_care_orgs).toContainEqual({ id: provider.organizationId, name: 'Lakeside Birth Center' });
    expect(me.care_team_members.map((m: { organization: { id: number } }) => m.organization.id)).toContain(
      provider.organizationId,
    );
    expect(
      (await staffCall(provider, 'listPatientConnections', 'GET', '/connections')).body.map(
        (c: { patient: { id: number } }) => c.patient.id,
      ),
    ).toContain(ana.id);
  });

  it('archives and unarchives an organization, takes back its access, and keeps each patient to their own', async () => {
    const [resource] = (await call('GET', '/patient/referral-resources?status=accepted&search=lakeside', ana)).body
      .data;
    await refusedUnchanged(404, () => call('POST', '/patient/referral-resources/archive', ben, { ids: [resource.id] }));
    await refusedUnchanged(404, () => call('DELETE', `/patient/referral-resources/${resource.id}/record-access`, ben));
    await refusedUnchanged(422, () => call('POST', '/patient/referral-resources/archive', ana, { ids: [] }));
    expect((await call('POST', '/patient/referral-resources/archive', ana, { ids: [resource.id] })).status).toBe(204);
    expect((await call('GET', `/patient/referral-resources/${resource.id}`, ana)).body).toMatchObject({
      status: 'archived',
      organization: { connection_status: 'archived' },
    });
    expect((await call('GET', '/user', ana)).body.user_care_orgs).not.toContainEqual({
      id: provider.organizationId,
      name: 'Lakeside Birth Center',
    });
    expect((await call('POST', '/patient/referral-resources/unarchive', ana, { ids: [resource.id] })).status).toBe(204);
    expect((await call('GET', `/patient/referral-resources/${resource.id}`, ana)).body.status).toBe('accepted');
    const revoked = await call('DELETE', `/patient/referral-resources/${resource.id}/record-access`, ana);
    expect(revoked.body).toMatchObject({ record_access: false, status: 'accepted' });
    expect(
      (await staffCall(provider, 'listPatientConnections', 'GET', '/connections')).body.find(
        (c: { id: number }) => c.id === resource.id,
      ).record_access,
    ).toBe(false);
    expect((await call('DELETE', `/patient/referral-resources/${resource.id}`, ana)).status).toBe(204);
    expect(
      (await call('GET', '/user', ana)).body.care_team_members.map(
        (m: { organization: { id: number } }) => m.organization.id,
      ),
    ).not.toContain(provider.organizationId);
  });

  it('lists declined connections and lets the patient ask again by code', async () => {
    const asked = await call('POST', '/patient/organizations/team-request/code/%20lake%20', ben);
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ organization: { name: 'Lakeside Birth Center' }, status: 'pending' });
    expect((await call('GET', '/patient/organizations/code/LAKE', ben)).body).toMatchObject({
      name: 'Lakeside Birth Center',
      connection_status: 'pending',
    });
    expect((await call('GET', '/patient/organizations/code/NOPE', ben)).status).toBe(404);
    await staffCall(provider, 'declinePatientConnection', 'POST', `/connections/${asked.body.id}/decline`);
    expect((await call('GET', '/patient/organizations/all-declined-connections', ben)).body.data).toEqual([
      expect.objectContaining({ id: asked.body.id, status: 'declined' }),
    ]);
    expect((await call('POST', '/patient/organizations/team-request/code/LAKE', ben)).body.status).toBe('pending');
    expect((await call('GET', '/patient/organizations/all-declined-connections', ben)).body.data).toEqual([]);
  });

  it('takes an invite through viewed and maybe later to accepted, after which it is closed', async () => {
    expect((await call('GET', '/patient/organizations/invites/active', ana)).status).toBe(204);
    const at = new Date('2026-11-20T14:00:00Z');
    const [invite] = await ctx.db.db
      .insert(organizationInvites)
      .values({
        patientId: ana.id,
        organizationId: await idOf('valley-health-plan'),
        invitedAt: at,
        messageEn: 'Join us',
        messageEs: 'Únete',
      })
      .returning();
    expect((await call('GET', '/patient/organizations/invites/active', ana)).body).toEqual({
      id: invite!.id,
      invitedAt: at.toISOString(),
      state: 'active',
      organization: { id: invite!.organizationId, name: 'Valley Health Plan' },
      message: 'Join us',
    });
    await refusedUnchanged(404, () => call('POST', `/patient/organizations/invites/${invite!.id}/accept`, ben));
    expect((await call('POST', `/patient/organizations/invites/${invite!.id}/viewed`, ana)).body.state).toBe('viewed');
    expect((await call('POST', `/patient/organizations/invites/${invite!.id}/maybelater`, ana)).body.state).toBe(
      'maybeLater',
    );
    expect((await call('GET', '/patient/organizations/invites', ana)).body.map((i: { id: number }) => i.id)).toEqual([
      invite!.id,
    ]);
    expect((await call('POST', `/patient/organizations/invites/${invite!.id}/accept`, ana)).body.state).toBe(
      'accepted',
    );
    await refusedUnchanged(409, () => call('POST', `/patient/organizations/invites/${invite!.id}/decline`, ana));
    expect((await call('GET', '/patient/organizations/invites', ana)).body).toEqual([]);
    // The organization asked: it is on the team at once.
    expect((await call('GET', '/user', ana)).body.user_care_orgs).toContainEqual({
      id: invite!.organizationId,
      name: 'Valley Health Plan',
    });
  });

  it('moves open invites to pending referrals, and takes referrals through accept, decline, archive and a final ignore', async () => {
    const organizationId = await idOf('calm-minds-perinatal');
    const [invite] = await ctx.db.db
      .insert(organizationInvites)
      .values({ patientId: ben.id, organizationId, invitedAt: new Date('2026-11-19T09:00:00Z') })
      .returning();
    await refusedUnchanged(404, () =>
      call('POST', '/patient/referral-resources/invites/move-to-pending', ana, { ids: [invite!.id] }),
    );
    expect(
      (await call('POST', '/patient/referral-resources/invites/move-to-pending', ben, { ids: [invite!.id] })).status,
    ).toBe(204);
    const [pending] = (await call('GET', '/patient/referral-resources/referrals/active', ben)).body;
    expect(pending).toMatchObject({
      status: 'pending',
      organization: { id: organizationId },
      referred_by: 'Calm Minds Perinatal Therapy',
    });
    expect((await call('GET', '/patient/organizations/invites', ben)).body).toEqual([]);
    const accepted = await call('POST', `/patient/referral-resources/referrals/${pending.id}/accept`, ben);
    expect(accepted.body.status).toBe('accepted');
    // Accepting asks the organization to connect: pending until it confirms.
    expect(
      (await call('GET', '/patient/organizations/all-pending-connections?search=calm', ben)).body.data,
    ).toHaveLength(1);
    expect((await call('POST', `/patient/referral-resources/referrals/${pending.id}/archive`, ben)).body.status).toBe(
      'archived',
    );

    const make = async () =>
      (
        await ctx.db.db
          .insert(referrals)
          .values({
            patientId: ben.id,
            organizationId: await idOf('nourish-family-nutrition'),
            referredBy: 'Grace Okafor',
            referredAt: new Date(),
          })
          .returning()
      )[0]!;
    const declined = await make();
    expect((await call('DELETE', `/patient/referral-resources/referrals/${declined.id}/decline`, ben)).status).toBe(
      204,
    );
    await refusedUnchanged(409, () => call('POST', `/patient/referral-resources/referrals/${declined.id}/accept`, ben));
    const ignored = await make();
    await refusedUnchanged(404, () => call('POST', `/patient/referral-resources/referrals/${ignored.id}/ignore`, ana));
    expect((await call('POST', `/patient/referral-resources/referrals/${ignored.id}/ignore`, ben)).body.status).toBe(
      'ignored',
    );
    for (const [method, action] of [
      ['POST', 'accept'],
      ['DELETE', 'decline'],
      ['POST', 'archive'],
      ['POST', 'ignore'],
    ] as const) {
      await refusedUnchanged(409, () =>
        call(method, `/patient/referral-resources/referrals/${ignored.id}/${action}`, ben),
      );
    }
  });

  it('refers the patient to an organization or one of its practitioners, and to Matrona once', async () => {
    const bloom = await idOf('bloom-lactation-center');
    const [rosa] = (
      await call(
        'GET',
        `/patient/referral-resources/get-practitioners-for-send-referrals-search?search=delg&organization_id=${bloom}`,
        ana,
      )
    ).body;
    expect(rosa).toMatchObject({ last_name: 'Delgado', organization: { id: bloom } });
    await refusedUnchanged(404, () =>
      call('POST', `/patient/refer/refer-to-practitioner/${rosa.id}/for-org/${provider.organizationId}`, ana),
    );
    const referred = await call('POST', `/patient/refer/refer-to-practitioner/${rosa.id}/for-org/${bloom}`, ana);
    expect(referred.status).toBe(201);
    expect(referred.body).toMatchObject({ status: 'accepted', practitioner: { id: rosa.id }, referred_by: null });
    const nourish = await idOf('nourish-family-nutrition');
    expect(
      (await call('POST', `/patient/refer/refer-to-organization/${nourish}`, ana, { practitioner: 0 })).body
        .organization.id,
    ).toBe(nourish);
    expect(
      (await call('GET', '/patient/organizations/all-pending-connections', ana)).body.data.map(
        (c: { organization: { id: number } }) => c.organization.id,
      ),
    ).toEqual(expect.arrayContaining([bloom, nourish]));
    expect(
      (
        await call('GET', '/patient/referral-resources/get-organizations-for-send-referrals-search?search=nourish', ana)
      ).body.map((o: { id: number }) => o.id),
    ).toEqual([nourish]);
    const first = await call('POST', '/patient/refer/auto-refer-to-mamas-organization', ana);
    const again = await call('POST', '/patient/refer/auto-refer-to-mamas-organization', ana);
    expect(first.body).toHaveLength(1);
    expect(again.body).toEqual(first.body);
    expect((await call('GET', '/user', ana)).body.user_care_orgs.map((o: { name: string }) => o.name)).toContain(
      'Matrona Care Team',
    );
  });

  it('adds a resource by hand with its contact checked, edits it, draws its image map and removes it', async () => {
    await refusedUnchanged(422, () =>
      call('POST', '/patient/referral-resources', ana, {
        name: 'Mi doula',
        phone: '12345',
        website: 'ftp://x',
        state: 'texas',
        city: 'miami',
      }),
    );
    await refusedUnchanged(422, () =>
      call('POST', '/patient/referral-resources', ana, { organization_id: 3, name: 'Mi doula' }),
    );
    const made = await call('POST', '/patient/referral-resources', ana, {
      name: 'Mi doula',
      phone: '(305) 555-0177',
      state: 'florida',
      city: 'miami',
      note: 'Sofía',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      status: 'accepted',
      record_access: false,
      added_by_patient: true,
      organization: { name: 'Mi doula', phone: '3055550177', city: 'Miami', state: 'FL' },
    });
    // Hand-added resources stay the patient's own.
    expect(
      (await call('GET', '/patient/organization/search-for-org-listing?search=Mi%20doula', ana)).body.data,
    ).toEqual([]);
    await refusedUnchanged(404, () =>
      call('PUT', `/patient/referral-resources/${made.body.id}`, ben, { note: 'mine' }),
    );
    const edited = await call('PUT', `/patient/referral-resources/${made.body.id}`, ana, {
      name: 'Sofía, doula',
      website: 'https://sofia.example',
    });
    expect(edited.body.organization).toMatchObject({
      name: 'Sofía, doula',
      website: 'https://sofia.example/',
      city: 'Miami',
    });
    const map = await call('GET', `/patient/referral-resources/img-map-resource/${made.body.id}/card?width=400`, ana);
    expect(map.body.image_url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(map.body.areas.map((a: { url: string }) => a.url.split(':')[0])).toEqual(['tel', 'https', 'https']);
    expect(map.body.areas[0].coords[2]).toBeLessThanOrEqual(400);
    expect((await call('DELETE', `/patient/referral-resources/${made.body.id}`, ana)).status).toBe(204);
    expect((await call('GET', `/patient/referral-resources/${made.body.id}`, ana)).status).toBe(404);
  });

  it('tells an e-mail, a phone and an organization code a referral can go to', async () => {
    const check = async (value: string) =>
      (await call('POST', `/patient/referral-resources/validate/${encodeURIComponent(value)}`, ana)).body;
    expect(await check('nurse@clinic.example')).toEqual({ valid: true, kind: 'email' });
    expect(await check('nurse@clinic')).toEqual({ valid: false, kind: 'email' });
    expect(await check('(213) 555-0100')).toEqual({ valid: true, kind: 'phone' });
    expect(await check('555')).toEqual({ valid: false, kind: 'phone' });
    expect(await check('sunrise')).toEqual({ valid: true, kind: 'code' });
    expect(await check('NOPE')).toEqual({ valid: false, kind: 'code' });
  });

  it('seeds a directory across types and states, and a demo patient with her list, a pending invite and a pending referral', async () => {
    const listed = await ctx.db.db.select().from(organizations).where(eq(organizations.listed, true));
    expect(new Set(listed.map((o) => o.typeIcon)).size).toBe(9);
    expect(new Set(listed.map((o) => o.stateSlug)).size).toBeGreaterThanOrEqual(8);
    const [demo] = await ctx.db.db.select().from(users).where(eq(users.email, DEMO_PATIENT.email));
    const patient = {
      id: demo!.id,
      uuid: demo!.uuid,
      email: demo!.email,
      phone: demo!.phone,
      token: await ctx.app.services.sessions.create(demo!.id),
    };
    expect(
      (await call('GET', '/patient/referral-resources', patient)).body.data
        .map((r: { organization: { name: string } }) => r.organization.name)
        .sort(),
    ).toEqual(['Little Roots Doula Collective', 'Sunrise Maternity Care']);
    expect((await call('GET', '/patient/organizations/invites/active', patient)).body.organization.name).toBe(
      'Valley Health Plan',
    );
    expect(
      (await call('GET', '/patient/referral-resources/referrals/active', patient)).body.map(
        (r: { organization: { name: string } }) => r.organization.name,
      ),
    ).toEqual(['Bloom Lactation Center']);
  });
});
