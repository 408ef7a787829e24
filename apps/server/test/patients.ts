// Patients for tests that start signed in: a user row and a session token, without the sign-up
// journey (auth.test.ts covers that), and a caller that checks every answer against openapi/v2.yaml.
import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { pregnancies, users, type UserPrefs } from '../src/db/schema.js';
import { contractViolations, operationAt } from './contract-check.js';
import type { TestContext } from './harness.js';

/** The test patients' password, for a test that signs one in at a server process. */
export const PATIENT_PASSWORD = 'Matrona test password 1';

/** A real argon2 hash (of PATIENT_PASSWORD), so a password check answers as for a real account. */
const PATIENT_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$2FnqOniLd3Py0REheIe62g$5QUBuVWNncyz0UVd9XF5FwBqF+aXMeK5GTmokMJzVPA';

export type Patient = { id: number; uuid: string; token: string; email: string; phone: string };

export async function createPatient(
  ctx: TestContext,
  options: {
    language?: UserPrefs['language'];
    measureUnit?: UserPrefs['measureUnit'];
    goldUntil?: Date | null;
    timezone?: string;
    /** Gives her a pregnancy going on, due that day: kick counting speaks only of one. */
    dueDate?: string;
  } = {},
): Promise<Patient> {
  const n = randomInt(1_000_000, 9_999_999);
  const [user] = await ctx.db.db
    .insert(users)
    .values({
      firstName: 'Ana',
      lastName: 'Rivera',
      email: `patient${n}@example.com`,
      phone: `555${n}`,
      zip: '90012',
      passwordHash: PATIENT_PASSWORD_HASH,
      status: 'expecting',
      timezone: options.timezone ?? 'UTC',
      goldUntil: options.goldUntil ?? null,
      prefs: {
        terms: true,
        call_you: null,
        call_you_other: null,
        measureUnit: options.measureUnit ?? 'imperial',
        language: options.language ?? 'en',
        verified_phone: 'yes',
      },
      agreedToPoliciesAt: new Date(),
    })
    .returning();
  if (options.dueDate) await ctx.db.db.insert(pregnancies).values({ userId: user!.id, dueDate: options.dueDate });
  const token = await ctx.app.services.sessions.create(user!.id);
  return { id: user!.id, uuid: user!.uuid, token, email: user!.email, phone: user!.phone };
}

export type Answer = { status: number; body: any };

export function caller(ctx: TestContext) {
  return async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    patient: Patient | null,
    body?: object,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const response = await ctx.app.inject({
      method,
      url: `/api/v2${url}`,
      headers: { ...headers, ...(patient ? { authorization: `Bearer ${patient.token}` } : {}) },
      ...(body ? { payload: body } : {}),
    });
    const operationId = operationAt(method, url);
    expect(operationId, `${method} ${url} is in openapi/v2.yaml`).toBeDefined();
    const answer = { status: response.statusCode, headers: response.headers, body: response.body };
    expect(contractViolations(operationId!, answer), `${method} ${url}`).toEqual([]);
    const type = String(response.headers['content-type'] ?? '');
    return { status: response.statusCode, body: type.includes('json') ? response.json() : response.body };
  };
}
