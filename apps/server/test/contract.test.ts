// The contract test: every call the server answers is checked against openapi/v2.yaml (status described, body
// matching its schema, described headers present), and the operations not served yet are listed and held
// at or below a committed count (test/contract-ratchet.json) that may only go down.
import { Ajv as AjvDraft07 } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_PATIENT, DEMO_PROVIDER, seedDemoWorld } from '../src/db/seed.js';
import { ajv, contractViolations, document, operations, type ResponseDefinition } from './contract-check.js';
import ratchet from './contract-ratchet.json' with { type: 'json' };
import { databaseKind, setUpTestApp } from './harness.js';

const ctx = setUpTestApp();

type Call = {
  path?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: object;
  token?: string;
};

const exercised = new Set<string>();

/** Calls an operation by its operationId, as the client does, and fails on any answer off the contract. */
async function call(operationId: string, options: Call = {}) {
  const operation = operations.get(operationId);
  if (!operation) throw new Error(`${operationId} is not in openapi/v2.yaml`);
  const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(options.path?.[name] ?? '')),
  );
  const query = new URLSearchParams(
    Object.entries(options.query ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  const response = await ctx.app.inject({
    method: operation.method.toUpperCase() as 'GET',
    url: `/api/v2${url}${query ? `?${query}` : ''}`,
    headers: {
      'accept-language': 'en',
      'x-requested-with': 'XMLHttpRequest',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body ? { payload: options.body } : {}),
  });
  exercised.add(operationId);
  const answer = { status: response.statusCode, headers: response.headers, body: response.body };
  expect(contractViolations(operationId, answer), `${operation.method.toUpperCase()} ${operation.path}`).toEqual([]);
  return { status: answer.status, body: answer.body ? (response.json() as Record<string, any>) : null };
}

describe(`the v2 contract on ${databaseKind}`, () => {
  it('knows a wrong answer when it sees one', () => {
    const json = { 'content-type': 'application/json; charset=utf-8' };
    expect(
      contractViolations('getCurrentUser', { status: 200, headers: json, body: '{"first_name":"Ana"}' }),
    ).not.toEqual([]);
    expect(contractViolations('getCurrentUser', { status: 418, headers: json, body: '{}' })[0]).toMatch(
      /does not list/,
    );
    expect(contractViolations('logout', { status: 204, headers: {}, body: 'bye' })[0]).toMatch(/says none/);
    expect(
      contractViolations('login', {
        status: 429,
        headers: json,
        body: '{"code":"errors.tooManyRequests","message":"Slow down"}',
      })[0],
    ).toMatch(/Retry-After/);
    expect(
      contractViolations('getPatientStatus', { status: 200, headers: json, body: '{"status":"expecting"}' }),
    ).toEqual([]);
  });

  // Compiling every schema of the contract in two dialects is CPU work that grows with the
  // contract (over a thousand schemas once every input was bounded): more than the default time.
  it('has schemas every validator here compiles, in draft 2020-12 and draft-07', () => {
    const draft07 = new AjvDraft07({ strict: false });
    addFormats.default(draft07);
    let compiled = 0;
    for (const operation of operations.values()) {
      const parameters = (operation.definition.parameters ?? []) as { name: string; schema?: object }[];
      const body = (operation.definition.requestBody as { content?: Record<string, { schema?: object }> } | undefined)
        ?.content;
      const responses = Object.values(operation.definition.responses as Record<string, ResponseDefinition>);
      const schemas = [
        ...parameters.map((p) => p.schema),
        ...Object.values(body ?? {}).map((m) => m.schema),
        ...responses.flatMap((r) => Object.values(r.content ?? {}).map((m) => m.schema)),
      ].filter((schema): schema is object => schema !== undefined);
      for (const schema of schemas) {
        expect(() => ajv.compile(schema), operation.operationId).not.toThrow();
        expect(() => draft07.compile(schema), operation.operationId).not.toThrow();
        compiled += 1;
      }
    }
    expect(compiled).toBeGreaterThan(operations.size);
  }, 180_000);

  it('publishes the description it serves', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v2/openapi.json' });
    expect(response.statusCode).toBe(200);
    const published = response.json() as { openapi: string; paths: object };
    expect(published.openapi).toBe('3.1.0');
    expect(Object.keys(published.paths)).toEqual(Object.keys(document.paths as object));
  });

  it('serves only operations of the description', () => {
    for (const operationId of ctx.app.servedOperations) expect(operations.has(operationId), operationId).toBe(true);
  });

  describe('a patient signs up, verifies the phone, onboards, signs out and back in', () => {
    const patient = {
      first_name: 'Ana',
      last_name: 'Lopez',
      email: 'ana.contract@example.org',
      password: 'lullaby-2026',
      password_confirmation: 'lullaby-2026',
      zip: '94110',
      phone: '3105550142',
      agree: true,
    };
    let token = '';

    it('registers after checking the fields', async () => {
      expect((await call('getAnonymousToken')).status).toBe(200);
      expect((await call('validateRegistrationFields', { body: { email: patient.email } })).status).toBe(200);
      expect(
        (await call('validateRegistrationFields', { body: { email: 'not-an-email', password: 'short' } })).status,
      ).toBe(422);
      const created = await call('registerPatient', { body: patient });
      expect(created.status).toBe(201);
      token = created.body!.token;
      expect((await call('registerPatient', { body: patient })).status).toBe(422);
    });

    it('verifies the phone', async () => {
      expect((await call('sendRegistrationPhoneCode', { token })).status).toBe(200);
      const code = ctx.sms.lastCode(patient.phone);
      const wrong = code === '000000' ? '111111' : '000000';
      expect((await call('verifyRegistrationPhoneCode', { token, body: { code: wrong } })).status).toBe(422);
      expect((await call('verifyRegistrationPhoneCode', { token, body: { code } })).status).toBe(200);
    });

    it('reads and changes the profile and the status', async () => {
      expect((await call('getCurrentUser', { token })).status).toBe(200);
      expect((await call('getCurrentUser')).status).toBe(401);
      expect((await call('getPatientStatus', { token })).body).toEqual({ status: null });
      expect((await call('savePatientStatus', { token, body: { status: 'expecting' } })).status).toBe(200);
      expect((await call('savePatientStatus', { token, body: { status: 'unknown' } })).status).toBe(422);
      expect(
        (await call('updateProfile', { token, body: { first_name: 'Ana María', prefs: { terms: true } } })).status,
      ).toBe(200);
      expect((await call('updateProfile', { token, body: { prefs: { verified_phone: 'yes' } } })).status).toBe(422);
    });

    it('signs out and back in by password and by text', async () => {
      expect((await call('logout', { token })).status).toBe(204);
      expect((await call('login', { body: { email: patient.email, password: 'wrong-password' } })).status).toBe(422);
      expect((await call('login', { body: { email: patient.email, password: patient.password } })).status).toBe(200);
      await seedDemoWorld(ctx.db.db);
      expect((await call('login', { body: { email: DEMO_PROVIDER.email, password: DEMO_PASSWORD } })).status).toBe(409);
      expect((await call('requestTextLoginCode', { path: { phone: DEMO_PATIENT.phone } })).status).toBe(200);
      const code = ctx.sms.lastCode(DEMO_PATIENT.phone);
      expect((await call('textLogin', { body: { phone: DEMO_PATIENT.phone, code } })).status).toBe(200);
    });

    it('answers too many code requests with 429 and Retry-After', async () => {
      let status = 200;
      for (let i = 0; i < 10 && status !== 429; i += 1) {
        status = (await call('requestTextLoginCode', { path: { phone: '2025550177' } })).status;
      }
      expect(status).toBe(429);
    });
  });

  it('serves more of the contract over time: the unserved operations never exceed the committed count', () => {
    const served = new Set(ctx.app.servedOperations);
    const unserved = [...operations.keys()].filter((id) => !served.has(id));
    const untried = [...served].filter((id) => !exercised.has(id));
    console.info(
      `Contract: ${served.size} of ${operations.size} operations served, ${unserved.length} not yet:\n  ${unserved.join(', ')}`,
    );
    // Operations this file does not call are checked by the area tests, whose caller (test/patients.ts)
    // checks every answer against the same description.
    if (untried.length) console.info(`Contract: checked by the area tests: ${untried.join(', ')}`);
    // A ratchet: serving an operation lowers the count (lower the committed number with it); a new
    // operation in the contract without a handler raises it, and fails here until it is served.
    if (unserved.length < ratchet.unservedAtMost) {
      console.info(
        `Contract: ${unserved.length} unserved, below the ratchet's ${ratchet.unservedAtMost}: lower it in test/contract-ratchet.json`,
      );
    }
    expect(unserved.length).toBeLessThanOrEqual(ratchet.unservedAtMost);
  });
});
