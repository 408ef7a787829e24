// The server side of the day benchmark (bench/day.ts): Matrona's API server as main.ts builds it,
// with the database's notifications, on the load benchmark's world plus a practice's patients:
// each with a session and a question to the care team, written in bulk. It answers the parent's
// questions over IPC: statements sent so far, CPU, memory and open streams; and writes a nurse's
// reply into a conversation on request, saying when it was committed.
import { randomInt } from 'node:crypto';
import { tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import { FolderCuff } from '../../src/adapters/cuff.js';
import { FolderFiles } from '../../src/adapters/files.js';
import { buildApp } from '../../src/app.js';
import { conversations, messages, organizations, sessions } from '../../src/db/schema.js';
import { hashToken, newSessionToken } from '../../src/services/secrets.js';
import { SigningKeys } from '../../src/signing-keys.js';
import { openWorld, type BenchDatabase } from '../load/world.js';

export type DayPatient = { token: string; conversationId: number };
export type DayReady = { type: 'ready'; port: number; patients: DayPatient[] };
export type DayStats = { type: 'stats'; statements: number; cpuMicros: number; rssBytes: number; heapBytes: number; streams: number };
export type Replied = { type: 'replied'; messageId: number; committedAt: number };

const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 1250);
const noop = { send: async () => {} };

const world = await openWorld(process.env.BENCH_DATABASE as BenchDatabase);
const db = world.handle.db;
const [organization] = await db.insert(organizations).values({ name: 'Bench Maternity Care', kind: 'care_team' }).returning();
// The practice's patients, their sessions and their questions, in three statements.
const offset = randomInt(1_000_000);
const ids = (
  await db.execute<{ id: number }>(sql`
    insert into users (first_name, last_name, email, phone, zip, password_hash, prefs, agreed_to_policies_at, gold_until)
    select 'Patient', i::text, 'day' || (${offset} + i) || '@example.com', (5550000000 + ${offset} + i)::text, '90012', 'x',
      '{"terms":true,"call_you":null,"call_you_other":null,"measureUnit":"imperial","language":"en","verified_phone":"yes"}'::jsonb, now(), now() + interval '1 year'
    from generate_series(1, ${PATIENTS}) as i
    returning id`)
) as unknown as { rows?: { id: number }[] } & { id: number }[];
const userIds = (ids.rows ?? ids).map((row) => row.id);
const tokens = userIds.map(() => newSessionToken());
const expiresAt = new Date(Date.now() + 24 * 3600_000);
await db.insert(sessions).values(userIds.map((userId, i) => ({ tokenHash: hashToken(tokens[i]!), userId, expiresAt })));
const questions = await db
  .insert(conversations)
  .values(userIds.map((patientId, i) => ({ patientId, organizationId: organization!.id, name: 'A question', readByPatient: i % 10 !== 0 })))
  .returning({ id: conversations.id, patientId: conversations.patientId });
const conversationOf = new Map(questions.map((q) => [q.patientId, q.id]));

const keys = SigningKeys.ephemeral();
const app = await buildApp({
  db,
  listen: world.handle.listen,
  sms: noop,
  email: noop,
  cuff: new FolderCuff('/nonexistent'),
  files: new FolderFiles(tmpdir(), 'http://localhost', keys.for('file-links')),
  keys,
  rateLimitScale: 1_000,
  sessionIdleMinutes: 24 * 60,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.send!({ type: 'ready', port, patients: userIds.map((id, i) => ({ token: tokens[i]!, conversationId: conversationOf.get(id)! })) } satisfies DayReady);

process.on('message', async (message: { type: string; conversationId?: number }) => {
  if (message.type === 'stats') {
    const cpu = process.cpuUsage();
    const memory = process.memoryUsage();
    process.send!({ type: 'stats', statements: world.statements(), cpuMicros: cpu.user + cpu.system, rssBytes: memory.rss, heapBytes: memory.heapUsed, streams: app.services.streamWakeups.size } satisfies DayStats);
  } else if (message.type === 'reply') {
    // A nurse's reply, as the staff API stores it: a message row; its trigger notifies at commit.
    const [row] = await db.insert(messages).values({ conversationId: message.conversationId!, fromPatient: false, content: 'A reply from the care team.' }).returning({ id: messages.id });
    process.send!({ type: 'replied', messageId: row!.id, committedAt: Date.now() } satisfies Replied);
  } else if (message.type === 'stop') {
    await app.close();
    await world.close();
    process.disconnect();
    process.exit(0);
  }
});
