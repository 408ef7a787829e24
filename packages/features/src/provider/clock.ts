/**
 * The time the screens go by. Every screen and hook reads it through `useClock()`, never the
 * wall clock itself, so a host, a story or a test can give the screens one instant (a story shows
 * the same pixels every day) or move time on at will (a test of the kick counter's minutes).
 */
export interface Clock {
  /** This instant. */
  now(): Date;
  /**
   * Calls `tick` every `ms` milliseconds until the returned function is called: what a screen
   * that shows time passing (the kick counter) redraws on. Optional: without it, the wall
   * clock's interval is used, which redraws from `now()`.
   */
  every?(ms: number, tick: () => void): () => void;
}

/** The clock a screen gets from `useClock()`: every part there. */
export type ScreenClock = Required<Clock>;

const intervalOf = (ms: number, tick: () => void) => {
  const timer = setInterval(tick, ms);
  return () => clearInterval(timer);
};

/** The device's own clock: MatProvider's default. */
export const wallClock: ScreenClock = { now: () => new Date(), every: intervalOf };

/** A clock given to MatProvider with each part filled in. */
export const screenClockOf = (clock: Clock): ScreenClock =>
  clock.every ? (clock as ScreenClock) : { now: () => clock.now(), every: intervalOf };

/** A clock that stands still until moved: `advance` moves it on and runs the ticks that fall due. */
export interface ManualClock extends ScreenClock {
  advance(ms: number): void;
  set(at: Date | string): void;
}

/**
 * A clock stopped at `at`, for stories and tests (and a partner's own previews). Its ticks run
 * only when `advance` passes them, so nothing on screen moves by itself.
 */
export function fixedClock(at: Date | string): ManualClock {
  let current = new Date(at).getTime();
  if (Number.isNaN(current)) throw new RangeError(`fixedClock: not a date: ${String(at)}`);
  const ticks = new Set<{ ms: number; next: number; tick: () => void }>();
  const advance = (ms: number) => {
    current += ms;
    for (const entry of ticks) {
      if (entry.next > current) continue;
      // A tick redraws from now(): one call is enough however many intervals were passed.
      entry.next += Math.ceil((current - entry.next + 1) / entry.ms) * entry.ms;
      entry.tick();
    }
  };
  return {
    now: () => new Date(current),
    every(ms, tick) {
      const entry = { ms, next: current + ms, tick };
      ticks.add(entry);
      return () => void ticks.delete(entry);
    },
    advance,
    set: (at) => advance(new Date(at).getTime() - current),
  };
}
