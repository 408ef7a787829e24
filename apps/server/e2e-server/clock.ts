// The journeys' clock: the machine's, moved forward by what the journeys ask, so a journey sees a
// reminder come due without waiting for the minute (e2e/tests/reminders.spec.ts). It moves only
// forward, as time does: every journey on the server shares it, and none may see time run back.
// Served by the journeys' server alone (main.ts here); src/ never imports this folder, so the
// production build (tsconfig.build.json: src/ only), the image and `npm start` cannot reach it.
import type { App } from '../src/app.js';
import type { ServeOptions } from '../src/serve.js';

/** Outside /api/v2 and /api/staff/v1: no contract names it, and no app calls it. */
export const CLOCK_CONTROL_PATH = '/journeys/clock';

/** The longest step a journey may take at once (a day), so a typo cannot end every session. */
const LONGEST_STEP_SECONDS = 24 * 60 * 60;

export class JourneyClock {
  private aheadMs = 0;

  readonly now = (): Date => new Date(Date.now() + this.aheadMs);

  advance(seconds: number): Date {
    this.aheadMs += seconds * 1000;
    return this.now();
  }
}

/** GET answers the server's time; POST { advance_seconds } moves it forward and answers the new time. */
export function serveClockControl(app: App, clock: JourneyClock): void {
  app.get(CLOCK_CONTROL_PATH, async () => ({ now: clock.now().toISOString() }));
  app.post(CLOCK_CONTROL_PATH, async (request, reply) => {
    const seconds = (request.body as { advance_seconds?: unknown } | null)?.advance_seconds;
    if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 0 || seconds > LONGEST_STEP_SECONDS) {
      return reply
        .code(400)
        .send({ message: `advance_seconds: a whole number of seconds from 0 to ${LONGEST_STEP_SECONDS}` });
    }
    return { now: clock.advance(seconds).toISOString() };
  });
}

/** What makes the production server the journeys' one (main.ts here): this clock, and the route that moves it. */
export function journeysServer(clock: JourneyClock): ServeOptions {
  return { now: clock.now, extend: (app) => serveClockControl(app, clock) };
}
