// Rate limits kept in the database: the public calls that send, create or reveal something are
// limited per address, and the sign-in lockout cannot be turned against the account's owner.
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { secondServer, setUpTestApp } from './harness.js';
import { createPatient } from './patients.js';
import { contractViolations } from './contract-check.js';

const ctx = setUpTestApp();

type Options = { address?: string; body?: object; headers?: Record<string, string> };
async function call(method: 'GET' | 'POST', url: string, { address = '203.0.113.1', body, headers }: Options = {}) {
  const response = await ctx.app.inject({
    method,
    url: `/api/v2${url}`,
    remoteAddress: address,
    ...(headers ? { headers } : {}),
    ...(body ? { payload: body } : {}),
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.body ? response.json() : null,
    raw: response,
  };
}

const registration = (n: number, extra: object = {}) => ({
  first_name: 'Lucía',
  last_name: 'Pérez',
  email: `lucia.${n}@example.com`,
  password: 'sunrise-2026',
  password_confirmation: 'sunrise-2026',
  zip: '90012',
  phone: `(213) 555-${String(1000 + n)}`,
  agree: true,
  ...extra,
});

async function owner(email: string) {
  const [user] = await ctx.db.db
    .insert(users)
    .values({
      firstName: 'Ana',
      lastName: 'Rivera',
      email,
      phone: `555${Math.floor(Math.random() * 9e6 + 1e6)}`,
      zip: '90012',
      passwordHash: await hash('the-right-password'),
      prefs: {
        terms: true,
        call_you: null,
        call_you_other: null,
        measureUnit: 'metric',
        language: 'en',
        verified_phone: 'yes',
      },
      agreedToPoliciesAt: new Date(),
    })
    .returning();
  return user!;
}

const login = (email: string, password: string, address: string) =>
  call('POST', '/plogin', { address, body: { email, password } });

describe('limits by address on public calls', () => {
  it('answers the 31st anonymous token in an hour from one address with 429, Retry-After and the error shape', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await call('GET', '/token', { address: '198.51.100.1' })).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    const limited = await call('GET', '/token', { address: '198.51.100.1' });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('errors.tooManyRequests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(
      contractViolations('getAnonymousToken', { status: 429, headers: limited.headers, body: limited.raw.body }),
    ).toEqual([]);
    // Another address is not held back.
    expect((await call('GET', '/token', { address: '198.51.100.2' })).status).toBe(200);
  });

  it("stops the field check from telling which e-mails have accounts at a script's speed", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push(
        (
          await call('POST', '/auth/validate-fields', {
            address: '198.51.100.3',
            body: { email: `who${i}@example.com` },
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('creates at most 10 accounts an hour from one address, and the 11th is not created', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await call('POST', '/pregister', { address: '198.51.100.4', body: registration(i) })).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(await ctx.db.db.select().from(users).where(eq(users.email, 'lucia.10@example.com'))).toEqual([]);
  });

  it('sends at most 5 Contact us messages an hour from one address', async () => {
    const before = ctx.email.sent.length;
    const message = { name: 'Ana', email: 'ana@example.org', subject: 'Hello', message: 'A question about my plan.' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await call('POST', '/support/request', { address: '198.51.100.5', body: message })).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
    expect(ctx.email.sent.length - before).toBe(5);
  });

  it('holds across two servers on the same database', async () => {
    const second = await secondServer(ctx);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1) {
        const app = i % 2 === 0 ? ctx.app : second;
        statuses.push(
          (await app.inject({ method: 'GET', url: '/api/v2/token', remoteAddress: '198.51.100.6' })).statusCode,
        );
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(30);
      expect(statuses[30]).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('code look-ups', () => {
  it('answer 429 past 30 an hour for one account, whatever addresses it comes from, with nothing looked up', async () => {
    const patient = await createPatient(ctx);
    const lookup = (i: number) =>
      call('GET', `/promocode/GUESS${i}`, {
        address: `198.18.0.${i}`,
        headers: { authorization: `Bearer ${patient.token}` },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await lookup(i)).status);
    expect(statuses.slice(0, 30).every((s) => s !== 429)).toBe(true);
    const refused = await lookup(31);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('errors.tooManyRequests');
  });

  it('answer 429 past 60 an hour from one address, whichever accounts and codes it tries', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) {
      const path = i % 2 === 0 ? `/promocode/GUESS${i}` : `/patient/invites/GUESS${i}/info`;
      statuses.push((await call('GET', path, { address: '198.51.100.41' })).status);
    }
    expect(statuses.slice(0, 60).every((s) => s !== 429)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

describe('time zones', () => {
  it('refuses sign-up with a time zone the reminders cannot read, and keeps nothing', async () => {
    const response = await call('POST', '/pregister', {
      address: '198.51.100.7',
      body: registration(50, { timezone: 'Zz/Not_A_Zone' }),
    });
    expect(response.status).toBe(422);
    expect(response.body.fields).toMatchObject({ timezone: 'validation.invalid' });
    expect(await ctx.db.db.select().from(users).where(eq(users.email, 'lucia.50@example.com'))).toEqual([]);
    const good = await call('POST', '/pregister', {
      address: '198.51.100.7',
      body: registration(51, { timezone: 'America/Chicago' }),
    });
    expect(good.status).toBe(201);
  });
});

describe('the sign-in lockout', () => {
  it('locks out the address that guesses, not the owner signing in from elsewhere', async () => {
    const user = await owner('owner1@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await login(user.email, `wrong-${i}-guess`, '192.0.2.66')).status);
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
    // The stranger is refused even with the right password now; the owner from home is not.
    expect((await login(user.email, 'the-right-password', '192.0.2.66')).status).toBe(429);
    expect((await login(user.email, 'the-right-password', '192.0.2.10')).status).toBe(200);
  });

  it('lets the right password from a known address through a guess spread over many addresses', async () => {
    const user = await owner('owner2@example.com');
    expect((await login(user.email, 'the-right-password', '192.0.2.20')).status).toBe(200);
    // 50 wrong passwords from 50 addresses reach the account's own limit.
    for (let i = 0; i < 50; i += 1)
      expect((await login(user.email, `wrong-${i}-guess`, `10.9.${Math.floor(i / 200)}.${i}`)).status).toBe(422);
    // Now an unknown address is refused before its password is even checked (no oracle for a
    // right guess), while the owner's known address signs in.
    const stranger = await login(user.email, 'the-right-password', '10.9.9.9');
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(user.email, 'wrong-again-guess', '10.9.9.9')).status).toBe(429);
    expect((await login(user.email, 'the-right-password', '192.0.2.20')).status).toBe(200);
  });
});
