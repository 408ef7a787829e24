// A blood pressure reading as the readings call and the save answer it, for tests: on monitor 17,
// logged by hand, with its category's advice, and what a test changes (an id, a time, symptoms).
import type { Schema } from '@mat/api';

type Reading = Schema<'BloodPressureReading'>;

export function bloodPressureReading(
  systolic: number,
  diastolic: number,
  category: Reading['category'],
  changes: Partial<Reading> = {},
): Reading {
  return {
    id: 7001,
    monitor_id: 17,
    systolic,
    diastolic,
    pulse: null,
    symptoms: [],
    notes: null,
    measured_at: '2026-11-22T16:00:00Z',
    source: 'manual',
    category,
    advice: `Advice for ${category}.`,
    ...changes,
  };
}
