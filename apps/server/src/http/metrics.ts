// GET /metrics in Prometheus's text format (prom-client), beside the API and outside the contract,
// for a Prometheus server to scrape each instance: requests per operation (the route template,
// never the raw URL, so no id or code ends up in a label), their latency and status, the job
// queue's depth and this instance's open event streams, with the process's own figures.
//
// Served only when METRICS_TOKEN is set, and only to a scrape that sends it as a Bearer token:
// the figures are the deployment's, not the public's. deploy/Caddyfile does not pass /metrics on,
// so a scrape reaches an instance directly, on the deployment's own network.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.js';
import { countQueuedJobs } from '../db/queries/jobs.js';

/** The open event streams of this instance: routes/conversations.ts counts them in and out. */
export type StreamCount = { open: number };

/** The label of a request: its route's template, or one word for a request no route matched. */
const operationOf = (url: string | undefined) => url ?? 'unmatched';

function sameToken(sent: string, token: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function serveMetrics(
  app: FastifyInstance,
  options: { token: string; db: Database; now: () => Date; streams: StreamCount },
): void {
  // A registry of the app's own: several apps in one process (the tests) keep their figures apart.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'matrona_' });
  const requests = new Counter({
    name: 'matrona_http_requests_total',
    help: 'Requests answered, by operation (route template), method and status',
    labelNames: ['operation', 'method', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'matrona_http_request_duration_seconds',
    help: 'Time to answer a request, by operation (route template) and method',
    labelNames: ['operation', 'method'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'matrona_job_queue_depth',
    help: 'Jobs waiting in the queue: due now, or scheduled later',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const queued = await countQueuedJobs(options.db, options.now());
      this.set({ state: 'due' }, queued.due);
      this.set({ state: 'scheduled' }, queued.scheduled);
    },
  });
  new Gauge({
    name: 'matrona_event_streams_open',
    help: 'Conversation event streams this instance holds open',
    registers: [registry],
    collect() {
      this.set(options.streams.open);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const labels = { operation: operationOf(request.routeOptions.url), method: request.method };
    requests.inc({ ...labels, status: String(reply.statusCode) });
    latency.observe(labels, reply.elapsedTime / 1000);
  });
  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const sent = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!sent || !sameToken(sent, options.token))
      return reply.status(401).header('www-authenticate', 'Bearer').send({ status: 'unauthorized' });
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
