// The server side of the day benchmark (bench/day.ts): Matrona's API server as main.ts builds it,
// with the database's notifications, on the load benchmark's world plus a practice's patients:
// each with a password, a session, a blood pressure monitor, her greeting (read) and a question to the care team, and
// a nurse of the care team with a session of her own, written in bulk. With BENCH_JOIN_URL it is a
// second instance on the database a first one seeded, which sends it the practice over IPC. It
// answers the parent's questions over IPC: statements sent so far, CPU, memory and open streams;
// and writes a nurse's reply into a conversation on request, saying when it was committed.
import { randomInt } from 'node:crypto';
import { tmpdir } from 'node:os';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { FolderCuff } from '../../src/adapters/cuff.js';
import { FolderFiles } from '../../src/adapters/files.js';
import { buildApp } from '../../src/app.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import {
  conversations,
  messages,
  monitors,
  organizations,
  practitioners,
  sessions,
  users,
} from '../../src/db/schema.js';
import { hashToken, newSessionToken } from '../../src/services/secrets.js';
import { SigningKeys } from '../../src/signing-keys.js';
import { joinWorld, openWorld, type BenchDatabase } from '../load/world.js';

export type DayPatient = { token: string; email: string; conversationId: number; monitorId: number };
export type DayPractice = { password: string; nurseToken: string; patients: DayPatient[]; databaseUrl: string | null };
export type DayReady = { type: 'ready'; port: number; practice: DayPractice | null };
export type DayStats = {
  type: 'stats';
  statements: number;
  cpuMicros: number;
  rssBytes: number;
  heapBytes: number;
  streams: number;
  /** Garbage collection so far: its pauses' total and the longest, in ms (what a capped heap costs). */
  gcMs: number;
  longestGcMs: number;
  /** The longest the event loop was held since the last stats (a request arriving then waits that long), ms. */
  longestLoopDelayMs: number;
  /**
   * The server's own time over each unread poll since the last stats, ms: from the request's
   * arrival (Fastify's onRequest) to its answer. The client's figure adds what comes before: the
   * client's own turn, the socket, and a request waiting while the event loop is held.
   */
  pollServerMs: number[];
};
export type Replied = { type: 'replied'; messageId: number; committedAt: number };

