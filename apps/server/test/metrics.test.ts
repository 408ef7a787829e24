// GET /metrics (http/metrics.ts): not served without METRICS_TOKEN, refused without the token, and
// with it the Prometheus text a scrape reads: requests per route template (never a raw URL, so no
// id reaches a label), their latency, the job queue's depth and the open event streams.
import { request, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { addToTeam, apiCaller, createCareTeam } from './care-team.js';
import { databaseKind, secondServer, setUpTestApp } from './harness.js';
import { createPatient } from './patients.js';

const ctx = setUpTestApp();
const send = apiCaller(ctx);
const TOKEN = 'metrics-token-of-this-test-0123456789abcdef';
let metered: App;

beforeAll(async () => {
  metered = await secondServer(ctx, { metricsToken: TOKEN });
});
afterAll(async () => {
  await metered?.close();
});

const scrape = async () => {
  const answer = await metered.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(answer.statusCode).toBe(200);
  return answer.body;
};
/** The value of one series, by its name and labels as written. */
const value = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe(`GET /metrics on ${databaseKind}`, () => {
  it('is not served without METRICS_TOKEN, and refused without the token', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }))
        .statusCode,
    ).toBe(404);
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const answer = await metered.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(answer.statusCode, String(authorization)).toBe(401);
      expect(answer.body).not.toContain('matrona_');
    }
  });

  it('counts requests and their latency per route template and status, with no id in a label', async () => {
    const patient = await createPatient(ctx);
    const monitors = await metered.inject({
      method: 'GET',
      url: '/api/v2/patient/monitors',
      headers: { authorization: `Bearer ${patient.token}` },
    });
    expect(monitors.statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) {
      const missing = await metered.inject({
        method: 'GET',
        url: `/api/v2/patient/monitors/pressure/987654${i}/readings`,
        headers: { authorization: `Bearer ${patient.token}` },
      });
      expect(missing.statusCode).toBe(404);
    }
    const text = await scrape();
    expect(text).toMatch(/^# TYPE matrona_http_requests_total counter$/m);
    expect(
      value(text, 'matrona_http_requests_total{operation="/api/v2/patient/monitors",method="GET",status="200"}'),
    ).toBe(1);
    expect(
      value(
        text,
        'matrona_http_requests_total{operation="/api/v2/patient/monitors/pressure/:id/readings",method="GET",status="404"}',
      ),
    ).toBe(3);
    expect(
      value(
        text,
        'matrona_http_request_duration_seconds_count{operation="/api/v2/patient/monitors/pressure/:id/readings",method="GET"}',
      ),
    ).toBe(3);
    expect(text).not.toContain('987654');
    // A request no route matched is one series, whatever its URL.
    await metered.inject({ method: 'GET', url: '/no/such/path/123456' });
    const after = await scrape();
    expect(value(after, 'matrona_http_requests_total{operation="unmatched",method="GET",status="404"}')).toBe(1);
    expect(after).not.toContain('123456');
  });

  it("tells the job queue's depth", async () => {
    const before = await scrape();
    const due = value(before, 'matrona_job_queue_depth{state="due"}')!;
    const scheduled = value(before, 'matrona_job_queue_depth{state="scheduled"}')!;
    await ctx.app.services.jobs.enqueue('metrics-test', {});
    await ctx.app.services.jobs.enqueue('metrics-test', {}, { runAt: new Date(ctx.clock.now.getTime() + 3600_000) });
    const after = await scrape();
    expect(value(after, 'matrona_job_queue_depth{state="due"}')).toBe(due + 1);
    expect(value(after, 'matrona_job_queue_depth{state="scheduled"}')).toBe(scheduled + 1);
  });

  it('counts the event streams this instance holds open', async () => {
    const address = await metered.listen({ port: 0, host: '127.0.0.1' });
    const team = await createCareTeam(ctx);
    const ana = await createPatient(ctx, { goldUntil: new Date(ctx.clock.now.getTime() + 365 * 24 * 3600_000) });
    await addToTeam(ctx, ana.id, team);
    const started = await send('/api/v2', 'startConversation', 'POST', '/conversations', ana.token, {
      organization_id: team.organizationId,
      content: 'Is this normal?',
    });
    // node:http, not fetch: an aborted fetch keeps its connection open, which the server's close
    // would then wait for.
    const call = request(`${address}/api/v2/conversations/${started.body.id}/events`, {
      headers: { authorization: `Bearer ${ana.token}` },
    });
    const stream = await new Promise<IncomingMessage>((done) => call.once('response', done).end());
    expect(stream.statusCode).toBe(200);
    await new Promise((done) => stream.once('data', done)); // the stream's first comment: it is open
    expect(value(await scrape(), 'matrona_event_streams_open')).toBe(1);
    call.destroy();
    await expect.poll(async () => value(await scrape(), 'matrona_event_streams_open'), { timeout: 10_000 }).toBe(0);
  });
});
