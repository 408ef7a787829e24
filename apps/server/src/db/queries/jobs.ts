// SQL of the job queue. A claim takes due jobs with `FOR UPDATE SKIP LOCKED` and leases them in
// the same statement, so servers polling at once each get different jobs and none waits.
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { jobs } from '../schema.js';

export type JobRow = typeof jobs.$inferSelect;
export type NewJob = {
  kind: string;
  payload: Record<string, unknown>;
  runAt: Date;
  key?: string;
  maxAttempts?: number;
};

/** Adds a job; with a key already queued, adds nothing. Answers whether it was added. */
export async function insertJob(db: Database, job: NewJob): Promise<boolean> {
  const added = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload,
      runAt: job.runAt,
      key: job.key ?? null,
      maxAttempts: job.maxAttempts ?? 8,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return added.length > 0;
}

/** The recurring job of `kind`: created at first, its period updated after; its next run kept. */
export async function upsertRecurringJob(
  db: Database,
  kind: string,
  everySeconds: number,
  firstRunAt: Date,
): Promise<void> {
  await db
    .insert(jobs)
    .values({ kind, key: `every:${kind}`, payload: {}, runAt: firstRunAt, everySeconds })
    .onConflictDoUpdate({ target: jobs.key, set: { everySeconds, doneAt: null, failedAt: null } });
}

export async function claimDueJobs(
  db: Database,
  now: Date,
  leaseUntil: Date,
  limit: number,
  kinds?: string[],
): Promise<JobRow[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        isNull(jobs.doneAt),
        isNull(jobs.failedAt),
        lte(jobs.runAt, now),
        or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
        kinds ? inArray(jobs.kind, kinds) : undefined,
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ lockedUntil: leaseUntil, attempts: sql`${jobs.attempts} + 1` })
    .where(inArray(jobs.id, due))
    .returning();
}

export async function finishJob(db: Database, job: JobRow, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set(
      job.everySeconds
        ? { runAt: new Date(now.getTime() + job.everySeconds * 1000), attempts: 0, lockedUntil: null, lastError: null }
        : { doneAt: now, lockedUntil: null },
    )
    .where(eq(jobs.id, job.id));
}

export async function failJob(
  db: Database,
  job: JobRow,
  error: string,
  retryAt: Date | null,
  now: Date,
): Promise<void> {
  await db
    .update(jobs)
    .set(
      retryAt
        ? { lastError: error, lockedUntil: null, runAt: retryAt }
        : { lastError: error, lockedUntil: null, failedAt: now },
    )
    .where(eq(jobs.id, job.id));
}

export async function jobsOfKind(db: Database, kind: string): Promise<JobRow[]> {
  return db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(asc(jobs.id));
}

/** Forgets one-off jobs finished before `before`; failed ones are kept for whoever looks. */
export async function sweepFinishedJobs(db: Database, before: Date): Promise<void> {
  await db.delete(jobs).where(and(isNull(jobs.everySeconds), lte(jobs.doneAt, before)));
}

/** Jobs still to run (neither done nor given up): due by `now`, or scheduled after it. */
export async function countQueuedJobs(db: Database, now: Date): Promise<{ due: number; scheduled: number }> {
  const at = now.toISOString();
  const [row] = await db
    .select({
      due: sql<number>`count(*) filter (where ${jobs.runAt} <= ${at}::timestamptz)::int`,
      scheduled: sql<number>`count(*) filter (where ${jobs.runAt} > ${at}::timestamptz)::int`,
    })
    .from(jobs)
    .where(and(isNull(jobs.doneAt), isNull(jobs.failedAt)));
  return { due: Number(row?.due ?? 0), scheduled: Number(row?.scheduled ?? 0) };
}
