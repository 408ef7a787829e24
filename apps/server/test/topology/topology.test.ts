// The production topology of deploy/ run as processes (npm test's topology stage): PostgreSQL, two
// built API instances and Caddy in front. Through Caddy: forged X-Forwarded-For headers do not reset
// a per-address limit, a SIGKILL of one instance during writes loses no acknowledged write while the
// other keeps answering, and a pg_dump restored into an empty database serves the same data.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PATIENT } from '../../src/db/seed.js';
import { readings, signIn, writeBurst, type Writer } from '../acknowledged-writes.js';
import { freshPostgres } from '../fresh-database.js';
import { killLeftovers, startServer, stop } from '../server-process.js';
import { requestFrom, startTopology, type Topology } from './topology.js';

const adminUrl = process.env.MAT_TEST_DATABASE_URL;
if (!adminUrl)
  throw new Error('The topology stage needs MAT_TEST_DATABASE_URL (npm test sets it where PostgreSQL can be had)');

let topology: Topology;

beforeAll(async () => {
  topology = await startTopology(adminUrl);
}, 120_000);

afterAll(async () => {
  killLeftovers();
  await topology?.close();
});

describe('two built API instances behind Caddy on one PostgreSQL', () => {
  it('answers /healthz and /readyz through Caddy, from both instances', async () => {
    for (let i = 0; i < 4; i += 1) {
      const answer = await fetch(`${topology.caddy.url}/readyz`);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ status: 'ok' });
    }
    for (const instance of topology.instances)
      expect((await fetch(new URL('/healthz', instance.url))).status).toBe(200);
  });

  it('keeps a per-address limit whatever X-Forwarded-For the client writes', async () => {
    // Password-reset mail: 5 an hour per address (services/rate-limit.ts). One real client at
    // 127.0.0.5 changes the header on every call; Caddy overwrites it with the peer it sees.
    const forgot = `${topology.api}/auth/password/forgot`;
    const ask = (from: string, forged: string) =>
      requestFrom(from, forgot, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forged },
        body: JSON.stringify({ email: 'nobody@example.com' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await ask('127.0.0.5', `203.0.113.${i + 1}`)).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429, 429]);
    // The limit is the address's, not everyone's: another real address still has its own budget.
    expect((await ask('127.0.0.6', '203.0.113.1')).status).toBe(204);
    // An instance believes the header only from Caddy's address: a client that reaches it directly
    // (from 127.0.0.5, which Caddy is not) with a forged header is still counted at 127.0.0.5,
    // whose budget the calls above spent (the limits live in the database, across instances).
    const direct = await requestFrom('127.0.0.5', `${topology.instances[1]!.url}/auth/password/forgot`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.99' },
      body: JSON.stringify({ email: 'nobody@example.com' }),
    });
    expect(direct.status).toBe(429);
  });

  it('loses no acknowledged write when one instance is killed with SIGKILL, and the other keeps answering', {
    timeout: 120_000,
  }, async () => {
    const writer = await signIn(topology.api);
    const [victim] = topology.instances;
    let killedAt: number | null = null;
    const afterKill = { acknowledged: 0, failed: 0 };
    const burst = await writeBurst(writer, {
      callers: 6,
      // 60 acknowledged after the kill: Caddy sent them to the instance left.
      done: () => afterKill.acknowledged >= 60,
      onAcknowledged: (count) => {
        if (killedAt !== null) afterKill.acknowledged += 1;
        else if (count >= 60) {
          killedAt = count;
          victim!.child.kill('SIGKILL');
        }
      },
      // Before the kill every write must succeed. After it, a write in flight on the killed
      // instance fails (Caddy answers 502): it was never acknowledged, and the caller goes on.
      onFailure: (error) => {
        if (killedAt === null) throw error;
        afterKill.failed += 1;
        return true;
      },
    });
    // The instance left is still running (if not, its last lines say why it ended).
    const survivor = topology.instances[1]!;
    expect(survivor.child.exitCode ?? survivor.child.signalCode, survivor.log().slice(-1500)).toBeNull();
    // Caddy's own lines say why it found no instance to send the reading back to, if it does not.
    const readBack = await readings(writer).catch((error: Error) => {
      throw new Error(`${error.message}\nCaddy's last lines:\n${topology.caddy.log().slice(-3000)}`);
    });
    const found = new Set(readBack.map((reading) => reading.id));
    const lost = burst.acknowledged.filter((id) => !found.has(id));
    console.info(
      `Topology SIGKILL: ${burst.acknowledged.length} writes acknowledged of ${burst.attempted} sent (${killedAt} before the kill, ` +
        `${afterKill.acknowledged} after it, ${afterKill.failed} failed in flight), ${found.size} readings served, ${lost.length} acknowledged writes lost`,
    );
    expect(killedAt).not.toBeNull();
    expect(afterKill.acknowledged).toBeGreaterThanOrEqual(60);
    // Only the calls the killed instance held can fail: one per caller at most.
    expect(afterKill.failed).toBeLessThanOrEqual(6);
    expect(lost).toEqual([]);
    expect((await fetch(`${topology.caddy.url}/readyz`)).status).toBe(200);
  });

  it('logs JSON lines only, and none of the notes the patient wrote in the burst', () => {
    const survivor = topology.instances[1]!;
    const lines = survivor.log().split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(survivor.log()).not.toContain('burst ');
  });

  it('restores a pg_dump into an empty database that serves the same patient the same data', {
    timeout: 120_000,
  }, async () => {
    const folder = mkdtempSync(join(tmpdir(), 'matrona-backup-'));
    const dump = join(folder, 'matrona.dump');
    const restored = await freshPostgres(adminUrl, 'matrona_restored');
    try {
      // What deploy/backup.sh runs, and the restore its instructions give.
      execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, `--dbname=${topology.databaseUrl}`]);
      execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restored.url}`, dump]);
      const dataDir = join(folder, 'data');
      const server = await startServer(
        { ...topology.env, DATABASE_URL: restored.url, DATA_DIR: dataDir },
        { built: true },
      );
      try {
        const live = await signIn(topology.api);
        const back = await signIn(server.url);
        expect(back.monitor).toBe(live.monitor);
        const served = async (writer: Writer) => {
          const get = async (path: string) => (await fetch(`${writer.url}${path}`, { headers: writer.headers })).json();
          return {
            profile: await get('/patient/profile'),
            monitors: await get('/patient/monitors'),
            pregnancies: await get('/patient/pregnancies'),
            readings: await readings(writer),
          };
        };
        const before = await served(live);
        const after = await served(back);
        expect(before.profile).toMatchObject({ email: DEMO_PATIENT.email });
        // The readings the SIGKILL burst above wrote are among them.
        expect(before.readings.length).toBeGreaterThanOrEqual(120);
        expect(after).toEqual(before);
      } finally {
        await stop(server, 'SIGTERM');
      }
    } finally {
      await restored.drop();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
