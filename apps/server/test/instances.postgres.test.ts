// Two server processes on one PostgreSQL, as behind a load balancer: a due reminder is delivered
// once, and a rate limit counts the hits of both. Real processes on the wall clock, not inject.
// PostgreSQL only (a `.postgres.test.ts` file, left out of the PGlite run by vitest.config.ts):
// a PGlite database belongs to one process, so there is nothing to share.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { notifications, reminders } from '../src/db/schema.js';
import { setUpTestApp } from './harness.js';
import { createPatient } from './patients.js';
import { killLeftovers, startServer as startProcess, type ServerProcess } from './server-process.js';

const ctx = setUpTestApp();

afterAll(killLeftovers);

type Server = ServerProcess & { dataDir: string };

/** A server process on the test's database with its own data folder and one-second scans. */
async function startServer(databaseUrl: string): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), 'matrona-instance-'));
  const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, REMINDER_TICK_SECONDS: '1', JOB_POLL_SECONDS: '1' };
  return { ...(await startProcess(env)), dataDir };
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, seconds: number): Promise<T> {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((wait) => setTimeout(wait, 500));
  }
}

const sentTo = (server: Server, address: string) => {
  const outbox = join(server.dataDir, 'outbox', 'email.jsonl');
  return existsSync(outbox)
    ? readFileSync(outbox, 'utf8')
        .split('\n')
        .filter((line) => line.includes(address)).length
    : 0;
};

describe('two server processes on one database', () => {
  it('deliver a due reminder once and share a rate limit', async () => {
    const [a, b] = await Promise.all([startServer(ctx.databaseUrl!), startServer(ctx.databaseUrl!)]);
    // The processes run on the wall clock: the patient's session must be live by it.
    ctx.clock.now = new Date();
    const patient = await createPatient(ctx);
    const headers = { authorization: `Bearer ${patient.token}`, 'content-type': 'application/json' };
    const listed = await fetch(`${a.url}/patient/monitors`, { headers });
    const monitors = (await listed.json()) as { id: number; type: string }[];
    expect(listed.status, JSON.stringify(monitors)).toBe(200);
    const monitor = monitors.find((m) => m.type === 'pressure')!.id;
    // Due this very minute (the patient's zone is UTC): both servers' scans see it.
    const time = new Date().toISOString().slice(11, 16);
    const created = await fetch(`${b.url}/patient/monitor-reminders`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ monitor_id: monitor, type: 'blood_pressure', time, daily: true, minutes: 0 }),
    });
    expect(created.status).toBe(201);
    // Armed an hour ago, so this minute's time is due (one armed now would start tomorrow).
    const reminder = (await created.json()) as { id: number };
    await ctx.db.db
      .update(reminders)
      .set({ armedAt: new Date(Date.now() - 3600_000) })
      .where(eq(reminders.id, reminder.id));
    const delivered = () => ctx.db.db.select().from(notifications).where(eq(notifications.userId, patient.id));
    const first = await until(delivered, (rows) => rows.length > 0, 60);
    expect(first, a.log().slice(-3000)).toHaveLength(1);
    // Both keep polling a few more seconds: still one notification, and one e-mail in all.
    await new Promise((wait) => setTimeout(wait, 4000));
    expect(await delivered()).toHaveLength(1);
    expect(sentTo(a, patient.email) + sentTo(b, patient.email)).toBe(1);

    // 30 anonymous tokens an hour per address, counted across both servers.
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await fetch(`${(i % 2 === 0 ? a : b).url}/token`)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses[30]).toBe(429);
  }, 240_000);
});
