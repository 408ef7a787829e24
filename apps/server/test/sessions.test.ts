// The sliding session: every authenticated call keeps it alive, but the new expiry is written at
// most once a minute (a burst of calls reads the session and writes nothing), and a call sending
// `X-Extend-Token: false` never extends it.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema.js';
import { hashToken } from '../src/services/secrets.js';
import { databaseKind, setUpTestApp } from './harness.js';
import { createPatient, type Patient } from './patients.js';

const ctx = setUpTestApp();
const MINUTE = 60_000;

async function expiryOf(patient: Patient): Promise<number> {
  const [row] = await ctx.db.db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(patient.token)));
  return row!.expiresAt.getTime();
}

async function profile(patient: Patient, headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/v2/patient/profile',
    headers: { authorization: `Bearer ${patient.token}`, ...headers },
  });
  return response.statusCode;
}

describe(`sessions on ${databaseKind}`, () => {
  let ana: Patient;
  let start: number;

  beforeAll(async () => {
    ctx.clock.now = new Date('2026-11-22T10:00:00Z');
    ana = await createPatient(ctx);
    start = ctx.clock.now.getTime();
  });

  it('writes the extension at most once a minute', async () => {
    const created = await expiryOf(ana);
    expect(created).toBe(start + 60 * MINUTE);
    ctx.clock.now = new Date(start + 59_000);
    expect(await profile(ana)).toBe(200);
    expect(await expiryOf(ana)).toBe(created);
    ctx.clock.now = new Date(start + MINUTE);
    expect(await profile(ana)).toBe(200);
    expect(await expiryOf(ana)).toBe(start + 61 * MINUTE);
  });

  it('keeps a used session alive past its first idle hour', async () => {
    for (let minutes = 30; minutes <= 150; minutes += 30) {
      ctx.clock.now = new Date(start + minutes * MINUTE);
      expect(await profile(ana), `after ${minutes} minutes`).toBe(200);
    }
  });

  it('is not extended by a call that asks not to, and ends after an idle hour', async () => {
    const last = ctx.clock.now.getTime();
    ctx.clock.now = new Date(last + 50 * MINUTE);
    expect(await profile(ana, { 'x-extend-token': 'false' })).toBe(200);
    ctx.clock.now = new Date(last + 61 * MINUTE);
    expect(await profile(ana)).toBe(401);
  });
});
