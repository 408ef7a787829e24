// A practice's day, the parts that scale with its patients (benchmark, not a test): Matrona's
// server in its own process (bench/day/server.ts) on PostgreSQL or PGlite, with BENCH_PATIENTS
// patients and BENCH_STREAMS open threads' event streams (one a patient), then:
//   - idle: the statements a second the server sends while every stream is open and nothing
//     happens (the goal is none: streams wait on the database's notifications);
//   - replies: BENCH_REPLIES nurses' replies, one at a time into random open threads, and the time
//     from each reply's commit to its event on the patient's stream (p50/p95/p99);
//   - unread poll: the Team tab's unread poll (GET /conversations?filters[read]=0) once for every
//     patient (the day's first poll, with no ETag yet), then open-loop at BENCH_POLL_RATE a second (every
//     patient every 30 s: patients / 30) with the ETag each patient holds, as the app sends it;
//   - the day: every operation of the population at once, open-loop, for BENCH_SECONDS: sign in,
//     open Today (the user, the active pregnancy and the monitors), log a reading, poll unread,
//     ask a question in her open thread, and a nurse's reply from the staff API (timed to the
//     patient's open stream). Per operation: requests a second, p50/p95/p99, and (measured alone
//     beforehand, one request at a time) statements and CPU ms a request. Run on one instance, and
//     on PostgreSQL again on two instances on the same database (requests alternate between them,
//     as behind Caddy), comparing the CPU ms a request of the two runs;
//   - each instance's memory.
//
//   pnpm --filter @mat/server bench:day      (PostgreSQL when MAT_TEST_DATABASE_URL is set)
// BENCH_DATABASES (postgres, or pglite), BENCH_PATIENTS (10000), BENCH_STREAMS (5000),
// BENCH_REPLIES (200), BENCH_POLL_RATE (patients / 30), BENCH_SECONDS (10), BENCH_INSTANCES (1,2).
// The day's other rates are a busy hour's, for 10,000 patients (scaled to BENCH_PATIENTS): see RATES.
// Each stream is a socket on both sides: the file limit (ulimit -n) must exceed BENCH_STREAMS.
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request, type IncomingMessage } from 'node:http';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { percentile } from './load/client.js';
import type { DayPatient, DayPractice, DayReady, DayStats, Replied } from './day/server.js';

const here = dirname(fileURLToPath(import.meta.url));
const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 10_000);
const STREAMS = Math.min(PATIENTS, Number(process.env.BENCH_STREAMS ?? 5000));
const REPLIES = Number(process.env.BENCH_REPLIES ?? 200);
const POLL_RATE = Number(process.env.BENCH_POLL_RATE ?? PATIENTS / 30);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const INSTANCES = (process.env.BENCH_INSTANCES ?? '1,2').split(',').map(Number);
const DATABASES = (process.env.BENCH_DATABASES ?? (process.env.MAT_TEST_DATABASE_URL ? 'postgres' : 'pglite')).split(
  ',',
);
/** A busy hour's requests a second for 10,000 patients, besides the unread poll. */
const RATES = { signIn: 1, today: 5, reading: 3, question: 1, reply: 1 };
const scaled = (rate: number) => (rate * PATIENTS) / 10_000;
/** Streams have sockets of their own; the day's calls keep theirs open between calls, as a phone does. */
/** The production image's heap setting (deploy/api.Dockerfile's NODE_OPTIONS), given to each instance. */
const IMAGE_NODE_OPTIONS =
  /^ENV NODE_OPTIONS=(.+)$/m.exec(readFileSync(join(here, '../../../deploy/api.Dockerfile'), 'utf8'))?.[1] ?? '';
const streamAgent = new Agent({ keepAlive: true, maxSockets: Infinity });
const callAgent = new Agent({ keepAlive: true, maxSockets: 64 });

type Instance = { child: ChildProcess; port: number };
type Call = {
  method: 'GET' | 'POST';
  path: string;
  token?: string;
  body?: object;
  form?: Record<string, string>;
  headers?: Record<string, string>;
};
type Answer = { status: number; ms: number; body: string; etag: string | null; endedAt: number };

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

