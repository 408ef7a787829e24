/** Care plan lists and pages [spec 3, 4, 9]. */
export type CarePlanList = 'today' | 'history' | 'future';
export const CARE_PLAN_FIRST_PAGE = 1;

export type CarePlanPage<T> = { items: readonly T[]; page: number; hasMore: boolean };

/**
 * Groups items by their date key (YYYY-MM-DD, in the user's time zone) against today's date:
 * earlier is history, the same day is today, later is future. Order inside a list is kept.
 */
export function groupCareItemsByDate<T>(
  items: readonly T[],
  dateOf: (item: T) => string,
  today: string,
): Record<CarePlanList, T[]> {
  const lists: Record<CarePlanList, T[]> = { today: [], history: [], future: [] };
  for (const item of items) {
    const date = dateOf(item).slice(0, 10);
    lists[date < today ? 'history' : date > today ? 'future' : 'today'].push(item);
  }
  return lists;
}

/** The page to ask for next, or null when the list has no more. Pages start at 1 and go up. */
export function nextCarePlanPage(current: Pick<CarePlanPage<unknown>, 'page' | 'hasMore'> | null): number | null {
  if (current === null) return CARE_PLAN_FIRST_PAGE;
  return current.hasMore ? current.page + 1 : null;
}

/** Adds a fetched page to what is shown, skipping items already there (by id). */
export function appendCarePlanPage<T extends { id: number | string }>(
  shown: CarePlanPage<T> | null,
  next: CarePlanPage<T>,
): CarePlanPage<T> {
  const items = shown ? [...shown.items] : [];
  const ids = new Set(items.map((item) => item.id));
  for (const item of next.items) if (!ids.has(item.id)) items.push(item);
  return { items, page: next.page, hasMore: next.hasMore };
}

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

/** A milestone can be set completed where it stands [spec 4]. */
export function markMilestoneDone<T extends CareItem>(items: readonly T[], id: T['id'], completedAt: string): T[] {
  return items.map((item) => (item.id === id && item.milestone ? { ...item, completed: true, completedAt } : item));
}

export type AppointmentState = 'upcoming' | 'inProgress' | 'finished';

/** Where an appointment or session stands at an instant (all times in epoch milliseconds). */
export function appointmentState(a: { startsAtMs: number; endsAtMs: number }, nowMs: number): AppointmentState {
  if (nowMs < a.startsAtMs) return 'upcoming';
  return nowMs < a.endsAtMs ? 'inProgress' : 'finished';
}

/** On change to finished, the item is marked completed and animated [spec 4]. */
export function applyAppointmentState<T extends CareItem & { status?: AppointmentState }>(
  item: T,
  state: AppointmentState,
): T {
  if (item.status === state) return item;
  return state === 'finished' ? { ...item, status: state, completed: true, animated: true } : { ...item, status: state };
}
