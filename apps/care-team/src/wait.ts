// How long a patient has waited, in the largest unit that still says it honestly: minutes under
// an hour, hours under two days, then days. Rounded down: "2 hours" means at least two.
export type Wait = { value: number; unit: 'minute' | 'hour' | 'day' };

export function waitOf(seconds: number): Wait {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  if (minutes < 60) return { value: minutes, unit: 'minute' };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { value: hours, unit: 'hour' };
  return { value: Math.floor(hours / 24), unit: 'day' };
}