const stats = (instance: Instance) => ask<DayStats>(instance.child, { type: 'stats' }, 'stats');
const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const summary = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(percentile(sorted, 99))}`;
};
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

async function start(env: Record<string, string>): Promise<{ instance: Instance; practice: DayPractice | null }> {
  const child = fork(join(here, 'day', 'server.ts'), {
    env: {
      ...process.env,
      ...env,
      BENCH_PATIENTS: String(PATIENTS),
      NODE_ENV: 'production',
      NODE_OPTIONS: IMAGE_NODE_OPTIONS,
    },
    execArgv: ['--conditions=@mat/source', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<DayReady>((done, fail) => {
    child.once('message', (message) => done(message as DayReady));
    child.once('exit', (code) => fail(new Error(`the server exited with ${code} before it was ready`)));
  });
  return { instance: { child, port: ready.port }, practice: ready.practice };
}

async function stop(instance: Instance) {
  instance.child.send({ type: 'stop' });
  await new Promise((resolve) => instance.child.once('exit', resolve));
}

/** Opens one event stream; `onEvent` gets each message id with the time it arrived. */
function openStream(
  port: number,
  patient: DayPatient,
  onEvent: (messageId: number, at: number) => void,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const call = request(
      {
        agent: streamAgent,
        host: '127.0.0.1',
        port,
        path: `/api/v2/conversations/${patient.conversationId}/events`,
        headers: { authorization: `Bearer ${patient.token}` },
      },
      (response) => {
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
      },
    );
    call.on('error', reject);
    call.end();
  });
}

/** One call; resolves with its status, latency and body, and status 0 when the connection failed (counted, not fatal). */
function send(port: number, call: Call): Promise<Answer> {
  const started = performance.now();
  const boundary = 'matrona-day-bench';
  // A message is a multipart form (its files would go with it), as the apps send it.
  const payload = call.form
    ? Object.entries(call.form)
        .map(([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join('') + `--${boundary}--\r\n`
    : call.body
      ? JSON.stringify(call.body)
      : undefined;
  const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', ...call.headers };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  if (payload) headers['content-type'] = call.form ? `multipart/form-data; boundary=${boundary}` : 'application/json';
  return new Promise((resolve) => {
    const outgoing = request(
      { agent: callAgent, host: '127.0.0.1', port, method: call.method, path: `/api${call.path}`, headers },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          const etag = response.headers.etag ?? null;
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            body,
            etag,
            endedAt: Date.now(),
          });
        });
      },
    );
    outgoing.on('error', () =>
      resolve({ status: 0, ms: performance.now() - started, body: '', etag: null, endedAt: Date.now() }),
    );
    outgoing.end(payload);
  });
}

/** The ETag each patient holds from her last unread poll, sent back as If-None-Match as the app does. */
const etags = new Map<string, string>();

async function poll(port: number, patient: DayPatient): Promise<Answer> {
  const held = etags.get(patient.token);
  const answer = await send(port, {
    method: 'GET',
    path: '/v2/conversations?filters%5Bread%5D=0',
    token: patient.token,
    headers: { 'x-extend-token': 'false', ...(held && { 'if-none-match': held }) },
  });
  if (answer.etag) etags.set(patient.token, answer.etag);
  return answer;
}

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

/** The population's operations: each is one patient's (or the nurse's) action, of one or more calls. */
function operations(practice: DayPractice, arrivals: Map<number, number>, replyToStream: number[]) {
  const { patients } = practice;
  const streaming = patients.slice(0, STREAMS);
  let n = 0;
  return {
    signIn: async (port: number) =>
      send(port, {
        method: 'POST',
        path: '/v2/plogin',
        body: { email: pick(patients).email, password: practice.password },
      }),
    today: async (port: number) => {
      const patient = pick(patients);
      const answers = await Promise.all(
        ['/v2/user', '/v2/patient/pregnancies/active', '/v2/patient/monitors'].map((path) =>
          send(port, { method: 'GET', path, token: patient.token }),
        ),
      );
      return {
        ...answers[0]!,
        status: Math.max(...answers.map((a) => a.status)),
        ms: Math.max(...answers.map((a) => a.ms)),
      };
    },
    reading: async (port: number) => {
      const patient = pick(patients);
      return send(port, {
        method: 'POST',
        path: `/v2/patient/monitors/pressure/${patient.monitorId}`,
        token: patient.token,
        body: { systolic: 118, diastolic: 76, pulse: 71 },
      });
    },
    poll: async (port: number) => poll(port, patients[n++ % patients.length]!),
    question: async (port: number) => {
      const patient = pick(streaming);
      return send(port, {
        method: 'POST',
        path: `/v2/conversations/${patient.conversationId}/message`,
        token: patient.token,
        form: { content: 'Is this normal?' },
      });
    },
    reply: async (port: number) => {
      const patient = pick(streaming);
      const sentAt = Date.now();
      const answer = await send(port, {
        method: 'POST',
        path: `/staff/v1/conversations/${patient.conversationId}/messages`,
        token: practice.nurseToken,
        form: { content: 'A reply from the care team.' },
      });
      if (answer.status === 201) {
        const id = (JSON.parse(answer.body) as { id: number }).id;
        // The event may come before the answer; else wait for it (at most 5 s).
        for (let waited = 0; !arrivals.has(id) && waited < 5000; waited += 5)
          await new Promise((resolve) => setTimeout(resolve, 5));
        const at = arrivals.get(id);
        replyToStream.push(at === undefined ? Infinity : at - sentAt);
      }
      return answer;
    },
  };
}

type Operation = keyof ReturnType<typeof operations>;
const DAY: Operation[] = ['signIn', 'today', 'reading', 'poll', 'question', 'reply'];
const rateOf = (operation: Operation) => (operation === 'poll' ? POLL_RATE : scaled(RATES[operation]));

/** Statements and CPU ms a request of each operation, measured alone on one instance, one at a time. */
async function measureAlone(instance: Instance, run: ReturnType<typeof operations>) {
  const cost = new Map<Operation, { statements: number; cpuMs: number }>();
  for (const operation of DAY) {
    const times = 20;
    const from = await stats(instance);
    for (let i = 0; i < times; i += 1) await run[operation](instance.port);
    const to = await stats(instance);
    const calls = operation === 'today' ? times * 3 : times;
    cost.set(operation, {
      statements: (to.statements - from.statements) / calls,
      cpuMs: (to.cpuMicros - from.cpuMicros) / 1000 / calls,
    });
  }
  return cost;
}

/** Every operation of the day at once, open-loop at its rate, the calls alternating between the instances. */
async function runDay(
  instances: Instance[],
  run: ReturnType<typeof operations>,
  cost: Map<Operation, { statements: number; cpuMs: number }>,
  replyToStream: number[],
  { quiet = false } = {},
) {
  replyToStream.length = 0;
  const before = await Promise.all(instances.map(stats));
  const started = performance.now();
  let turn = 0;
  const results = await Promise.all(
    DAY.map(async (operation) => {
      const rate = rateOf(operation);
      const pending: Promise<Answer>[] = [];
      for (let i = 0; ; i += 1) {
        const due = started + (i * 1000) / rate;
        if (due - started >= SECONDS * 1000) break;
        const wait = due - performance.now();
        if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
        pending.push(run[operation](instances[turn++ % instances.length]!.port));
      }
      return { operation, answers: await Promise.all(pending) };
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const after = await Promise.all(instances.map(stats));
  const requests = sum(results.map(({ operation, answers }) => answers.length * (operation === 'today' ? 3 : 1)));
  const cpuMs = sum(after.map((a, i) => a.cpuMicros - before[i]!.cpuMicros)) / 1000;
  if (quiet) return cpuMs / requests;
  console.log(`  the day on ${instances.length} instance${instances.length > 1 ? 's' : ''}, ${SECONDS} s:`);
  for (const { operation, answers } of results) {
    const failures = answers.filter((a) => a.status === 0 || a.status >= 400);
    const failed = failures.length;
    if (failed)
      console.log(
        `    (${operation}: the first failure was ${failures[0]!.status} ${failures[0]!.body.slice(0, 200)})`,
      );
    const notModified = answers.filter((a) => a.status === 304).length;
    const alone = cost.get(operation)!;
    console.log(
      `    ${operation.padEnd(8)} ${(answers.length / elapsed).toFixed(1).padStart(6)}/s (${answers.length}, ${failed} failed${operation === 'poll' ? `, ${notModified} 304` : ''}): ${summary(answers.map((a) => a.ms))}; ` +
        `${alone.statements.toFixed(2)} statements and ${alone.cpuMs.toFixed(2)} CPU ms a request${operation === 'today' ? ' (of its 3 calls)' : ''}`,
    );
  }
  if (replyToStream.length)
    console.log(`    nurse's reply (staff API) to the patient's open stream: ${summary(replyToStream)}`);
  const statementCount = sum(after.map((a, i) => a.statements - before[i]!.statements));
  console.log(
    `    all: ${(requests / elapsed).toFixed(0)} requests/s, ${(cpuMs / requests).toFixed(2)} CPU ms and ${(statementCount / requests).toFixed(2)} statements a request; ` +
      after
        .map(
          (a, i) =>
            `instance ${i + 1}: ${mb(a.rssBytes)} resident, ${mb(a.heapBytes)} heap, ${a.streams} streams, ${((a.cpuMicros - before[i]!.cpuMicros) / 1000 / elapsed / 10).toFixed(0)}% of a core, ` +
            `${(a.gcMs - before[i]!.gcMs).toFixed(0)} ms collecting garbage (longest pause so far ${a.longestGcMs.toFixed(0)} ms)`,
        )
        .join('; '),
  );
  return cpuMs / requests;
}

async function day(database: string) {
  const { instance: first, practice } = await start({ BENCH_DATABASE: database });
  const { patients } = practice!;
  console.log(`\n${database}: ${PATIENTS} patients, opening ${STREAMS} event streams`);
  const before = await stats(first);
  const arrivals = new Map<number, number>();
  const waiting = new Map<number, (at: number) => void>();
  const onEvent = (id: number, at: number) => {
    arrivals.set(id, at);
    waiting.get(id)?.(at);
  };
  const streams: IncomingMessage[] = [];
  for (let i = 0; i < STREAMS; i += 100) {
    streams.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(100, STREAMS - i) }, (_, j) => openStream(first.port, patients[i + j]!, onEvent)),
      )),
    );
  }
  const opened = await stats(first);
  console.log(
    `  opened ${opened.streams} streams: ${mb(opened.rssBytes)} resident (${mb(before.rssBytes)} before), ${((opened.rssBytes - before.rssBytes) / STREAMS / 1024).toFixed(1)} KB a stream`,
  );

  // Idle: nothing happens for a while.
  const idleFrom = await stats(first);
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  const idleTo = await stats(first);
  console.log(
    `  idle ${SECONDS} s with ${idleTo.streams} streams open: ${((idleTo.statements - idleFrom.statements) / SECONDS).toFixed(2)} statements a second, ` +
      `${((idleTo.cpuMicros - idleFrom.cpuMicros) / 1000 / SECONDS).toFixed(1)} CPU ms a second, the event loop held at most ${idleTo.longestLoopDelayMs.toFixed(0)} ms`,
  );

  // Replies: one at a time, into a random open thread.
  const latencies: number[] = [];
  for (let i = 0; i < REPLIES; i += 1) {
    const patient = patients[Math.floor(Math.random() * STREAMS)]!;
    const replied = await ask<Replied>(
      first.child,
      { type: 'reply', conversationId: patient.conversationId },
      'replied',
    );
    const at =
      arrivals.get(replied.messageId) ??
      (await new Promise<number>((resolve) => waiting.set(replied.messageId, resolve)));
    waiting.delete(replied.messageId);
    latencies.push(at - replied.committedAt);
  }
  console.log(`  ${REPLIES} replies to the patient's open stream (commit to event): ${summary(latencies)}`);

  // The unread poll: each patient's first (no ETag yet), 16 at a time; then open-loop at the practice's rate, with her ETag.
  const firstFrom = await stats(first);
  const firstPolls: Answer[] = [];
  for (let i = 0; i < patients.length; i += 16)
    firstPolls.push(...(await Promise.all(patients.slice(i, i + 16).map((patient) => poll(first.port, patient)))));
  const firstTo = await stats(first);
  console.log(
    `  the day's first unread poll of each patient: ${summary(firstPolls.map((a) => a.ms))}; ${((firstTo.statements - firstFrom.statements) / patients.length).toFixed(2)} statements and ` +
      `${((firstTo.cpuMicros - firstFrom.cpuMicros) / 1000 / patients.length).toFixed(2)} CPU ms a poll, ${firstPolls.filter((a) => a.status !== 200).length} not 200`,
  );
  const pollFrom = await stats(first);
  const polls: Promise<Answer>[] = [];
  const started = performance.now();
  for (let i = 0; performance.now() - started < SECONDS * 1000; i += 1) {
    const due = started + (i * 1000) / POLL_RATE;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    polls.push(poll(first.port, patients[i % patients.length]!));
  }
  const answered = await Promise.all(polls);
  const pollTo = await stats(first);
  const elapsed = (performance.now() - started) / 1000;
  console.log(
    `  unread poll at ${(answered.length / elapsed).toFixed(0)}/s (${answered.length} polls, ${answered.filter((a) => a.status === 304).length} 304, ${answered.filter((a) => a.status !== 200 && a.status !== 304).length} failed): ` +
      `${summary(answered.map((a) => a.ms))}; ${((pollTo.statements - pollFrom.statements) / answered.length).toFixed(2)} statements and ${((pollTo.cpuMicros - pollFrom.cpuMicros) / 1000 / answered.length).toFixed(2)} CPU ms a poll, ` +
      `${(pollTo.gcMs - pollFrom.gcMs).toFixed(0)} ms collecting garbage, the event loop held at most ${pollTo.longestLoopDelayMs.toFixed(0)} ms`,
  );
  console.log(`    the server's own time a poll (arrival to answer): ${summary(pollTo.pollServerMs)}`);

  // The day: measured alone first, then all at once on one instance and (PostgreSQL) on two.
  const replyToStream: number[] = [];
  const run = operations(practice!, arrivals, replyToStream);
  const cost = await measureAlone(first, run);
  const perRequest = new Map<number, number>();
  if (INSTANCES.includes(1)) perRequest.set(1, await runDay([first], run, cost, replyToStream));
  let second: Instance | null = null;
  if (INSTANCES.includes(2) && practice!.databaseUrl) {
    second = (await start({ BENCH_JOIN_URL: practice!.databaseUrl })).instance;
    // Warmed as the first was (by its polls and its day): a new process compiles its code on its first
    // requests, which would be counted against two instances.
    await measureAlone(second, run);
    await runDay([second], run, cost, replyToStream, { quiet: true });
    perRequest.set(2, await runDay([first, second], run, cost, replyToStream));
  } else if (INSTANCES.includes(2)) console.log("  (two instances need PostgreSQL: PGlite is one process's database)");
  if (perRequest.has(1) && perRequest.has(2)) {
    console.log(
      `  CPU ms a request, two instances against one: ${((perRequest.get(2)! / perRequest.get(1)! - 1) * 100).toFixed(1)}%`,
    );
  }

  for (const stream of streams) stream.destroy();
  if (second) await stop(second);
  await stop(first);
}

for (const database of DATABASES) await day(database);
streamAgent.destroy();
callAgent.destroy();
