// Scheduled work through a queue in the database (db/queries/jobs.ts): every server polls it and
// each due job runs once across them. This is the API for every scheduled use case (reminders
// and Gold renewals now; session reminders later): register a handler for a kind, then `enqueue` one-off
// jobs or declare a recurring one with `every`.
//
// A job that throws is recorded with its error and tried again later (backoff doubling from 30
// seconds, at most an hour), up to its attempts; the other jobs run all the same. A claimed job is
// leased for five minutes: if its server dies, another takes it over after the lease.
import {
  claimDueJobs,
  failJob,
  finishJob,
  insertJob,
  sweepFinishedJobs,
  upsertRecurringJob,
  type JobRow,
} from '../db/queries/jobs.js';
import type { Database } from '../db/client.js';

export type JobContext = { now: Date; job: JobRow };
export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;
type Log = { error: (object: object, message: string) => void };

const LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/** A job's error as kept in the table: the message only, never the parameters of a query. */
function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.split('\nparams:')[0]!.slice(0, 2000);
}

export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly log: Log,
  ) {}

  handle(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  /** Queues a job; a `key` makes it idempotent (a second job with the key is not added). */
  enqueue(
    kind: string,
    payload: Record<string, unknown>,
    options: { runAt?: Date; key?: string; maxAttempts?: number } = {},
  ): Promise<boolean> {
    return insertJob(this.db, {
      kind,
      payload,
      runAt: options.runAt ?? this.now(),
      key: options.key,
      maxAttempts: options.maxAttempts,
    });
  }

  /** Declares a job that runs every `seconds`, once across all servers. */
  every(kind: string, seconds: number): Promise<void> {
    return upsertRecurringJob(this.db, kind, seconds, this.now());
  }

  /**
   * Claims the jobs due at `now` (only of `kinds`, when given) and runs them one by one; answers
   * how many succeeded and failed. Called by each server's poller (main.ts) and by tests.
   */
  async runDue(
    now = this.now(),
    options: { kinds?: string[]; limit?: number } = {},
  ): Promise<{ succeeded: number; failed: number }> {
    const claimed = await claimDueJobs(
      this.db,
      now,
      new Date(now.getTime() + LEASE_MS),
      options.limit ?? 50,
      options.kinds,
    );
    let succeeded = 0;
    let failed = 0;
    for (const job of claimed) {
      try {
        const handler = this.handlers.get(job.kind);
        if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}`);
        await handler(job.payload, { now, job });
        await finishJob(this.db, job, now);
        succeeded += 1;
      } catch (error) {
        failed += 1;
        const message = describe(error);
        // A recurring job is never given up: it is tried again at the latest by its next period.
        const delay = job.everySeconds
          ? Math.min(retryDelayMs(job.attempts), job.everySeconds * 1000)
          : retryDelayMs(job.attempts);
        const retryAt = job.everySeconds || job.attempts < job.maxAttempts ? new Date(now.getTime() + delay) : null;
        this.log.error(
          { job: job.id, kind: job.kind, attempts: job.attempts, error: message },
          retryAt ? 'job failed; retried later' : 'job failed for good',
        );
        await failJob(this.db, job, message, retryAt, now);
      }
    }
    return { succeeded, failed };
  }

  /** Forgets one-off jobs finished over a week ago (a recurring job of its own). */
  sweep(now = this.now()): Promise<void> {
    return sweepFinishedJobs(this.db, new Date(now.getTime() - 7 * 24 * 3600_000));
  }
}
