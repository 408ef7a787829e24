// The contract is published by the server itself, as data and as a page to read.
import { describe, expect, it } from 'vitest';
import { listOperations, loadOpenApi, staffOpenApiFile } from '../src/http/openapi.js';
import { setUpTestApp } from './harness.js';

const ctx = setUpTestApp();

describe('published description', () => {
  it('serves openapi.json as the file says it', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v2/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(JSON.parse(JSON.stringify(loadOpenApi())));
  });

  it('serves a readable reference page linking to it', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v2/reference' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('openapi.json');
    expect(response.body).toContain('/plogin');
  });

  it("serves the care team console's own description, every call of it and nothing else", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/staff/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const staff = loadOpenApi(staffOpenApiFile);
    expect(response.json()).toEqual(JSON.parse(JSON.stringify(staff)));
    expect([...ctx.app.servedStaffOperations].sort()).toEqual(
      listOperations(staff)
        .map((o) => o.operationId)
        .sort(),
    );
  });

  it('answers an unknown call with the error shape', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v2/no-such-call' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'errors.notFound' });
  });

  it('answers a method a call does not take with 405, naming in Allow the ones it takes', async () => {
    const logout = await ctx.app.inject({ method: 'DELETE', url: '/api/v2/logout' });
    expect(logout.statusCode).toBe(405);
    expect(logout.headers.allow).toBe('GET, HEAD');
    expect(logout.json()).toMatchObject({ code: 'errors.badRequest' });
    const signIn = await ctx.app.inject({ method: 'PUT', url: '/api/v2/plogin?x=1' });
    expect(signIn.statusCode).toBe(405);
    expect(signIn.headers.allow).toBe('POST');
    // With a path parameter, and on the staff API too.
    expect((await ctx.app.inject({ method: 'PATCH', url: '/api/v2/patient/support-session/12' })).headers.allow).toBe(
      'GET, HEAD',
    );
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/staff/v1/connections/3/confirm' })).headers.allow).toBe(
      'POST',
    );
  });
});
