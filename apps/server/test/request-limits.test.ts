// What the server refuses before a service sees it, and how: malformed input is a 4xx in the
// contract's ErrorResponse that names the field where there is one, and stores nothing.
import { request as httpRequest } from 'node:http';
import { once } from 'node:events';
import { connect, type AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKind, setUpTestApp } from './harness.js';
import { caller, createPatient, type Patient } from './patients.js';

const ctx = setUpTestApp();
const call = caller(ctx);

describe(`request limits on ${databaseKind}`, () => {
  let ana: Patient;

  beforeAll(async () => {
    ana = await createPatient(ctx, { measureUnit: 'metric' });
  });

  it('refuses an empty measurement system instead of choosing imperial', async () => {
    const answer = await call('PUT', '/patient/profile/measurement-system', ana, {});
    expect(answer.status).toBe(422);
    expect(answer.body.fields).toEqual({ measureUnit: 'validation.required' });
    expect((await call('GET', '/user', ana)).body.user_data.prefs.measureUnit).toBe('metric');
  });

  it('refuses unknown properties, a NUL byte and a lone surrogate, naming the field, and keeps nothing', async () => {
    const unknown = await call('PUT', '/patient/profile/measurement-system', ana, {
      measureUnit: 'imperial',
      is_admin: true,
    });
    expect(unknown.status).toBe(422);
    for (const name of ['Lu\u0000na', 'Lu\uD800na']) {
      const answer = await call('POST', '/patient/child', ana, { first_name: name, due_date: '2027-03-01' });
      expect(answer.status).toBe(422);
      expect(answer.body.fields).toEqual({ first_name: 'validation.invalid' });
    }
    expect((await call('GET', '/patient/child', ana)).body).toEqual([]);
    expect((await call('GET', '/user', ana)).body.user_data.prefs.measureUnit).toBe('metric');
  });

  it('refuses the year 0000, a leap second and ids past PostgreSQL integers', async () => {
    expect(
      (await call('POST', '/patient/child', ana, { first_name: 'Luna', due_date: '0000-03-01' })).body.fields,
    ).toEqual({ due_date: 'validation.invalid' });
    const monitors = (await call('GET', '/patient/monitors', ana)).body as { id: number; type: string }[];
    const pressure = monitors.find((m) => m.type === 'pressure')!.id;
    const leap = await call('POST', `/patient/monitors/pressure/${pressure}`, ana, {
      systolic: 118,
      diastolic: 76,
      measured_at: '2026-12-31T23:59:60Z',
    });
    expect(leap.body.fields).toEqual({ measured_at: 'validation.invalid' });
    const beyond = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/patient/child/2147483648',
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().fields).toEqual({ id: 'validation.invalid' });
  });

  it('refuses deep nesting and a body over the limit', async () => {
    const deep = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/patient/child',
      headers: { authorization: `Bearer ${ana.token}`, 'content-type': 'application/json' },
      payload: '['.repeat(20000) + ']'.repeat(20000),
    });
    expect(deep.statusCode).toBe(422);
    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/patient/child',
      headers: { authorization: `Bearer ${ana.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ first_name: 'x'.repeat(300_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'errors.badRequest' });
  });

  it('answers a path value too long (414) and headers too large (431) in the contract error shape', async () => {
    const long = await ctx.app.inject({ method: 'GET', url: `/api/v2/auth/text-login/${'5'.repeat(150)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ code: 'errors.badRequest', message: 'The address is too long' });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: `/api/v2/languages?q=${'a'.repeat(1_000_000)}` },
        (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({
      code: 'errors.badRequest',
      message: 'The request headers are too large',
    });
  });

  it('reads the rest of a request refused for its headers, sent after the answer, without a reset', async () => {
    // A proxy in front (Caddy) goes on sending a refused request's body after the 431: a reset
    // while it writes is, to the proxy, a failed instance (a 502, and the instance left out).
    if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    // As a proxy does, it goes on writing after the server has answered and closed its side.
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    const failures: string[] = [];
    socket.on('error', (error: NodeJS.ErrnoException) => failures.push(error.code ?? error.message));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    await once(socket, 'connect');
    // Headers far over the limit arrive in several reads, each of which the parser refuses again.
    socket.write(
      `GET /api/v2/languages?q=${'a'.repeat(200_000)} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 60000\r\n\r\n`,
    );
    await vi.waitFor(() => expect(answer).toContain('431'));
    for (let sent = 0; sent < 60_000; sent += 6_000) {
      socket.write('x'.repeat(6_000));
      await new Promise((done) => setTimeout(done, 20));
    }
    await new Promise((done) => setTimeout(done, 100));
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(failures).toEqual([]);
  });

  it('answers with security headers, and never lets a cache keep a private answer', async () => {
    const privateAnswer = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/user',
      headers: { authorization: `Bearer ${ana.token}` },
    });
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/v2/user' });
    const publicAnswer = await ctx.app.inject({ method: 'GET', url: '/api/v2/languages' });
    for (const answer of [privateAnswer, refused, publicAnswer]) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(answer.headers['content-security-policy']).toBe(
        "default-src 'none';style-src 'unsafe-inline';img-src 'self' data:;frame-ancestors 'none';base-uri 'none';form-action 'none'",
      );
    }
    expect(privateAnswer.headers['cache-control']).toBe('no-store');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(publicAnswer.headers['cache-control']).toBeUndefined();
  });
});
