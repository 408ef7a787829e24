// Kick counting through the HTTP API: Gold only, a count kept by the server across reloads, saved as
// a reading with the domain's rules, or discarded; another patient's ids are not found.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, createPatient, type Patient } from './patients.js';

const ctx = setUpTestApp();
const call = caller(ctx);
const expected = { first_name: 'Luna', due_date: '2027-02-10' };

describe(`kick counter on ${databaseKind}`, () => {
  let gold: Patient;
  let free: Patient;
  let monitor: number;

  beforeAll(async () => {
    ctx.clock.now = new Date('2026-11-22T19:00:00Z');
    gold = await createPatient(ctx, {
      goldUntil: new Date('2027-11-22T00:00:00Z'),
      timezone: 'America/New_York',
      dueDate: '2027-02-10',
    });
    free = await createPatient(ctx);
  });

  it('makes one kick counter per expected baby, for Gold members only', async () => {
    const luna = (await call('POST', '/patient/child', gold, expected)).body;
    const sol = (await call('POST', '/patient/child', gold, { first_name: 'Sol', due_date: '2027-02-10' })).body;
    const created = await call('POST', '/patient/monitors/kick-counter/create-monitor', gold, {
      children: [luna.id, sol.id],
    });
    expect(created.status).toBe(201);
    expect(
      created.body.map((m: { type: string; name: string; child_id: number }) => [m.type, m.name, m.child_id]),
    ).toEqual([
      ['kick_counter', 'Kick counter for Luna', luna.id],
      ['kick_counter', 'Kick counter for Sol', sol.id],
    ]);
    monitor = created.body[0].id;
    const again = await call('POST', '/patient/monitors/kick-counter/create-monitor', gold, { children: [luna.id] });
    expect(again.body[0].id).toBe(monitor);
    expect(
      (await call('GET', '/patient/monitors', gold)).body.filter((m: { type: string }) => m.type === 'kick_counter'),
    ).toHaveLength(2);

    const freeChild = (await call('POST', '/patient/child', free, expected)).body;
    expect(
      (await call('POST', '/patient/monitors/kick-counter/create-monitor', free, { children: [freeChild.id] })).status,
    ).toBe(403);
    const notTheirs = await call('POST', '/patient/monitors/kick-counter/create-monitor', gold, {
      children: [freeChild.id],
    });
    expect(notTheirs).toMatchObject({ status: 422, body: { fields: { children: 'validation.invalid' } } });
  });

  it('counts kicks on a timer the server keeps, so a reload finds it, then saves it', async () => {
    const started = await call('POST', '/patient/monitors/kick-counter', gold, { id: monitor });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ monitor_id: monitor, kicks: 0, started_at: '2026-11-22T19:00:00.000Z' });
    const session = started.body.id;
    for (let i = 0; i < 11; i++) await call('POST', `/patient/monitors/kick-counter/kick/${session}`, gold);
    expect((await call('DELETE', `/patient/monitors/kick-counter/kick/${session}`, gold)).body.kicks).toBe(10);

    // The page reloads: starting again answers the count in progress.
    ctx.clock.now = new Date('2026-11-22T19:20:00Z');
    const resumed = await call('POST', '/patient/monitors/kick-counter', gold, { id: monitor });
    expect(resumed.body).toEqual({
      id: session,
      monitor_id: monitor,
      started_at: '2026-11-22T19:00:00.000Z',
      kicks: 10,
    });
    expect((await call('GET', `/patient/monitors/kick-counter/${monitor}/readings`, gold)).body.data).toEqual([]);

    const saved = await call('PUT', `/patient/monitors/kick-counter/${session}`, gold, {
      total_kicks: 10,
      duration: { hours: 0, minutes: 20, seconds: 5 },
      date: '2026-11-22',
      time: '14:00',
      notes: ' After dinner ',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      id: session,
      total_kicks: 10,
      duration: { hours: 0, minutes: 20, seconds: 5 },
      notes: 'After dinner',
      added_by: { id: gold.id, name: 'Ana Rivera' },
    });
    expect((await call('POST', `/patient/monitors/kick-counter/kick/${session}`, gold)).status).toBe(404);
    const detail = await call('GET', `/patient/monitors/kick-counter/${monitor}`, gold);
    expect(detail.body.readings.data.map((r: { id: number }) => r.id)).toEqual([session]);
    expect(detail.body.monitor.last_reading_at).toBe('2026-11-22T19:20:00.000Z');
  });

  it('discards a running count, and refuses a count without a duration', async () => {
    const { body: session } = await call('POST', '/patient/monitors/kick-counter', gold, { id: monitor });
    expect(session.kicks).toBe(0);
    const invalid = await call('PUT', `/patient/monitors/kick-counter/${session.id}`, gold, {
      total_kicks: 3,
      duration: { hours: 0, minutes: 0, seconds: 0 },
      date: '2026-11-22',
      time: '14:30',
    });
    expect(invalid).toMatchObject({
      status: 422,
      body: { fields: { 'duration.minutes': 'validation.durationRequired' } },
    });
    expect((await call('DELETE', `/patient/monitors/kick-counter/${session.id}`, gold)).status).toBe(204);
    const fresh = await call('POST', '/patient/monitors/kick-counter', gold, { id: monitor });
    expect(fresh.body.id).not.toBe(session.id);
    await call('DELETE', `/patient/monitors/kick-counter/${fresh.body.id}`, gold);
    expect((await call('GET', `/patient/monitors/kick-counter/${monitor}/readings`, gold)).body.data).toHaveLength(1);
  });

  it('keeps counts to their patient, and closes them when Gold ends', async () => {
    ctx.clock.now = new Date('2026-11-22T19:30:00Z');
    const other = await createPatient(ctx, { goldUntil: new Date('2027-11-22T00:00:00Z'), dueDate: '2027-02-10' });
    const { body: readings } = await call('GET', `/patient/monitors/kick-counter/${monitor}/readings`, gold);
    const reading = readings.data[0].id;
    expect((await call('GET', `/patient/monitors/kick-counter/${monitor}`, other)).status).toBe(404);
    expect((await call('POST', '/patient/monitors/kick-counter', other, { id: monitor })).status).toBe(404);
    expect(
      (
        await call('PUT', `/patient/monitors/kick-counter/${reading}`, other, {
          total_kicks: 1,
          duration: { hours: 0, minutes: 1, seconds: 0 },
          date: '2026-11-22',
          time: '10:00',
        })
      ).status,
    ).toBe(404);
    expect((await call('DELETE', `/patient/monitors/kick-counter/${reading}`, other)).status).toBe(404);

    await ctx.db.db
      .update(users)
      .set({ goldUntil: new Date('2026-11-22T19:25:00Z') })
      .where(eq(users.id, gold.id));
    expect((await call('GET', `/patient/monitors/kick-counter/${monitor}`, gold)).status).toBe(403);
    expect((await call('POST', '/patient/monitors/kick-counter', gold, { id: monitor })).status).toBe(403);
    expect((await call('GET', '/patient/monitors', gold)).body.map((m: { type: string }) => m.type)).toEqual([
      'pressure',
    ]);
  });
});
