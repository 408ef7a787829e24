import type { Schema } from '@mat/api';

/** The screen of a monitor, by its type (spec 2, monitor routes). */
export function monitorHref(monitor: Pick<Schema<'Monitor'>, 'id' | 'type'>): string {
  const base = { pressure: 'blood-pressure', weight: 'weight-monitor', kick_counter: 'kick-counter' }[monitor.type];
  return `/${base}/${monitor.id}`;
}

export const reminderTypeOf = {
  pressure: 'blood_pressure',
  weight: 'baby_weight',
  kick_counter: 'kick_count',
} as const;
