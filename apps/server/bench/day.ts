// A practice's day, the parts that scale with its patients (benchmark, not a test): Matrona's
// server in its own process (bench/day/server.ts) on PostgreSQL or PGlite, with BENCH_STREAMS open
// threads' event streams (four per patient's session at most), then:
//   - idle: the statements a second the server sends while every stream is open and nothing
//     happens (the goal is none: streams wait on the database's notifications);
//   - replies: BENCH_REPLIES nurses' replies, one at a time into random open threads, and the time
//     from each reply's commit to its event on the patient's stream (p50/p95/p99);
//   - unread poll: the Team tab's unread poll (GET /conversations?filters[read]=0) sent open-loop
//     at BENCH_POLL_RATE a second (10,000 patients every 30 s is 333), with p50/p95/p99;
//   - the server's memory and CPU ms per request.
//
//   pnpm --filter @mat/server bench:day      (PostgreSQL when MAT_TEST_DATABASE_URL is set)
// BENCH_DATABASES (postgres, or pglite), BENCH_STREAMS (5000), BENCH_REPLIES (200),
// BENCH_POLL_RATE (333), BENCH_SECONDS (10). Each stream is a socket on both sides: the file limit
// (ulimit -n) must exceed BENCH_STREAMS.
import { fork, type ChildProcess } from 'node:child_process';
import { Agent, request, type IncomingMessage } from 'node:http';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { percentile } from './load/client.js';
import type { DayPatient, DayReady, DayStats, Replied } from './day/server.js';

const here = dirname(fileURLToPath(import.meta.url));
const STREAMS = Number(process.env.BENCH_STREAMS ?? 5000);
const REPLIES = Number(process.env.BENCH_REPLIES ?? 200);
const POLL_RATE = Number(process.env.BENCH_POLL_RATE ?? 333);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DATABASES = (process.env.BENCH_DATABASES ?? (process.env.MAT_TEST_DATABASE_URL ? 'postgres' : 'pglite')).split(',');
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

function ask<T>(child: ChildProcess, message: object, type: string): Promise<T> {
  return new Promise((done) => {
    const listener = (answer: unknown) => {
      if ((answer as { type: string }).type !== type) return;
      child.off('message', listener);
      done(answer as T);
    };
    child.on('message', listener);
    child.send(message);
  });
}

