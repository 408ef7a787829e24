import { describe, expect, it } from 'vitest';
import { appointmentState, markCareItemDone } from './carePlan.js';

describe('markCareItemDone [spec 4]', () => {
  const items = [{ id: 'm1', milestone: true }, { id: 1 }, { id: 2 }, { id: 'm2', milestone: true }, { id: 3 }];

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
});

describe('appointment state [spec 4]', () => {
  const a = { startsAtMs: 1000, endsAtMs: 2000 };

  it('is upcoming, in progress, then finished', () => {
    expect(appointmentState(a, 999)).toBe('upcoming');
    expect(appointmentState(a, 1000)).toBe('inProgress');
    expect(appointmentState(a, 1999)).toBe('inProgress');
    expect(appointmentState(a, 2000)).toBe('finished');
  });
});
