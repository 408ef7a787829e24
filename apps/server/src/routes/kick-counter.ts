// HTTP for kick counting (spec section 7, "Monitors"): Gold only, the monitors answer 403 without it.
import { idempotencyKeyOf } from '../http/idempotency-key.js';
import { created, noContent, ok, type Handlers } from '../http/routes.js';
import { currentUser } from '../http/session.js';
import type { Services } from '../services/index.js';
import { languageOf } from '../services/language.js';
import { latestOnly } from './paging.js';

export function kickCounterHandlers({ monitors, kickCounts, readingKeys }: Services): Handlers {
  return {
    async createKickCounters(request) {
      const user = currentUser(request);
      const rows = await monitors.kickCounters(user, request.body.children);
      return created(await Promise.all(rows.map((row) => monitors.toMonitor(row, languageOf(user)))));
    },

    async getKickCounter(request) {
      const user = currentUser(request);
      const monitor = await monitors.owned(user, request.params.id, 'kick_counter');
      const { paginate = 1 } = request.query;
      const readings = await kickCounts.page(user, monitor.id, 1);
      return ok({
        monitor: await monitors.toMonitor(monitor, languageOf(user)),
        readings: paginate === 1 ? readings : latestOnly(readings),
      });
    },

    async listKickCountReadings(request) {
      return ok(await kickCounts.page(currentUser(request), request.params.id, request.query.page ?? 1));
    },

    // A count started from the phone's queue under its Idempotency-Key answers the same count again.
    async startKickCount(request) {
      const user = currentUser(request);
      const key = idempotencyKeyOf(request.headers);
      return created(
        await readingKeys.once(user, key, { operation: 'startKickCount', body: request.body }, () =>
          kickCounts.start(user, request.body.id),
        ),
      );
    },

    async addKick(request) {
      return ok(await kickCounts.kick(currentUser(request), request.params.id, 1));
    },

    async removeKick(request) {
      return ok(await kickCounts.kick(currentUser(request), request.params.id, -1));
    },

    async saveKickCountReading(request) {
      return ok(await kickCounts.save(currentUser(request), request.params.id, request.body));
    },

    async deleteKickCount(request) {
      await kickCounts.remove(currentUser(request), request.params.id);
      return noContent();
    },
  };
}
