import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appendCarePlanPage,
  applyAppointmentState,
  appointmentState,
  groupCareItemsByDate,
  markCareItemDone,
  markMilestoneDone,
  nextCarePlanPage,
} from './carePlan.js';

describe('groupCareItemsByDate [spec 3]', () => {
  it('splits items into history, today and future', () => {
    const items = [
      { id: 1, date: '2026-11-21T09:00:00' },
      { id: 2, date: '2026-11-22' },
      { id: 3, date: '2026-11-23' },
      { id: 4, date: '2026-11-22T23:59:00' },
    ];
    expect(groupCareItemsByDate(items, (i) => i.date, '2026-11-22')).toEqual({
      history: [items[0]],
      today: [items[1], items[3]],
      future: [items[2]],
    });
  });

  it('puts every item in exactly one list', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 28 })), (days) => {
        const items = days.map((d, id) => ({ id, date: `2026-02-${String(d).padStart(2, '0')}` }));
        const lists = groupCareItemsByDate(items, (i) => i.date, '2026-02-14');
        expect(lists.history.length + lists.today.length + lists.future.length).toBe(items.length);
        expect(lists.today.every((i) => i.date === '2026-02-14')).toBe(true);
      }),
    );
  });
});

describe('care plan pages [spec 3, 9]', () => {
  it('start at 1 and go up while there are more', () => {
    expect(nextCarePlanPage(null)).toBe(1);
    expect(nextCarePlanPage({ page: 1, hasMore: true })).toBe(2);
    expect(nextCarePlanPage({ page: 3, hasMore: false })).toBeNull();
  });

  it('append pages without repeating items', () => {
    const first = appendCarePlanPage(null, { items: [{ id: 1 }, { id: 2 }], page: 1, hasMore: true });
    const second = appendCarePlanPage(first, { items: [{ id: 2 }, { id: 3 }], page: 2, hasMore: false });
    expect(second).toEqual({ items: [{ id: 1 }, { id: 2 }, { id: 3 }], page: 2, hasMore: false });
  });
});

describe('markCareItemDone [spec 4]', () => {
  const items = [
    { id: 'm1', milestone: true },
    { id: 1 },
    { id: 2 },
    { id: 'm2', milestone: true },
    { id: 3 },
  ];

  it('moves the item to the top of the non-milestone items with its completed time', () => {
    expect(markCareItemDone(items, 3, '2026-11-22T09:00:00Z')).toEqual([
      { id: 'm1', milestone: true },
      { id: 3, completed: true, completedAt: '2026-11-22T09:00:00Z' },
      { id: 1 },
      { id: 2 },
      { id: 'm2', milestone: true },
    ]);
  });

  it('leaves the list as it is for an unknown id or a milestone', () => {
    expect(markCareItemDone(items, 99, 't')).toEqual(items);
    expect(markCareItemDone(items, 'm1', 't')).toEqual(items);
  });

  it('appends after milestones when it is the only plain item', () => {
    expect(markCareItemDone([{ id: 1 }, { id: 'm', milestone: true }], 1, 't')).toEqual([
      { id: 'm', milestone: true },
      { id: 1, completed: true, completedAt: 't' },
    ]);
  });

  it('sets a milestone completed in place', () => {
    expect(markMilestoneDone(items, 'm2', 't')[3]).toEqual({ id: 'm2', milestone: true, completed: true, completedAt: 't' });
    expect(markMilestoneDone(items, 1, 't')).toEqual(items);
  });
});

describe('appointment state [spec 4]', () => {
  const a = { startsAtMs: 1000, endsAtMs: 2000 };

  it('is upcoming, in progress, then finished', () => {
    expect(appointmentState(a, 999)).toBe('upcoming');
    expect(appointmentState(a, 1000)).toBe('inProgress');
    expect(appointmentState(a, 1999)).toBe('inProgress');
    expect(appointmentState(a, 2000)).toBe('finished');
  });

  it('marks the item completed and animated on change to finished', () => {
    expect(applyAppointmentState({ id: 1, status: 'inProgress' as const }, 'finished')).toEqual({
      id: 1,
      status: 'finished',
      completed: true,
      animated: true,
    });
    expect(applyAppointmentState({ id: 1, status: 'upcoming' as const }, 'inProgress')).toEqual({ id: 1, status: 'inProgress' });
    const finished = { id: 1, status: 'finished' as const, completed: true, animated: false };
    expect(applyAppointmentState(finished, 'finished')).toBe(finished);
  });
});
