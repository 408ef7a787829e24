// Two server processes on one PostgreSQL, as behind a load balancer: a due reminder is delivered
// once, and a rate limit counts the hits of both. Real processes on the wall clock, not inject.
// PostgreSQL only (a `.postgres.test.ts` file, left out of the PGlite run by vitest.config.ts):
// a PGlite database belongs to one process, so there is nothing to share.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { notifications, reminders } from '../src/db/schema.js';
import { setUpTestApp } from './harness.js';
import { createPatient } from './patients.js';

const ctx = setUpTestApp();
const serverFolder = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const started: ChildProcess[] = [];

afterAll(() => {
  for (const child of started) child.kill('SIGTERM');
});

type Server = { url: string; dataDir: string; log: () => string };

/** Starts `src/main.ts` as its own process on a free port; resolves once it listens. */
function startServer(databaseUrl: string): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), 'matrona-instance-'));
  const child = spawn(process.execPath, ['--conditions=@mat/source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverFolder,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'info', REMINDER_TICK_SECONDS: '1', JOB_POLL_SECONDS: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.push(child);
  return new Promise((done, fail) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (listening) done({ url: `${listening[1]}/api/v2`, dataDir, log: () => output });
    });
    child.once('exit', (code) => fail(new Error(`server exited with ${code}:\n${output.slice(-2000)}`)));
  });
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
  return existsSync(outbox) ? readFileSync(outbox, 'utf8').split('\n').filter((line) => line.includes(address)).length : 0;
};

describe('two server processes on one database', () => {
  it(
    'deliver a due reminder once and share a rate limit',
    async () => {
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
      await ctx.db.db.update(reminders).set({ armedAt: new Date(Date.now() - 3600_000) }).where(eq(reminders.id, reminder.id));
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
    },
    240_000,
  );
});
