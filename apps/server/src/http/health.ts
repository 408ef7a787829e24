// GET /healthz and GET /readyz, beside the API and outside openapi/v2.yaml, for a load balancer or an
// orchestrator: /healthz answers while the process serves requests; /readyz only while its database
// answers and holds every migration this build carries (a server started against a database an
// older build migrated, or one it cannot reach, is taken out of the balancer). Neither says more
// than ok or why not: no data, no versions.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { migrationsFolder, type Database } from '../db/client.js';
import { appliedMigrationCount } from '../db/queries/migrations.js';

export type Readiness = { migrationsApplied: () => Promise<number>; migrationsKnown: number };

/** The migrations this build carries (drizzle's journal) and how many the database has applied. */
export function databaseReadiness(db: Database): Readiness {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return {
    migrationsKnown: journal.entries.length,
    migrationsApplied: () => appliedMigrationCount(db),
  };
}

export function serveHealth(app: FastifyInstance, readiness: Readiness): void {
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    let applied: number;
    try {
      applied = await readiness.migrationsApplied();
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: the database does not answer');
      return reply.status(503).send({ status: 'unavailable', reason: 'database' });
    }
    if (applied < readiness.migrationsKnown)
      return reply.status(503).send({ status: 'unavailable', reason: 'migrations' });
    return reply.send({ status: 'ok' });
  });
}
