import { describe, expect, it, vi } from 'vitest';
import { fixedClock, screenClockOf, wallClock } from './clock';

describe('fixedClock', () => {
  it('stands still until moved on, and answers a new Date each time', () => {
    const clock = fixedClock('2026-11-24T20:00:00Z');
    const first = clock.now();
    first.setFullYear(2000);
    expect(clock.now().toISOString()).toBe('2026-11-24T20:00:00.000Z');
    clock.advance(90_000);
    expect(clock.now().toISOString()).toBe('2026-11-24T20:01:30.000Z');
    clock.set('2026-12-01T08:00:00Z');
    expect(clock.now().toISOString()).toBe('2026-12-01T08:00:00.000Z');
  });

  it('runs a tick only when advance passes it, once however many intervals were passed, and never after it is stopped', () => {
    const clock = fixedClock('2026-11-24T20:00:00Z');
    const tick = vi.fn();
    const stop = clock.every(1000, tick);
    clock.advance(999);
    expect(tick).not.toHaveBeenCalled();
    clock.advance(1);
    expect(tick).toHaveBeenCalledTimes(1);
    clock.advance(5_500);
    expect(tick).toHaveBeenCalledTimes(2);
    // The next is due at 7 s from the start: 500 ms on.
    clock.advance(499);
    expect(tick).toHaveBeenCalledTimes(2);
    clock.advance(1);
    expect(tick).toHaveBeenCalledTimes(3);
    stop();
    clock.advance(10_000);
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it('refuses an instant that is not a date', () => {
    expect(() => fixedClock('the 24th')).toThrow(RangeError);
  });
});

describe('screenClockOf', () => {
  it("gives a clock with only now() the wall clock's interval, reading its own now()", () => {
    vi.useFakeTimers();
    try {
      const at = new Date('2026-11-24T20:00:00Z');
      const clock = screenClockOf({ now: () => at });
      const tick = vi.fn();
      const stop = clock.every(1000, tick);
      vi.advanceTimersByTime(2000);
      expect(tick).toHaveBeenCalledTimes(2);
      stop();
      vi.advanceTimersByTime(2000);
      expect(tick).toHaveBeenCalledTimes(2);
      expect(clock.now()).toBe(at);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a whole clock as it is', () => {
    expect(screenClockOf(wallClock)).toBe(wallClock);
  });
});
