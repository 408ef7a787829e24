// Benchmark (not a test): writes 10,000 blood pressure readings through the API and lists them page
// by page, printing readings written per second and the p95 latency of a page, on PGlite and, when
// MAT_TEST_DATABASE_URL is set, on PostgreSQL. `pnpm --filter @mat/server bench`
import { tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import { FolderCuff } from '../src/adapters/cuff.js';
import { FolderFiles } from '../src/adapters/files.js';
import { buildApp } from '../src/app.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { users } from '../src/db/schema.js';
import { SigningKeys } from '../src/signing-keys.js';
import { freshPostgres } from '../test/fresh-database.js';

const READINGS = Number(process.env.BENCH_READINGS ?? 10_000);
const noop = { send: async () => {} };

async function postgresDatabase(adminUrl: string) {
  const fresh = await freshPostgres(adminUrl, 'matrona_bench');
  const handle = await openDatabase({ url: fresh.url });
  const drop = async () => {
    await handle.close();
    await fresh.drop();
  };
  return { handle, drop };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function run(kind: string, handle: DatabaseHandle) {
  const keys = SigningKeys.ephemeral();
  const app = await buildApp({
    db: handle.db,
    sms: noop,
    email: noop,
    cuff: new FolderCuff('/nonexistent'),
    files: new FolderFiles(tmpdir(), 'http://localhost', keys.for('file-links')),
    keys,
  });
  const [user] = await handle.db
    .insert(users)
    .values({
      firstName: 'Bench',
      lastName: 'Patient',
      email: 'bench@example.com',
      phone: '5555550999',
      zip: '90012',
      passwordHash: 'x',
      prefs: {
        terms: true,
        call_you: null,
        call_you_other: null,
        measureUnit: 'imperial',
        language: 'en',
        verified_phone: 'yes',
      },
      agreedToPoliciesAt: new Date(),
    })
    .returning();
  const token = await app.services.sessions.create(user!.id);
  const headers = { authorization: `Bearer ${token}` };
  const monitors = (await app.inject({ method: 'GET', url: '/api/v2/patient/monitors', headers })).json();
  const monitor = monitors[0].id;

  const start = performance.now();
  for (let i = 0; i < READINGS; i++) {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v2/patient/monitors/pressure/${monitor}`,
      headers,
      payload: {
        systolic: 100 + (i % 70),
        diastolic: 60 + (i % 40),
        pulse: 70,
        measured_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      },
    });
    if (response.statusCode !== 201) throw new Error(`Write ${i} answered ${response.statusCode}: ${response.body}`);
  }
  const writeSeconds = (performance.now() - start) / 1000;

  const latencies: number[] = [];
  let page = 1;
  let seen = 0;
  for (;;) {
    const t = performance.now();
    const response = await app.inject({
      method: 'GET',
      url: `/api/v2/patient/monitors/pressure/${monitor}/readings?page=${page}`,
      headers,
    });
    latencies.push(performance.now() - t);
    const body = response.json();
    seen += body.data.length;
    if (!body.has_more) break;
    page += 1;
  }
  if (seen !== READINGS) throw new Error(`Listed ${seen} readings, wrote ${READINGS}`);
  await app.close();
  console.log(
    `${kind.padEnd(10)} wrote ${READINGS} readings in ${writeSeconds.toFixed(1)} s: ${(READINGS / writeSeconds).toFixed(0)} readings/s; ` +
      `listed ${page} pages: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms`,
  );
}

const pglite = await openDatabase({ memory: true });
await run('PGlite', pglite);
await pglite.close();

const adminUrl = process.env.MAT_TEST_DATABASE_URL;
if (adminUrl) {
  const { handle, drop } = await postgresDatabase(adminUrl);
  await run('PostgreSQL', handle);
  await drop();
} else {
  console.log(
    'PostgreSQL skipped: set MAT_TEST_DATABASE_URL to a role that may CREATE DATABASE (npm test sets one up).',
  );
}
