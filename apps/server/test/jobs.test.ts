// The job queue in the database: a job that throws is recorded and retried with backoff while
// the others run; a due job runs once across servers; a reminder that cannot be computed fails
// alone; and a time zone no runtime can read is refused at every call that writes one.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobsOfKind } from '../src/db/queries/jobs.js';
import { users } from '../src/db/schema.js';
import { JobQueue, retryDelayMs } from '../src/services/jobs.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, createPatient, type Patient } from './patients.js';

const ctx = setUpTestApp();
const call = caller(ctx);
const quiet = { error: () => {} };
const at = (iso: string) => new Date(iso);

describe(`the job queue on ${databaseKind}`, () => {
  it('records a failing job with its error and retries it with backoff, while the others run', async () => {
    const queue = new JobQueue(ctx.db.db, () => ctx.clock.now, quiet);
    const ran: string[] = [];
    queue.handle('test.ok', async (payload) => void ran.push(String(payload.name)));
    queue.handle('test.broken', async () => {
      throw new RangeError('Invalid time zone specified: Zz/Not_A_Zone');
    });
    const start = at('2026-11-22T10:00:00Z');
    await queue.enqueue('test.ok', { name: 'first' }, { runAt: start });
    await queue.enqueue('test.broken', {}, { runAt: start, maxAttempts: 3 });
    await queue.enqueue('test.ok', { name: 'second' }, { runAt: start });

    expect(await queue.runDue(start, { kinds: ['test.ok', 'test.broken'] })).toEqual({ succeeded: 2, failed: 1 });
    expect(ran).toEqual(['first', 'second']);
    let [broken] = await jobsOfKind(ctx.db.db, 'test.broken');
    expect(broken).toMatchObject({
      attempts: 1,
      lastError: 'RangeError: Invalid time zone specified: Zz/Not_A_Zone',
      failedAt: null,
      doneAt: null,
    });
    expect(broken!.runAt.getTime() - start.getTime()).toBe(retryDelayMs(1));

    // Not before its backoff; then again, with a longer wait; then given up, kept with its error.
    expect(await queue.runDue(at('2026-11-22T10:00:10Z'), { kinds: ['test.broken'] })).toEqual({
      succeeded: 0,
      failed: 0,
    });
    expect(await queue.runDue(at('2026-11-22T10:00:30Z'), { kinds: ['test.broken'] })).toEqual({
      succeeded: 0,
      failed: 1,
    });
    [broken] = await jobsOfKind(ctx.db.db, 'test.broken');
    expect(broken!.runAt.getTime() - at('2026-11-22T10:00:30Z').getTime()).toBe(retryDelayMs(2));
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    expect(await queue.runDue(at('2026-11-22T11:00:00Z'), { kinds: ['test.broken'] })).toEqual({
      succeeded: 0,
      failed: 1,
    });
    [broken] = await jobsOfKind(ctx.db.db, 'test.broken');
    expect(broken).toMatchObject({ attempts: 3, failedAt: at('2026-11-22T11:00:00Z') });
    expect(await queue.runDue(at('2026-11-23T11:00:00Z'), { kinds: ['test.broken'] })).toEqual({
      succeeded: 0,
      failed: 0,
    });
  });

  it('adds a keyed job once, and runs a due job once across two servers polling at the same time', async () => {
    const runs: string[] = [];
    const server = (name: string) => {
      const queue = new JobQueue(ctx.db.db, () => ctx.clock.now, quiet);
      queue.handle('test.once', async () => {
        runs.push(name);
      });
      return queue;
    };
    const [a, b] = [server('a'), server('b')];
    const due = at('2026-11-22T12:00:00Z');
    for (let i = 0; i < 20; i += 1) {
      expect(await a.enqueue('test.once', { i }, { runAt: due, key: `once:${i}` })).toBe(true);
      expect(await b.enqueue('test.once', { i }, { runAt: due, key: `once:${i}` })).toBe(false);
    }
    const results = await Promise.all([
      a.runDue(due, { kinds: ['test.once'], limit: 5 }),
      b.runDue(due, { kinds: ['test.once'], limit: 5 }),
      a.runDue(due, { kinds: ['test.once'] }),
      b.runDue(due, { kinds: ['test.once'] }),
    ]);
    expect(results.reduce((sum, r) => sum + r.succeeded, 0)).toBe(20);
    expect(runs).toHaveLength(20);
  });

  it('runs a recurring job again after its period, also after it failed', async () => {
    const queue = new JobQueue(ctx.db.db, () => at('2026-11-22T13:00:00Z'), quiet);
    let fail = true;
    let runs = 0;
    queue.handle('test.every', async () => {
      runs += 1;
      if (fail) throw new Error('database away');
    });
    await queue.every('test.every', 60);
    await queue.every('test.every', 60);
    expect(await jobsOfKind(ctx.db.db, 'test.every')).toHaveLength(1);
    expect(await queue.runDue(at('2026-11-22T13:00:00Z'), { kinds: ['test.every'] })).toEqual({
      succeeded: 0,
      failed: 1,
    });
    fail = false;
    expect(await queue.runDue(at('2026-11-22T13:00:31Z'), { kinds: ['test.every'] })).toEqual({
      succeeded: 1,
      failed: 0,
    });
    expect(await queue.runDue(at('2026-11-22T13:01:00Z'), { kinds: ['test.every'] })).toEqual({
      succeeded: 0,
      failed: 0,
    });
    expect(await queue.runDue(at('2026-11-22T13:01:31Z'), { kinds: ['test.every'] })).toEqual({
      succeeded: 1,
      failed: 0,
    });
    expect(runs).toBe(3);
  });
});

