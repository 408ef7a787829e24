import { describe, expect, it } from 'vitest';
import { careItemWith, futurePage, todayPage } from '../care/fixtures';
import { nextDue } from './nextDue';

const day = (date: string, items: ReturnType<typeof careItemWith>[]) => ({ date, items });

describe('nextDue', () => {
  it("chooses today's first item still to do, passing over a milestone", () => {
    const next = nextDue(todayPage.data, futurePage.data);
    expect(next?.item.title).toBe('Take a 10-minute walk');
    expect(next).toMatchObject({ date: '2026-11-25', isToday: true });
  });

  it('puts a booked visit or session before the other items of its day', () => {
    const task = careItemWith(1, '2026-11-25', { title: 'Drink water' });
    const session = careItemWith(2, '2026-11-25', {
      type: 'support_session',
      title: 'Breastfeeding basics',
      status: 'upcoming',
    });
    expect(nextDue([day('2026-11-25', [task, session])], [])?.item.title).toBe('Breastfeeding basics');
  });

  it('passes over what is done, put away or finished to the coming days', () => {
    const today = day('2026-11-25', [
      careItemWith(1, '2026-11-25', { completed: true, completed_at: '2026-11-25T08:00:00Z' }),
      careItemWith(2, '2026-11-25', { archived: true }),
      careItemWith(3, '2026-11-25', { type: 'appointment', status: 'finished' }),
    ]);
    const next = nextDue([today], futurePage.data);
    expect(next?.item.title).toBe('Lactation visit');
    expect(next).toMatchObject({ date: '2026-11-26', isToday: false });
  });

  it('finds nothing due in an empty plan or one of milestones only', () => {
    expect(nextDue([], [])).toBeNull();
    expect(
      nextDue([], [day('2026-12-04', [careItemWith(12, '2026-12-04', { type: 'milestone', milestone: true })])]),
    ).toBeNull();
  });
});
