// The care plan (spec 3, 4 and 9): today, history and future paged by day from 1 with has-more,
// completing (to the top of the non-milestone items, with its time), unassigning, archiving and
// bringing back, milestones, a reserved session's item through its states, the care page, its
// filters and sessions, past contacts, another patient's items as 404, and bad input refused.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { supportSessions } from '../src/db/schema.js';
import { assign, createOffer, createSession, dayOffset } from './care.js';
import { createCareTeam } from './care-team.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, createPatient } from './patients.js';
import { fingerprint } from './world.js';

const ctx = setUpTestApp();
const call = caller(ctx);
const YEAR = 365 * 24 * 3600_000;
const titles = (day: { items: { title: string }[] }) => day.items.map((i) => i.title);

describe(`the care plan on ${databaseKind}`, () => {
  it('lists today, history (newest day first) and future (soonest first), each paged by day from 1 with has-more', async () => {
    const ana = await createPatient(ctx);
    await assign(ctx, ana, dayOffset(ctx, -2), { title: 'Two days ago' });
    await assign(ctx, ana, dayOffset(ctx, -1), { title: 'Yesterday' });
    await assign(ctx, ana, dayOffset(ctx, 0), { title: 'Today' });
    for (let d = 1; d <= 22; d += 1) await assign(ctx, ana, dayOffset(ctx, d), { title: `In ${d} days` });

    const today = await call('GET', '/patient/care-plan/today', ana);
    expect(today.body).toMatchObject({ page: 1, has_more: false });
    expect(today.body.data.map(titles)).toEqual([['Today']]);
    const history = await call('GET', '/patient/care-plan/history', ana);
    expect(history.body.data.map((d: { date: string }) => d.date)).toEqual([dayOffset(ctx, -1), dayOffset(ctx, -2)]);

    const first = await call('GET', '/patient/care-plan/future', ana);
    expect(first.body).toMatchObject({ page: 1, has_more: true });
    expect(first.body.data).toHaveLength(20);
    expect(first.body.data[0].date).toBe(dayOffset(ctx, 1));
    const second = await call('GET', '/patient/care-plan/future?page=2', ana);
    expect(second.body).toMatchObject({ page: 2, has_more: false });
    expect(second.body.data.map(titles)).toEqual([['In 21 days'], ['In 22 days']]);
    const everything = await call('GET', '/patient/care-plan/future?all=1', ana);
    expect(everything.body).toMatchObject({ page: 1, has_more: false });
    expect(everything.body.data).toHaveLength(22);
    expect((await call('GET', '/patient/care-plan/future?page=0', ana)).status).toBe(422);
  });

  it('completing an item moves it to the top of the non-milestone items with its completed time; a milestone is reached on its own call', async () => {
    const ana = await createPatient(ctx);
    const day = dayOffset(ctx, 0);
    const milestone = await assign(ctx, ana, day, { title: 'First week home', type: 'milestone' });
    const a = await assign(ctx, ana, day, { title: 'A' });
    await assign(ctx, ana, day, { title: 'B' });
    const c = await assign(ctx, ana, day, { title: 'C' });

    const done = await call('POST', `/patient/assignment/complete/${c.id}`, ana);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      id: c.id,
      completed: true,
      completed_at: ctx.clock.now.toISOString(),
      milestone: false,
    });
    expect((await call('GET', '/patient/care-plan/today', ana)).body.data.map(titles)).toEqual([
      ['First week home', 'C', 'A', 'B'],
    ]);

    ctx.clock.now = new Date(ctx.clock.now.getTime() + 60_000);
    try {
      await call('POST', `/patient/assignment/complete/${a.id}`, ana);
      expect((await call('GET', '/patient/care-plan/today', ana)).body.data.map(titles)).toEqual([
        ['First week home', 'A', 'C', 'B'],
      ]);
    } finally {
      ctx.clock.now = new Date('2026-11-22T10:00:00Z');
    }

    expect((await call('POST', `/patient/assignment/complete/${milestone.id}`, ana)).status).toBe(404);
    expect((await call('PUT', `/patient/care-plan/milestones/${a.id}/completed`, ana)).status).toBe(404);
    const reached = await call('PUT', `/patient/care-plan/milestones/${milestone.id}/completed`, ana);
    expect(reached.body).toEqual({
      id: milestone.id,
      title: 'First week home',
      completed: true,
      completed_at: ctx.clock.now.toISOString(),
    });
    expect((await call('GET', `/patient/assignment/${milestone.id}`, ana)).body).toMatchObject({
      milestone: true,
      completed: true,
      type: 'milestone',
    });
  });

  it('unassigns (gone for good), archives (out of today and future, kept in history) and brings back', async () => {
    const ana = await createPatient(ctx);
    const today = await assign(ctx, ana, dayOffset(ctx, 0), { title: 'Walk' });
    const past = await assign(ctx, ana, dayOffset(ctx, -3), { title: 'Old task' });
    const gone = await assign(ctx, ana, dayOffset(ctx, 1), { title: 'Not for me' });

    expect((await call('PUT', `/patient/assignment/${today.id}/archive`, ana)).status).toBe(204);
    expect((await call('GET', '/patient/care-plan/today', ana)).body.data).toEqual([]);
    expect((await call('GET', `/patient/assignment/${today.id}`, ana)).body.archived).toBe(true);
    expect((await call('PUT', `/patient/assignment/${past.id}/archive`, ana)).status).toBe(204);
    expect((await call('GET', '/patient/care-plan/history', ana)).body.data[0].items[0]).toMatchObject({
      id: past.id,
      archived: true,
    });
    expect((await call('PUT', `/patient/assignment/${today.id}/unarchive`, ana)).status).toBe(204);
    expect((await call('GET', '/patient/care-plan/today', ana)).body.data.map(titles)).toEqual([['Walk']]);

    expect((await call('PUT', `/patient/assignment/${gone.id}/unassign`, ana)).status).toBe(204);
    expect((await call('GET', `/patient/assignment/${gone.id}`, ana)).status).toBe(404);
    expect((await call('GET', '/patient/care-plan/future', ana)).body.data).toEqual([]);
    expect((await call('PUT', `/patient/assignment/${gone.id}/unassign`, ana)).status).toBe(404);
  });

  it("answers 404 to another patient's item on every call and changes nothing; refuses bad filters", async () => {
    const ana = await createPatient(ctx);
    const bea = await createPatient(ctx);
    const item = await assign(ctx, ana, dayOffset(ctx, 0), { type: 'task' });
    const milestone = await assign(ctx, ana, dayOffset(ctx, 0), { type: 'milestone' });
    const before = await fingerprint(ctx);
    for (const [method, url] of [
      ['GET', `/patient/assignment/${item.id}`],
      ['POST', `/patient/assignment/complete/${item.id}`],
      ['PUT', `/patient/assignment/${item.id}/unassign`],
      ['PUT', `/patient/assignment/${item.id}/archive`],
      ['PUT', `/patient/assignment/${item.id}/unarchive`],
      ['PUT', `/patient/care-plan/milestones/${milestone.id}/completed`],
    ] as const) {
      expect((await call(method, url, bea)).status, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', '/patient/care-plan/today', bea)).body.data).toEqual([]);
    expect((await call('POST', '/patient/assignment', bea, { colours: ['red'] })).status).toBe(422);
    expect((await call('POST', '/patient/assignment', bea, { types: ['x'.repeat(300)] })).status).toBe(422);
    expect(await fingerprint(ctx)).toEqual(before);
  });

  it('a reserved session joins the plan, shows its state and place, completes with the animation once finished, and becomes a past contact with its summary', async () => {
    const team = await createCareTeam(ctx, { name: 'Bloom Doulas' });
    const offer = await createOffer(ctx, team.organizationId, {
      type: 'group',
      category: 'postpartum',
      title: 'New parents circle',
    });
    const session = await createSession(ctx, offer, { startsInHours: 26, presenterIds: [team.practitionerId] });
    const ana = await createPatient(ctx, { goldUntil: new Date(ctx.clock.now.getTime() + YEAR) });
    expect((await call('POST', `/patient/support-session/reserve/${session.id}`, ana)).status).toBe(200);

    const future = await call('GET', '/patient/care-plan/future', ana);
    const [item] = future.body.data[0].items;
    expect(item).toMatchObject({
      type: 'support_session',
      title: 'New parents circle',
      status: 'upcoming',
      completed: false,
      location: { type: 'virtual', video_session_uuid: session.uuid, video_url: null },
      appointment: null,
    });
    const overview = await call('GET', '/patient/care', ana);
    expect(overview.body.programs.map((p: { id: string }) => p.id)).toContain('doula_care');
    expect(overview.body.upcoming.map((i: { id: number }) => i.id)).toEqual([item.id]);
    const filters = await call('GET', '/patient/care/filters', ana);
    expect(filters.body.categories).toContainEqual({ value: 'postpartum', label: 'Postpartum' });
    expect(filters.body.locations.map((l: { value: string }) => l.value)).toEqual(['virtual', 'in_person']);
    expect(
      (await call('POST', '/patient/assignment', ana, { categories: ['postpartum'], locations: ['virtual'] })).body
        .data[0].items[0].id,
    ).toBe(item.id);
    expect((await call('POST', '/patient/assignment', ana, { locations: ['in_person'] })).body.data).toEqual([]);
    const sessions = await call('POST', '/patient/care/sessions', ana, {
      categories: ['postpartum'],
      types: ['group'],
    });
    expect(sessions.body.data.map((s: { id: number }) => s.id)).toEqual([session.id]);
    expect((await call('POST', '/patient/care/sessions', ana, { types: ['task'] })).body.data).toEqual([]);
    expect((await call('GET', '/patient/interactions', ana)).body).toEqual([]);

    // After the session ends (the clock moves on; a new sign-in, the old one idled out).
    await ctx.db.db
      .update(supportSessions)
      .set({ summary: 'Talked about sleep and visitors.' })
      .where(eq(supportSessions.id, session.id));
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 28 * 3600_000);
    try {
      const later = { ...ana, token: await ctx.app.services.sessions.create(ana.id) };
      const done = await call('GET', `/patient/assignment/${item.id}`, later);
      expect(done.body).toMatchObject({
        status: 'finished',
        completed: true,
        animated: true,
        completed_at: new Date(session.endsAt).toISOString(),
      });
      // The animation plays once: the next answer, the item alone or in its day, no longer asks for it.
      expect((await call('GET', `/patient/assignment/${item.id}`, later)).body).toMatchObject({
        completed: true,
        animated: false,
      });
      const contacts = await call('GET', '/patient/interactions', later);
      expect(contacts.body).toHaveLength(1);
      expect(contacts.body[0]).toMatchObject({
        type: 'session',
        title: 'New parents circle',
        summary: 'Talked about sleep and visitors.',
        organization: { name: 'Bloom Doulas' },
      });
      expect(contacts.body[0].practitioner.id).toBe(team.practitionerId);
      expect((await call('GET', `/patient/interaction/${contacts.body[0].id}`, later)).body).toEqual(contacts.body[0]);
      const stranger = await createPatient(ctx);
      expect((await call('GET', `/patient/interaction/${contacts.body[0].id}`, stranger)).status).toBe(404);
    } finally {
      ctx.clock.now = new Date('2026-11-22T10:00:00Z');
    }
  });

  it('cancelling a seat takes its item off the plan', async () => {
    const team = await createCareTeam(ctx);
    const session = await createSession(ctx, await createOffer(ctx, team.organizationId), { startsInHours: 30 });
    const ana = await createPatient(ctx, { goldUntil: new Date(ctx.clock.now.getTime() + YEAR) });
    await call('POST', `/patient/support-session/reserve/${session.id}`, ana);
    expect((await call('GET', '/patient/care-plan/future', ana)).body.data).toHaveLength(1);
    await call('POST', `/patient/support-session/cancel/${session.uuid}`, ana, { reason: 'Sick' });
    expect((await call('GET', '/patient/care-plan/future', ana)).body.data).toEqual([]);
  });
});