describe(`reminders and time zones on ${databaseKind}`, () => {
  async function reminderAt8(patient: Patient) {
    const { body } = await call('GET', '/patient/monitors', patient);
    const monitor = body.find((m: { type: string }) => m.type === 'pressure').id;
    expect(
      (
        await call('POST', '/patient/monitor-reminders', patient, {
          monitor_id: monitor,
          type: 'blood_pressure',
          time: '08:00',
          daily: true,
          minutes: 0,
        })
      ).status,
    ).toBe(201);
  }

  it("delivers everyone else's reminders when one patient's stored time zone cannot be read", async () => {
    ctx.clock.now = at('2026-11-22T06:00:00Z');
    const broken = await createPatient(ctx);
    const fine = await createPatient(ctx);
    await reminderAt8(broken);
    await reminderAt8(fine);
    // A row written before zones were checked at every write.
    await ctx.db.db.update(users).set({ timezone: 'Zz/Not_A_Zone' }).where(eq(users.id, broken.id));
    expect(await ctx.app.services.reminderScheduler.tick(at('2026-11-22T08:00:20Z'))).toBe(1);
    expect((await call('GET', '/patient/notifications', fine)).body.data).toHaveLength(1);
    expect(ctx.email.sent.filter((m) => m.to === fine.email)).toHaveLength(1);
    expect(ctx.email.sent.filter((m) => m.to === broken.email)).toHaveLength(0);
    // Ticking again delivers nothing twice.
    expect(await ctx.app.services.reminderScheduler.tick(at('2026-11-22T08:01:20Z'))).toBe(0);
  });

  it('refuses a time zone no runtime can read at sign-up and at a profile change, and keeps the old one', async () => {
    const ana = await createPatient(ctx, { timezone: 'America/Chicago' });
    for (const timezone of ['Zz/Not_A_Zone', 'America/Chicago\u0000', '']) {
      const response = await call('PUT', '/patient/profile', ana, { timezone });
      expect(response.status).toBe(422);
      expect(Object.keys(response.body.fields)).toContain('timezone');
    }
    expect((await call('GET', '/user', ana)).body.timezone).toBe('America/Chicago');
    expect((await call('PUT', '/patient/profile', ana, { timezone: 'America/Mexico_City' })).body.timezone).toBe(
      'America/Mexico_City',
    );
  });
});
