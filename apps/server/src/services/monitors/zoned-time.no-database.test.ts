import { describe, expect, it } from 'vitest';
import { latestDue, localDateTime, zonedInstant } from './zoned-time.js';

const at = (iso: string) => new Date(iso);

describe('reminder times in the patient time zone', () => {
  it('places a local time of day on the right instant, across daylight saving', () => {
    expect(zonedInstant('America/Los_Angeles', { year: 2026, month: 7, day: 1 }, 8, 0).toISOString()).toBe(
      '2026-07-01T15:00:00.000Z',
    );
    expect(zonedInstant('America/Los_Angeles', { year: 2026, month: 12, day: 1 }, 8, 0).toISOString()).toBe(
      '2026-12-01T16:00:00.000Z',
    );
    expect(zonedInstant('UTC', { year: 2026, month: 11, day: 22 }, 23, 59).toISOString()).toBe(
      '2026-11-22T23:59:00.000Z',
    );
    expect(zonedInstant('Asia/Kolkata', { year: 2026, month: 11, day: 22 }, 9, 30).toISOString()).toBe(
      '2026-11-22T04:00:00.000Z',
    );
  });

  it('reads the local date and time of an instant', () => {
    expect(localDateTime('America/Los_Angeles', new Date('2026-11-23T04:31:00Z'))).toEqual({
      date: '2026-11-22',
      time: '20:31',
    });
    expect(localDateTime('UTC', new Date('2026-01-05T00:00:00Z'))).toEqual({ date: '2026-01-05', time: '00:00' });
  });

  it('finds the latest due time of a daily reminder, today or yesterday', () => {
    const daily = { time: '08:00', daily: true, armedAt: at('2026-11-01T00:00:00Z') };
    expect(latestDue(daily, 'America/Chicago', at('2026-11-22T14:05:00Z'))?.toISOString()).toBe(
      '2026-11-22T14:00:00.000Z',
    );
    expect(latestDue(daily, 'America/Chicago', at('2026-11-22T13:59:00Z'))?.toISOString()).toBe(
      '2026-11-21T14:00:00.000Z',
    );
    // Evening in Los Angeles is the next UTC day.
    const evening = { time: '20:30', daily: true, armedAt: at('2026-11-01T00:00:00Z') };
    expect(latestDue(evening, 'America/Los_Angeles', at('2026-11-23T04:31:00Z'))?.toISOString()).toBe(
      '2026-11-23T04:30:00.000Z',
    );
  });

  it('delivers nothing from before the reminder was armed', () => {
    const fresh = { time: '08:00', daily: true, armedAt: at('2026-11-22T09:00:00Z') };
    expect(latestDue(fresh, 'UTC', at('2026-11-22T10:00:00Z'))).toBeNull();
    expect(latestDue(fresh, 'UTC', at('2026-11-23T08:00:00Z'))?.toISOString()).toBe('2026-11-23T08:00:00.000Z');
  });

  it('falls due once when not daily: at its first time after arming', () => {
    const once = { time: '08:00', daily: false, armedAt: at('2026-11-22T09:00:00Z') };
    expect(latestDue(once, 'UTC', at('2026-11-23T08:10:00Z'))?.toISOString()).toBe('2026-11-23T08:00:00.000Z');
    expect(latestDue(once, 'UTC', at('2026-11-24T08:10:00Z'))).toBeNull();
    expect(latestDue(once, 'UTC', at('2026-11-24T07:10:00Z'))?.toISOString()).toBe('2026-11-23T08:00:00.000Z');
  });
});
