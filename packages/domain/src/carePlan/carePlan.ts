/**
 * The care plan's rules that the screens apply themselves [spec 3, 4]. Its lists and their pages
 * are the server's (grouped and paged in its queries), so they are not written here.
 */
export type CarePlanList = 'today' | 'history' | 'future';

export type CareItem = {
  id: number | string;
  milestone?: boolean;
  completed?: boolean;
  completedAt?: string | null;
  animated?: boolean;
};

/**
 * Marking an item done [spec 4]: it is completed, gets its completed time, and moves to the top of
 * the non-milestone items (milestones keep their places).
 */
export function markCareItemDone<T extends CareItem>(items: readonly T[], id: T['id'], completedAt: string): T[] {
  const index = items.findIndex((item) => item.id === id && !item.milestone);
  if (index < 0) return [...items];
  const done = { ...(items[index] as T), completed: true, completedAt };
  const rest = items.filter((_, i) => i !== index);
  const firstPlain = rest.findIndex((item) => !item.milestone);
  const at = firstPlain < 0 ? rest.length : firstPlain;
  return [...rest.slice(0, at), done, ...rest.slice(at)];
}

export type AppointmentState = 'upcoming' | 'inProgress' | 'finished';

/** Where an appointment or session stands at an instant (all times in epoch milliseconds). */
export function appointmentState(a: { startsAtMs: number; endsAtMs: number }, nowMs: number): AppointmentState {
  if (nowMs < a.startsAtMs) return 'upcoming';
  return nowMs < a.endsAtMs ? 'inProgress' : 'finished';
}
