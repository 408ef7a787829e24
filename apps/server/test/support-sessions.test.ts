// Groups, classes and coaching (spec 4 and 9): browsing offers and sessions, a seat reserved and
// cancelled with the credits rule, Gold, the coaching group's 5, started and ended sessions, the
// video link for attendees only, the calendar event, and refusals that change nothing.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservations, supportSessions } from '../src/db/schema.js';
import { createOffer, createSession, productCredits, setProductCredits } from './care.js';
import { createCareTeam } from './care-team.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, createPatient } from './patients.js';
import { fingerprint } from './world.js';

const ctx = setUpTestApp();
const call = caller(ctx);
const YEAR = 365 * 24 * 3600_000;
const HOUR = 3600_000;

async function seatsOf(sessionId: number) {
  const [row] = await ctx.db.db
    .select({ n: supportSessions.reserved })
    .from(supportSessions)
    .where(eq(supportSessions.id, sessionId));
  return row!.n;
}

describe(`support sessions on ${databaseKind}`, () => {
  it('a free patient with 1 credit reserves a class (credit 0) and cancels it (credit 1); the seat is counted and given back', async () => {
    const team = await createCareTeam(ctx);
    const offer = await createOffer(ctx, team.organizationId, { type: 'class' });
    const session = await createSession(ctx, offer, { capacity: 3 });
    const ana = await createPatient(ctx);
    await setProductCredits(ctx, ana, 1);

    const reserved = await call('POST', `/patient/support-session/reserve/${session.id}`, ana);
    expect(reserved.status).toBe(200);
    expect(reserved.body).toMatchObject({
      id: session.id,
      spots_left: 2,
      status: 'upcoming',
      reservation: { paid_with_credit: true, cancelled_at: null },
    });
    expect(await productCredits(ctx, ana)).toBe(0);
    // The patient reads the same count where Care shows it.
    expect((await call('GET', '/stripe/get-balance', ana)).body.product_credits).toBe(0);

    const twice = await call('POST', `/patient/support-session/reserve/${session.id}`, ana);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('errors.alreadyReserved');
    expect(await seatsOf(session.id)).toBe(1);

    const cancelled = await call('POST', `/patient/support-session/cancel/${session.uuid}`, ana, {
      reason: 'Baby arrived early',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.spots_left).toBe(3);
    expect(cancelled.body.reservation).toMatchObject({ cancel_reason: 'Baby arrived early', paid_with_credit: true });
    expect(cancelled.body.reservation.cancelled_at).not.toBeNull();
    expect(await productCredits(ctx, ana)).toBe(1);
    expect((await call('GET', '/stripe/get-balance', ana)).body.product_credits).toBe(1);
    expect(await seatsOf(session.id)).toBe(0);

    const again = await call('POST', `/patient/support-session/cancel/${session.uuid}`, ana, { reason: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('errors.notReserved');
    expect(await productCredits(ctx, ana)).toBe(1);

    // The seat can be taken again after cancelling.
    expect((await call('POST', `/patient/support-session/reserve/${session.id}`, ana)).status).toBe(200);
    expect(await productCredits(ctx, ana)).toBe(0);
  });

  it('a free patient without credits is refused and nothing changes; a Gold member reserves without credits and gets none back', async () => {
    const team = await createCareTeam(ctx);
    const session = await createSession(ctx, await createOffer(ctx, team.organizationId));
    const free = await createPatient(ctx);
    const before = await fingerprint(ctx);
    const refused = await call('POST', `/patient/support-session/reserve/${session.id}`, free);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('errors.noCredits');
    expect(await fingerprint(ctx)).toEqual(before);

    const gold = await createPatient(ctx, { goldUntil: new Date(ctx.clock.now.getTime() + YEAR) });
    const seat = await call('POST', `/patient/support-session/reserve/${session.id}`, gold);
    expect(seat.status).toBe(200);
    expect(seat.body.reservation.paid_with_credit).toBe(false);
    expect(await productCredits(ctx, gold)).toBe(0);
    expect(
      (await call('POST', `/patient/support-session/cancel/${session.uuid}`, gold, { reason: 'Cannot come' })).status,
    ).toBe(200);
    expect(await productCredits(ctx, gold)).toBe(0);
  });

  it('a coaching group holds at most 5, whatever its capacity says, and shows its seats so; the sixth hears the session is full', async () => {
    const team = await createCareTeam(ctx);
    const session = await createSession(ctx, await createOffer(ctx, team.organizationId, { type: 'coaching' }), {
      capacity: 8,
    });
    const sixth = await createPatient(ctx);
    expect((await call('GET', `/patient/support-session/${session.id}`, sixth)).body).toMatchObject({
      capacity: 5,
      spots_left: 5,
    });
    for (let i = 0; i < 5; i += 1) {
      const patient = await createPatient(ctx, { goldUntil: new Date(ctx.clock.now.getTime() + YEAR) });
      expect((await call('POST', `/patient/support-session/reserve/${session.id}`, patient)).status).toBe(200);
    }
    // Shown full before she tries: not 3 seats left of 8.
    expect((await call('GET', `/patient/support-session/${session.id}`, sixth)).body).toMatchObject({
      capacity: 5,
      spots_left: 0,
    });
    await setProductCredits(ctx, sixth, 1);
    const full = await call('POST', `/patient/support-session/reserve/${session.id}`, sixth);
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('errors.sessionFull');
    expect(await productCredits(ctx, sixth)).toBe(1);
    expect(await seatsOf(session.id)).toBe(5);
  });

  it('a started session cannot be reserved; an ended one says so; the video link shows only to an attendee while it runs', async () => {
    const team = await createCareTeam(ctx);
    const offer = await createOffer(ctx, team.organizationId);
    const session = await createSession(ctx, offer, { startsInHours: 0.25 });
    const ana = await createPatient(ctx);
    const bea = await createPatient(ctx);
    await setProductCredits(ctx, ana, 1);
    await setProductCredits(ctx, bea, 1);
    expect((await call('POST', `/patient/support-session/reserve/${session.id}`, ana)).status).toBe(200);
    expect((await call('GET', `/patient/support-session/${session.id}`, ana)).body.video_url).toBeNull();

    ctx.clock.now = new Date(ctx.clock.now.getTime() + HOUR / 3);
    try {
      const started = await call('POST', `/patient/support-session/reserve/${session.id}`, bea);
      expect(started.status).toBe(409);
      expect(started.body.code).toBe('errors.sessionStarted');
      expect(await productCredits(ctx, bea)).toBe(1);
      expect((await call('GET', `/patient/support-session/${session.id}`, ana)).body).toMatchObject({
        status: 'inProgress',
        video_url: 'https://video.matrona.test/room/1',
      });
      expect((await call('GET', `/patient/support-session/${session.id}`, bea)).body.video_url).toBeNull();

      // Past its end, in steps that keep both sign-ins alive.
      for (const step of [1, 2]) {
        ctx.clock.now = new Date(ctx.clock.now.getTime() + (step * HOUR) / 3);
        await call('GET', `/patient/support-session/${session.id}`, ana);
        await call('GET', `/patient/support-session/${session.id}`, bea);
      }
      const ended = await call('POST', `/patient/support-session/reserve/${session.id}`, bea);
      expect(ended.status).toBe(409);
      expect(ended.body).toMatchObject({
        code: 'errors.sessionEnded',
        message: 'Sorry, but this session has been already ended',
      });
      const late = await call('POST', `/patient/support-session/cancel/${session.uuid}`, ana, { reason: 'Too late' });
      expect(late.body.code).toBe('errors.sessionEnded');
      expect((await call('GET', `/patient/support-session/${session.id}`, ana)).body).toMatchObject({
        status: 'finished',
        video_url: null,
      });
    } finally {
      ctx.clock.now = new Date('2026-11-22T10:00:00Z');
    }
  });

  it("refuses bad input and unknown sessions with a 4xx that changes nothing; another patient's seat is not theirs to cancel", async () => {
    const team = await createCareTeam(ctx);
    const session = await createSession(ctx, await createOffer(ctx, team.organizationId), { capacity: 2 });
    const ana = await createPatient(ctx, { goldUntil: new Date(ctx.clock.now.getTime() + YEAR) });
    const bea = await createPatient(ctx);
    expect((await call('POST', `/patient/support-session/reserve/${session.id}`, ana)).status).toBe(200);
    const before = await fingerprint(ctx);
    expect((await call('POST', `/patient/support-session/cancel/${session.uuid}`, ana, { reason: '' })).status).toBe(
      422,
    );
    expect(
      (await call('POST', `/patient/support-session/cancel/${session.uuid}`, ana, { reason: 'x'.repeat(501) })).status,
    ).toBe(422);
    expect((await call('POST', `/patient/support-session/reserve/999999`, ana)).status).toBe(404);
    expect(
      (
        await call('POST', `/patient/support-session/cancel/00000000-0000-4000-8000-000000000000`, ana, {
          reason: 'No',
        })
      ).status,
    ).toBe(404);
    const stranger = await call('POST', `/patient/support-session/cancel/${session.uuid}`, bea, { reason: 'Not mine' });
    expect(stranger.status).toBe(409);
    expect(stranger.body.code).toBe('errors.notReserved');
    expect((await call('GET', `/patient/support-session/${session.id}`, bea)).body.reservation).toBeNull();
    expect(await fingerprint(ctx)).toEqual(before);
    const [seat] = await ctx.db.db.select().from(reservations).where(eq(reservations.sessionId, session.id));
    expect(seat!.cancelledAt).toBeNull();
  });

  it('browses offers: one offer with its coming sessions paged, by type, by filters, an organization, one at a session', async () => {
    const team = await createCareTeam(ctx, { name: 'Lactation Collective' });
    const offer = await createOffer(ctx, team.organizationId, {
      type: 'group',
      category: 'sleep',
      title: 'Sleep circle',
    });
    const soon = await createSession(ctx, offer, { startsInHours: 24 });
    await createSession(ctx, offer, { startsInHours: 72, platform: 'in_person' });
    await createSession(ctx, offer, { startsInHours: -24 });
    const es = await createPatient(ctx, { language: 'es' });

    const product = await call('GET', `/patient/support-product/${offer.productId}`, es);
    expect(product.body).toMatchObject({
      id: offer.productId,
      type: 'group',
      title: 'Sleep circle (es)',
      sessions_count: 2,
      organization: { name: 'Lactation Collective' },
    });
    expect(product.body.next_session.id).toBe(soon.id);
    const sessions = await call('GET', `/patient/support-product/product-period-sessions/${offer.productId}`, es);
    expect(sessions.body).toMatchObject({ page: 1, has_more: false });
    expect(sessions.body.data.map((s: { id: number }) => s.id)[0]).toBe(soon.id);
    expect(sessions.body.data).toHaveLength(2);
    expect((await call('GET', `/patient/support-product/${offer.productId}/${soon.uuid}`, es)).body.session.id).toBe(
      soon.id,
    );
    expect(
      (await call('GET', `/patient/support-product/${offer.productId}/00000000-0000-4000-8000-000000000000`, es))
        .status,
    ).toBe(404);

    const inPerson = await call('POST', '/patient/support-product/period-sessions', es, {
      categories: ['sleep'],
      locations: ['in_person'],
    });
    expect(inPerson.body.data).toHaveLength(1);
    expect(inPerson.body.data[0]).toMatchObject({ virtual: false, address: '100 Main St, Los Angeles' });
    const groups = await call('POST', '/patient/support-product/load-more-products/group', es, {
      categories: ['sleep'],
    });
    expect(groups.body.data.map((p: { id: number }) => p.id)).toEqual([offer.productId]);
    expect(
      (await call('POST', '/patient/support-product/load-more-products/coaching', es, { categories: ['sleep'] })).body
        .data,
    ).toEqual([]);
    expect(
      (await call('POST', '/patient/support-product/groups', es, { organization_id: team.organizationId })).body.data,
    ).toHaveLength(1);
    expect(
      (await call('GET', `/patient/support-product/organizations/${team.organizationId}/sessions`, es)).body,
    ).toHaveLength(2);
    expect((await call('GET', `/patient/support-product/organizations/999999/sessions`, es)).status).toBe(404);
    expect((await call('POST', '/patient/support-product/groups', es, { types: ['nope'] })).status).toBe(422);
  });

  it('gives a session as a calendar event: JSON and an iCalendar file', async () => {
    const team = await createCareTeam(ctx);
    const session = await createSession(
      ctx,
      await createOffer(ctx, team.organizationId, { title: 'Birth prep, part 1; breathing' }),
      { platform: 'in_person' },
    );
    const ana = await createPatient(ctx);
    const json = await call('GET', `/patient/support-session/calendar-event/${session.id}/json`, ana);
    expect(json.body).toMatchObject({
      title: 'Birth prep, part 1; breathing',
      location: '100 Main St, Los Angeles',
      starts_at: session.startsAt.toISOString(),
      timezone: 'America/Los_Angeles',
    });
    const file = await call('GET', `/patient/support-session/calendar-event/${session.id}/file`, ana);
    expect(file.status).toBe(200);
    expect(file.body).toContain('BEGIN:VCALENDAR\r\n');
    expect(file.body).toContain('SUMMARY:Birth prep\\, part 1\\; breathing\r\n');
    // The session's own time in its zone, the zone described in the file.
    const local = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'America/Los_Angeles',
      dateStyle: 'short',
      timeStyle: 'medium',
    }).format(session.startsAt);
    expect(file.body).toContain(`DTSTART;TZID=America/Los_Angeles:${local.replace(/[-:]/g, '').replace(' ', 'T')}\r\n`);
    expect(file.body).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Los_Angeles\r\n');
    expect((await call('GET', '/patient/support-session/calendar-event/999999/file', ana)).status).toBe(404);
  });
});
