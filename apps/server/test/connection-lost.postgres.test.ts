// PostgreSQL ends every connection of a database when it restarts, fails over or is told to
// (pg_terminate_backend here). The server keeps running: its pool drops the dead idle clients
// and opens new ones, its notifications connection listens again, and it answers as before.
// A real process, since what is checked is that it does not exit. PostgreSQL only.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { setUpTestApp } from './harness.js';
import { createPatient, PATIENT_PASSWORD } from './patients.js';
import { killLeftovers, startServer, stop } from './server-process.js';

const ctx = setUpTestApp();

afterAll(killLeftovers);

/** Ends every connection to the test's database but the caller's own, as a restart does. */
async function endConnections(databaseUrl: string): Promise<number> {
  const admin = new pg.Client({ connectionString: process.env.MAT_TEST_DATABASE_URL });
  await admin.connect();
  try {
    const name = new URL(databaseUrl).pathname.slice(1);
    const { rows } = await admin.query(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    return rows.filter((row) => row.ended).length;
  } finally {
    await admin.end();
  }
}

it('keeps answering after PostgreSQL ends all of its connections', { timeout: 60_000 }, async () => {
  const databaseUrl = ctx.databaseUrl!;
  const patient = await createPatient(ctx);
  const server = await startServer({
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'matrona-lost-')),
  });
  try {
    // Signed in at this process: the harness's session tokens are signed with the harness's keys.
    const login = await fetch(`${server.url}/plogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: patient.email, password: PATIENT_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const profile = () => fetch(`${server.url}/patient/profile`, { headers: { authorization: `Bearer ${token}` } });
    // Several calls at once, so the pool holds more than one idle connection when they end.
    expect((await Promise.all([profile(), profile(), profile()])).map((answer) => answer.status)).toEqual([
      200, 200, 200,
    ]);

    expect(await endConnections(databaseUrl)).toBeGreaterThanOrEqual(2);
    await expect.poll(() => server.log(), { timeout: 10_000 }).toContain('an idle database connection was lost');

    expect(server.child.exitCode).toBeNull();
    const again = await profile();
    expect(again.status).toBe(200);
    expect(((await again.json()) as { email: string }).email).toBe(patient.email);
    expect((await fetch(new URL('/readyz', server.url))).status).toBe(200);
    // What it logged of it is a JSON line, as everything it logs.
    const lost = server
      .log()
      .split('\n')
      .find((line) => line.includes('an idle database connection was lost'))!;
    expect(JSON.parse(lost)).toMatchObject({ level: 40 });
  } finally {
    await stop(server, 'SIGTERM');
  }
});