const stats = (child: ChildProcess) => ask<DayStats>(child, { type: 'stats' }, 'stats');
const ms = (value: number) => `${value.toFixed(1)} ms`;
const summary = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(percentile(sorted, 99))}`;
};

/** Opens one event stream; `onEvent` gets each message id with the time it arrived. */
function openStream(port: number, patient: DayPatient, onEvent: (messageId: number, at: number) => void): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const call = request({ agent, host: '127.0.0.1', port, path: `/api/v2/conversations/${patient.conversationId}/events`, headers: { authorization: `Bearer ${patient.token}` } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`A stream answered ${response.statusCode}`));
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const id = /^id: (\d+)$/m.exec(block)?.[1];
          if (id) onEvent(Number(id), Date.now());
        }
      });
      response.on('error', () => undefined);
      resolve(response);
    });
    call.on('error', reject);
    call.end();
  });
}

/** The polls' own sockets, kept open between polls as a phone's are. */
const pollAgent = new Agent({ keepAlive: true, maxSockets: 64 });

/** One GET; resolves with its latency in ms, and status 0 when the connection failed (counted, not fatal). */
function get(port: number, path: string, token: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const call = request({ agent: pollAgent, host: '127.0.0.1', port, path, headers: { authorization: `Bearer ${token}`, 'x-extend-token': 'false' } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
    });
    call.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    call.end();
  });
}

async function day(database: string) {
  const patients = Math.ceil(STREAMS / 4);
  const child = fork(join(here, 'day', 'server.ts'), {
    env: { ...process.env, BENCH_DATABASE: database, BENCH_PATIENTS: String(patients), NODE_ENV: 'production' },
    execArgv: ['--conditions=@mat/source', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<DayReady>((done, fail) => {
    child.once('message', (message) => done(message as DayReady));
    child.once('exit', (code) => fail(new Error(`the server exited with ${code} before it was ready`)));
  });
  console.log(`\n${database}: ${patients} patients, opening ${STREAMS} event streams`);
  const before = await stats(child);
  const arrivals = new Map<number, number>();
  const waiting = new Map<number, (at: number) => void>();
  const onEvent = (id: number, at: number) => {
    arrivals.set(id, at);
    waiting.get(id)?.(at);
  };
  const streams: IncomingMessage[] = [];
  for (let i = 0; i < STREAMS; i += 100) {
    streams.push(...(await Promise.all(Array.from({ length: Math.min(100, STREAMS - i) }, (_, j) => openStream(ready.port, ready.patients[(i + j) % patients]!, onEvent)))));
  }
  const opened = await stats(child);
  console.log(`  opened ${opened.streams} streams: ${(opened.rssBytes / 2 ** 20).toFixed(0)} MB resident (${(before.rssBytes / 2 ** 20).toFixed(0)} MB before), ${((opened.rssBytes - before.rssBytes) / STREAMS / 1024).toFixed(1)} KB a stream`);

  // Idle: nothing happens for a while.
  const idleFrom = await stats(child);
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  const idleTo = await stats(child);
  const idleSeconds = SECONDS;
  console.log(`  idle ${idleSeconds} s with ${idleTo.streams} streams open: ${((idleTo.statements - idleFrom.statements) / idleSeconds).toFixed(2)} statements a second, ${((idleTo.cpuMicros - idleFrom.cpuMicros) / 1000 / idleSeconds).toFixed(1)} CPU ms a second`);

  // Replies: one at a time, into a random open thread.
  const latencies: number[] = [];
  for (let i = 0; i < REPLIES; i += 1) {
    const patient = ready.patients[Math.floor(Math.random() * patients)]!;
    const replied = await ask<Replied>(child, { type: 'reply', conversationId: patient.conversationId }, 'replied');
    const at = arrivals.get(replied.messageId) ?? (await new Promise<number>((resolve) => waiting.set(replied.messageId, resolve)));
    waiting.delete(replied.messageId);
    latencies.push(at - replied.committedAt);
  }
  console.log(`  ${REPLIES} replies to the patient's open stream: ${summary(latencies)}`);

  // The unread poll, open loop at the rate of the practice's patients.
  const pollFrom = await stats(child);
  const polls: Promise<{ status: number; ms: number }>[] = [];
  const started = performance.now();
  for (let i = 0; performance.now() - started < SECONDS * 1000; i += 1) {
    const due = started + (i * 1000) / POLL_RATE;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    polls.push(get(ready.port, '/api/v2/conversations?filters%5Bread%5D=0', ready.patients[i % patients]!.token));
  }
  const answered = await Promise.all(polls);
  const pollTo = await stats(child);
  const elapsed = (performance.now() - started) / 1000;
  const failed = answered.filter((a) => a.status !== 200).length;
  console.log(
    `  unread poll at ${(answered.length / elapsed).toFixed(0)}/s (${answered.length} polls, ${failed} not 200): ${summary(answered.map((a) => a.ms))}; ` +
      `${((pollTo.statements - pollFrom.statements) / answered.length).toFixed(2)} statements and ${((pollTo.cpuMicros - pollFrom.cpuMicros) / 1000 / answered.length).toFixed(2)} CPU ms a poll`,
  );
  console.log(`  memory at the end: ${(pollTo.rssBytes / 2 ** 20).toFixed(0)} MB resident, ${(pollTo.heapBytes / 2 ** 20).toFixed(0)} MB heap, ${pollTo.streams} streams`);

  for (const stream of streams) stream.destroy();
  child.send({ type: 'stop' });
  await new Promise((resolve) => child.once('exit', resolve));
}

for (const database of DATABASES) await day(database);
agent.destroy();
pollAgent.destroy();
