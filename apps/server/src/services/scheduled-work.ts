// The recurring jobs of the server, declared once at each start (idempotent: every server
// declares the same ones and the queue keeps one of each).
import type { JobQueue } from './jobs.js';
import type { Membership } from './payments/membership.js';
import { SCAN_JOB } from './monitors/reminder-scheduler.js';
import type { RateLimiter } from './rate-limit.js';

const RATE_LIMIT_SWEEP = 'rate-limits.sweep';
const JOB_SWEEP = 'jobs.sweep';
/** Gold renewals: every due subscription charged once per period (services/payments/membership.ts). */
export const RENEWAL_JOB = 'membership.renewals';

/** The housekeeping handlers; the reminders' own are registered by ReminderScheduler. */
export function handleHousekeeping(jobs: JobQueue, limits: RateLimiter): void {
  jobs.handle(RATE_LIMIT_SWEEP, async () => {
    await limits.sweep();
  });
  jobs.handle(JOB_SWEEP, (_payload, { now }) => jobs.sweep(now));
}

export function handleMembershipRenewals(jobs: JobQueue, membership: Membership): void {
  jobs.handle(RENEWAL_JOB, async (_payload, { now }) => {
    await membership.renewDue(now);
  });
}

export async function declareRecurringJobs(jobs: JobQueue, options: { reminderTickSeconds: number }): Promise<void> {
  await jobs.every(SCAN_JOB, options.reminderTickSeconds);
  await jobs.every(RATE_LIMIT_SWEEP, 3600);
  await jobs.every(JOB_SWEEP, 24 * 3600);
  await jobs.every(RENEWAL_JOB, 15 * 60);
}
