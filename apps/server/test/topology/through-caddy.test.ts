// The sample of generated suites in the topology stage counts only if their calls really went
// through Caddy: harness.ts's app, under MAT_TEST_THROUGH_CADDY, answers inject calls over HTTP.
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../harness.js';

const ctx = setUpTestApp();

describe('inject under MAT_TEST_THROUGH_CADDY', () => {
  it('is answered through Caddy, which sets the client address itself', async () => {
    expect(process.env.MAT_TEST_THROUGH_CADDY).toBe('1');
    // The app already listens (hooks are closed): its HTTP server shows what arrived.
    let seen: { peer: unknown; forwardedFor: unknown } | null = null;
    ctx.app.server.on(
      'request',
      (request: { socket: { remoteAddress?: string }; headers: Record<string, unknown> }) => {
        seen = { peer: request.socket.remoteAddress, forwardedFor: request.headers['x-forwarded-for'] };
      },
    );
    const answer = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/token',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(answer.statusCode).toBe(200);
    // Caddy names itself in Via on what it passes on (and in Server on what it answers itself).
    expect(answer.headers.via).toBe('1.1 Caddy');
    expect(seen).toEqual({ peer: '127.0.0.1', forwardedFor: '127.0.0.1' });
    // Outside /api Caddy answers itself (the apps' files in deploy/Caddyfile; nothing here).
    expect((await ctx.app.inject({ method: 'GET', url: '/not-the-api' })).headers.server).toBe('Caddy');
  });
});
