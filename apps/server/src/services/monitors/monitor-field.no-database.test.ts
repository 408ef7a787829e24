// A reading or reminder names its monitor in the body: a monitor that is not there (or not the
// patient's) is that field's error, while any other failure, such as a database outage, stays an
// error the server reports, not a 422 that would tell the patient to fix their input.
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { NotFoundError, ValidationError } from '../errors.js';
import type { UserRow } from '../sessions.js';
import type { Monitors } from './monitors.js';
import { Reminders } from './reminders.js';
import { Weights } from './weight.js';

const user = { id: 1, timezone: 'UTC' } as UserRow;
const monitorsFailingWith = (error: Error) => ({ owned: () => Promise.reject(error) }) as unknown as Monitors;
const noDatabase = {} as Database;
const clock = () => new Date('2026-11-22T10:00:00Z');
// A weight is added in one statement that stores nothing when the monitor is not the patient's;
// only then is the monitor asked apart for why.
const storesNothing = { execute: () => Promise.resolve({ rows: [] }) } as unknown as Database;
const weight = { monitor_id: 7, weight: 8, unit: 'lb' as const, measured_on: '2026-11-20' };
const reminder = { monitor_id: 7, type: 'blood_pressure' as const, time: '08:00', daily: true, minutes: 0 };

describe('the monitor named in a body', () => {
  it('is a field error when it is not the patient’s', async () => {
    const missing = monitorsFailingWith(new NotFoundError());
    await expect(new Weights(storesNothing, missing, clock).add(user, weight)).rejects.toMatchObject({
      fields: { monitor_id: 'validation.invalid' },
    });
    await expect(new Reminders(noDatabase, missing, () => new Date()).create(user, reminder)).rejects.toBeInstanceOf(
      ValidationError,
    );
  });

  it('lets an outage through as the failure it is', async () => {
    const outage = monitorsFailingWith(new Error('connection terminated unexpectedly'));
    await expect(new Weights(storesNothing, outage, clock).add(user, weight)).rejects.toThrow(
      'connection terminated unexpectedly',
    );
    await expect(new Reminders(noDatabase, outage, () => new Date()).create(user, reminder)).rejects.toThrow(
      'connection terminated unexpectedly',
    );
  });
});
