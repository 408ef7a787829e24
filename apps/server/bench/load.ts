// Load benchmark (not a test): Matrona's API server against a bare Fastify 5 server doing the same
// work on the same driver and tables (bench/load/bare-server.ts), each in its own process, on PGlite
// and on PostgreSQL. For a read (a page of blood pressure readings) and a write (one new reading)
// at 10 and 50 connections, the two servers take turns for several rounds so that the machine's
// other load falls on both; it prints req/s, p50/p95/p99, the ratio Matrona/bare, the statements a
// request sends and the server's CPU per request, and checks that every 2xx write was stored.
//
//   pnpm --filter @mat/server bench:load        (PostgreSQL when MAT_TEST_DATABASE_URL is set)
// BENCH_ROUNDS (3), BENCH_SECONDS per run (4), BENCH_DATABASES (pglite,postgres), BENCH_CONNECTIONS
// (10,50), BENCH_CALLS (read,write); BENCH_CPU_PROF=folder writes a CPU profile of each server (Matrona's and
// the bare one) while it serves (bench/profile-top.ts prints its top entries).
import { fork, type ChildProcess } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load, percentile, type LoadRequest } from './load/client.js';
import type { Ready, Stats } from './load/serve.js';
import type { BenchDatabase } from './load/world.js';

const here = dirname(fileURLToPath(import.meta.url));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const MAX_REQUESTS = 50_000; // per run: bounds a run whatever the machine's speed
const list = (name: string, fallback: string) => (process.env[name] ?? fallback).split(',').filter(Boolean);
const DATABASES = list('BENCH_DATABASES', 'pglite,postgres') as BenchDatabase[];
const CONNECTIONS = list('BENCH_CONNECTIONS', '10,50').map(Number);
const CALLS = list('BENCH_CALLS', 'read,write') as ('read' | 'write')[];

type Server = { name: 'matrona' | 'bare'; child: ChildProcess; ready: Ready };

function ask<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((done) => {
    child.once('message', (message) => done(message as T));
    child.send({ type });
  });
}

async function start(name: Server['name'], database: BenchDatabase): Promise<Server> {
  const folder = process.env.BENCH_CPU_PROF;
  const profile = folder
    ? { BENCH_PROFILE_FILE: join(resolve(folder), `${name}-${database}-${Date.now()}.cpuprofile`) }
    : {};
  const child = fork(join(here, 'load', `${name}-server.ts`), {
    env: { ...process.env, BENCH_DATABASE: database, NODE_ENV: 'production', ...profile },
    execArgv: ['--conditions=@mat/source', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Ready>((done, fail) => {
    child.once('message', (message) => done(message as Ready));
    child.once('exit', (code) => fail(new Error(`${name} server exited with ${code} before it was ready`)));
  });
  return { name, child, ready };
}

function call(kind: 'read' | 'write', ready: Ready): LoadRequest {
  const headers = { authorization: `Bearer ${ready.token}` };
  return kind === 'read'
    ? { method: 'GET', path: `/api/v2/patient/monitors/pressure/${ready.monitorId}/readings?page=1`, headers }
    : {
        method: 'POST',
        path: `/api/v2/patient/monitors/pressure/${ready.monitorId}`,
        headers,
        body: { systolic: 118, diastolic: 76, pulse: 71 },
      };
}

type Tally = { requests: number; seconds: number; latencies: number[]; statements: number; cpuMicros: number };
const fresh = (): Tally => ({ requests: 0, seconds: 0, latencies: [], statements: 0, cpuMicros: 0 });

async function measure(
  server: Server,
  kind: 'read' | 'write',
  connections: number,
  seconds: number,
  tally: Tally | null,
) {
  const before = await ask<Stats>(server.child, 'stats');
  const result = await load(server.ready.port, call(kind, server.ready), connections, seconds, MAX_REQUESTS);
  const after = await ask<Stats>(server.child, 'stats');
  if (result.failed > 0)
    throw new Error(`${server.name} ${kind}: ${result.failed} answers not 2xx (${JSON.stringify(result.statuses)})`);
  if (kind === 'write' && after.readings - before.readings !== result.ok) {
    throw new Error(
      `${server.name} answered ${result.ok} writes with 2xx but stored ${after.readings - before.readings}`,
    );
  }
  if (!tally) return;
  tally.requests += result.requests;
  tally.seconds += result.seconds;
  tally.latencies.push(...result.latencies);
  // The stats question itself sends one statement (the count of readings).
  tally.statements += after.statements - before.statements - 1;
  tally.cpuMicros += after.cpuMicros - before.cpuMicros;
}

function summary(t: Tally) {
  const sorted = [...t.latencies].sort((a, b) => a - b);
  return {
    rps: t.requests / t.seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    statements: t.statements / t.requests,
    cpuMs: t.cpuMicros / 1000 / t.requests,
  };
}

const rows: string[] = [];
const fmt = (n: number, digits = 1) => n.toFixed(digits);
console.log(
  `Load benchmark: ${ROUNDS} alternating rounds of ${SECONDS} s per server; load average ${(await import('node:os'))
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
for (const database of DATABASES) {
  if (database === 'postgres' && !process.env.MAT_TEST_DATABASE_URL) {
    console.log(
      'PostgreSQL skipped: set MAT_TEST_DATABASE_URL to a role that may CREATE DATABASE (npm test sets one up).',
    );
    continue;
  }
  const servers = [await start('matrona', database), await start('bare', database)];
  try {
    for (const kind of CALLS) {
      for (const connections of CONNECTIONS) {
        for (const server of servers) await measure(server, kind, connections, 1, null); // warm up
        const tallies = { matrona: fresh(), bare: fresh() };
        for (let round = 0; round < ROUNDS; round++) {
          const order = round % 2 === 0 ? servers : [...servers].reverse();
          for (const server of order) await measure(server, kind, connections, SECONDS, tallies[server.name]);
        }
        const m = summary(tallies.matrona);
        const b = summary(tallies.bare);
        rows.push(
          `| ${database} | ${kind} | ${connections} | ${fmt(m.rps, 0)} | ${fmt(m.p50)} / ${fmt(m.p95)} / ${fmt(m.p99)} | ${fmt(m.statements, 2)} | ${fmt(m.cpuMs, 2)} | ` +
            `${fmt(b.rps, 0)} | ${fmt(b.p50)} / ${fmt(b.p95)} / ${fmt(b.p99)} | ${fmt(b.statements, 2)} | ${fmt(b.cpuMs, 2)} | **${fmt(m.rps / b.rps, 2)}** |`,
        );
        console.log(rows.at(-1));
      }
    }
  } finally {
    for (const server of servers) {
      const exited = new Promise((done) => server.child.once('exit', done));
      server.child.send({ type: 'stop' });
      await exited;
    }
  }
}
console.log(
  '\n| database | call | conns | Matrona req/s | p50 / p95 / p99 ms | stmts/req | CPU ms/req | bare req/s | p50 / p95 / p99 ms | stmts/req | CPU ms/req | ratio |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
console.log(
  `load average at the end ${(await import('node:os'))
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}; every 2xx write was stored.`,
);
