import type { CarePlanDay, CarePlanItem } from '../care/carePlanQueries';

/** What Today shows from Care: one item and the day it is planned for. */
export interface NextDue {
  item: CarePlanItem;
  /** The plan's day (YYYY-MM-DD), the same day wherever the patient is. */
  date: string;
  /** Planned for today (the plan's Today list), said as "Today" rather than a date. */
  isToday: boolean;
}

/** A booked visit or session goes before the day's other items: it has a time and a place to be. */
const isBooked = (item: CarePlanItem) => item.type === 'appointment' || item.type === 'support_session';

/** Still to do: not done, not put away, and not a milestone (those are reached, not due). */
const isOpen = (item: CarePlanItem) =>
  !item.completed && !item.archived && !item.milestone && item.status !== 'finished';

/**
 * The next thing due from the care plan: the earliest day with something still to do, today's list
 * first, then the coming days; on that day a booked appointment or session before the other items,
 * otherwise the plan's order. Null when nothing is due.
 */
export function nextDue(today: CarePlanDay[], future: CarePlanDay[]): NextDue | null {
  const days = [...today.map((day) => ({ day, isToday: true })), ...future.map((day) => ({ day, isToday: false }))];
  for (const { day, isToday } of days) {
    const open = day.items.filter(isOpen);
    const item = open.find(isBooked) ?? open[0];
    if (item) return { item, date: day.date, isToday };
  }
  return null;
}
