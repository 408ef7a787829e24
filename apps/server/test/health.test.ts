// /healthz and /readyz, for a load balancer: alive while the process serves, ready only while the
// database answers and holds every migration this build carries.
import { describe, expect, it } from 'vitest';
import type { Readiness } from '../src/http/health.js';
import { databaseKind, secondServer, setUpTestApp } from './harness.js';

const ctx = setUpTestApp();

/** A second server on the test's database whose readiness check is the one given. */
const serverWith = (readiness: Readiness) => secondServer(ctx, { readiness });

describe(`health checks on ${databaseKind}`, () => {
  it('answers alive and ready on a migrated database, never cached', async () => {
    const alive = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready when the database lacks a migration of this build, or does not answer', async () => {
    const behind = await serverWith({ migrationsKnown: 99, migrationsApplied: async () => 98 });
    const down = await serverWith({
      migrationsKnown: 1,
      migrationsApplied: () => Promise.reject(new Error('connection refused')),
    });
    try {
      expect((await behind.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({
        status: 'unavailable',
        reason: 'migrations',
      });
      const refused = await down.inject({ method: 'GET', url: '/readyz' });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ status: 'unavailable', reason: 'database' });
      // Alive all the same: the process answers.
      expect((await down.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await behind.close();
      await down.close();
    }
  });
});
