// The phone app calls the API from its web view's own origin (capacitor://localhost on iOS,
// https://localhost on Android): allowed only for the origins CORS_ORIGINS names, exactly, with no
// cookies (the apps sign in with a bearer token), and nothing at all when none is configured.
import { describe, expect, it, beforeAll } from 'vitest';
import { databaseKind, setUpTestApp, type TestContext } from './harness.js';
import { createPatient, type Patient } from './patients.js';

const NATIVE = ['capacitor://localhost', 'https://localhost', 'http://localhost'];

function preflight(ctx: TestContext, origin: string, url = '/api/v2/patient/monitors/pressure/1') {
  return ctx.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type,idempotency-key,accept-language,x-requested-with',
    },
  });
}

describe(`CORS for the phone app's origins on ${databaseKind}`, () => {
  const ctx = setUpTestApp({ corsOrigins: NATIVE });
  let ana: Patient;
  beforeAll(async () => {
    ana = await createPatient(ctx);
  });

  it("answers a preflight from each of the app's origins with what the app may send, and no credentials", async () => {
    for (const origin of NATIVE) {
      const response = await preflight(ctx, origin);
      expect(response.statusCode, origin).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(String(response.headers['access-control-allow-methods']).split(', ')).toEqual(
        expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']),
      );
      const allowed = String(response.headers['access-control-allow-headers']).toLowerCase().split(', ');
      expect(allowed).toEqual(
        expect.arrayContaining([
          'authorization',
          'content-type',
          'idempotency-key',
          'accept-language',
          'x-requested-with',
          'x-extend-token',
        ]),
      );
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      expect(response.headers['access-control-max-age']).toBe('600');
      expect(response.headers.vary).toMatch(/\bOrigin\b/);
    }
  });

  it('refuses a preflight from any other origin, and an OPTIONS that is no preflight', async () => {
    for (const origin of ['https://evil.example', 'capacitor://evil', 'https://localhost:8443', 'null']) {
      const response = await preflight(ctx, origin);
      expect(response.statusCode, origin).toBe(403);
      expect(response.json()).toMatchObject({ code: 'errors.forbidden' });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
    const plain = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/v2/patient/me',
      headers: { origin: 'capacitor://localhost' },
    });
    expect(plain.statusCode).toBe(404);
  });

  it("lets the app read the answers of its calls, errors too, and no other site's", async () => {
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/patient/monitors',
      headers: { origin: 'capacitor://localhost', authorization: `Bearer ${ana.token}` },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['access-control-allow-origin']).toBe('capacitor://localhost');
    expect(String(mine.headers['access-control-expose-headers'])).toMatch(/Retry-After/);
    // The server's time, which the kick counter's timer goes by (http/server-date.ts).
    expect(String(mine.headers['access-control-expose-headers'])).toMatch(/\bDate\b/);
    expect(mine.headers.date).toBe(ctx.clock.now.toUTCString());
    expect(mine.headers['access-control-allow-credentials']).toBeUndefined();
    expect(mine.headers.vary).toMatch(/\bOrigin\b/);

    const signedOut = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/patient/monitors',
      headers: { origin: 'https://localhost' },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['access-control-allow-origin']).toBe('https://localhost');

    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/patient/monitors',
      headers: { origin: 'https://evil.example', authorization: `Bearer ${ana.token}` },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers.vary).toMatch(/\bOrigin\b/);
  });

  it('sends a reading from the app with its Idempotency-Key as from the web', async () => {
    const monitors = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/patient/monitors',
      headers: { origin: 'capacitor://localhost', authorization: `Bearer ${ana.token}` },
    });
    const pressure = monitors.json<{ id: number; type: string }[]>().find((m) => m.type === 'pressure')!.id;
    expect(
      (await preflight(ctx, 'capacitor://localhost', `/api/v2/patient/monitors/pressure/${pressure}`)).statusCode,
    ).toBe(204);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/v2/patient/monitors/pressure/${pressure}`,
      headers: {
        origin: 'capacitor://localhost',
        authorization: `Bearer ${ana.token}`,
        'idempotency-key': 'cors-reading-0001',
      },
      payload: { systolic: 120, diastolic: 80, symptoms: [] },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.headers['access-control-allow-origin']).toBe('capacitor://localhost');
  });
});

describe(`no CORS unless configured, on ${databaseKind}`, () => {
  const ctx = setUpTestApp();

  it("answers no preflight and marks no answer for the app's origins", async () => {
    const response = await preflight(ctx, 'capacitor://localhost');
    expect(response.statusCode).toBe(404);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const answer = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/patient/monitors',
      headers: { origin: 'capacitor://localhost' },
    });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});