const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 1250);
const JOIN_URL = process.env.BENCH_JOIN_URL;
const PASSWORD = 'a-long-day-at-the-practice';
const noop = { send: async () => {} };
const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/** The practice: its patients (password, session, monitor, question) and a nurse, in a few statements. */
async function seedPractice(db: DatabaseHandle['db'], url: string | null): Promise<DayPractice> {
  const [organization] = await db
    .insert(organizations)
    .values({ name: 'Bench Maternity Care', kind: 'care_team' })
    .returning();
  const passwordHash = await hash(PASSWORD);
  const offset = randomInt(1_000_000);
  const created = rowsOf<{ id: number; email: string }>(
    await db.execute(sql`
      insert into users (first_name, last_name, email, phone, zip, password_hash, prefs, agreed_to_policies_at, gold_until)
      select 'Patient', i::text, 'day' || (${offset} + i) || '@example.com', (5550000000 + ${offset} + i)::text, '90012', ${passwordHash},
        '{"terms":true,"call_you":null,"call_you_other":null,"measureUnit":"imperial","language":"en","verified_phone":"yes"}'::jsonb, now(), now() + interval '1 year'
      from generate_series(1, ${PATIENTS}) as i
      returning id, email`),
  );
  const tokens = created.map(() => newSessionToken());
  const expiresAt = new Date(Date.now() + 24 * 3600_000);
  await db
    .insert(sessions)
    .values(created.map((user, i) => ({ tokenHash: hashToken(tokens[i]!), userId: user.id, expiresAt })));
  const monitorRows = await db
    .insert(monitors)
    .values(created.map((user) => ({ userId: user.id, type: 'pressure' as const, name: 'Blood pressure' })))
    .returning({ id: monitors.id, userId: monitors.userId });
  const questions = await db
    .insert(conversations)
    .values(
      created.map((user, i) => ({
        patientId: user.id,
        organizationId: organization!.id,
        name: 'A question',
        readByPatient: i % 10 !== 0,
      })),
    )
    .returning({ id: conversations.id, patientId: conversations.patientId });
  // Each patient has read her greeting already: the day is not her first (the first list makes it).
  await db.execute(sql`
    insert into conversations (patient_id, organization_id, kind, name, read_by_patient, last_message_at)
    select id, coalesce((select id from organizations where kind = 'matrona' order by id limit 1), ${organization!.id}), 'greeting', 'Welcome to your care team', true, now() - interval '30 days'
    from users where email like ${`day%`} and id between ${created[0]!.id} and ${created.at(-1)!.id}`);
  const [nurse] = await db
    .insert(users)
    .values({
      role: 'provider',
      firstName: 'Grace',
      lastName: 'Okafor',
      email: `nurse${offset}@example.com`,
      phone: `444${offset}`,
      zip: '90012',
      passwordHash,
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
  await db.insert(practitioners).values({
    userId: nurse!.id,
    organizationId: organization!.id,
    firstName: 'Grace',
    lastName: 'Okafor',
    userType: 'practitioner',
    degrees: ['RN'],
  });
  const nurseToken = newSessionToken();
  await db.insert(sessions).values({ tokenHash: hashToken(nurseToken), userId: nurse!.id, expiresAt });
  // A practice's tables have statistics; freshly bulk-loaded ones do not, and PostgreSQL's autovacuum
  // would analyze them in the middle of the measurements, on the same two cores.
  if (url) await db.execute(sql`vacuum analyze`);
  const conversationOf = new Map(questions.map((q) => [q.patientId, q.id]));
  const monitorOf = new Map(monitorRows.map((m) => [m.userId, m.id]));
  return {
    password: PASSWORD,
    nurseToken,
    databaseUrl: url,
    patients: created.map((user, i) => ({
      token: tokens[i]!,
      email: user.email,
      conversationId: conversationOf.get(user.id)!,
      monitorId: monitorOf.get(user.id)!,
    })),
  };
}

const joined = JOIN_URL ? await joinWorld(JOIN_URL) : null;
const world = joined ? null : await openWorld(process.env.BENCH_DATABASE as BenchDatabase);
const handle = joined?.handle ?? world!.handle;
const statements = joined?.statements ?? world!.statements;
const db = handle.db;
const practice = world ? await seedPractice(db, world.url) : null;

const keys = SigningKeys.ephemeral();
const app = await buildApp({
  db,
  listen: handle.listen,
  sms: noop,
  email: noop,
  cuff: new FolderCuff('/nonexistent'),
  files: new FolderFiles(tmpdir(), 'http://localhost', keys.for('file-links')),
  keys,
  rateLimitScale: 1_000,
  sessionIdleMinutes: 24 * 60,
});
const pollServerMs: number[] = [];
app.addHook('onResponse', async (request, reply) => {
  if (request.method === 'GET' && request.url.startsWith('/api/v2/conversations?'))
    pollServerMs.push(reply.elapsedTime);
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.send!({ type: 'ready', port, practice } satisfies DayReady);

const collections = { gcMs: 0, longestGcMs: 0 };
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    collections.gcMs += entry.duration;
    collections.longestGcMs = Math.max(collections.longestGcMs, entry.duration);
  }
}).observe({ entryTypes: ['gc'] });

process.on('message', async (message: { type: string; conversationId?: number }) => {
  if (message.type === 'stats') {
    const cpu = process.cpuUsage();
    const memory = process.memoryUsage();
    process.send!({
      type: 'stats',
      statements: statements(),
      cpuMicros: cpu.user + cpu.system,
      rssBytes: memory.rss,
      heapBytes: memory.heapUsed,
      streams: app.services.streamWakeups.size,
      ...collections,
      longestLoopDelayMs: loopDelay.max / 1e6,
      pollServerMs: pollServerMs.splice(0),
    } satisfies DayStats);
    loopDelay.reset();
  } else if (message.type === 'reply') {
    // A nurse's reply, as the staff API stores it: a message row; its trigger notifies at commit.
    const [row] = await db
      .insert(messages)
      .values({ conversationId: message.conversationId!, fromPatient: false, content: 'A reply from the care team.' })
      .returning({ id: messages.id });
    process.send!({ type: 'replied', messageId: row!.id, committedAt: Date.now() } satisfies Replied);
  } else if (message.type === 'stop') {
    await app.close();
    if (world) await world.close();
    else await handle.close();
    process.disconnect();
    process.exit(0);
  }
});
