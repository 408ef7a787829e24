// HTTP for baby weights (spec section 7, "Monitors").
import { idempotencyKeyOf } from '../http/idempotency-key.js';
import { created, noContent, ok, type Handlers } from '../http/routes.js';
import { currentUser } from '../http/session.js';
import type { Services } from '../services/index.js';
import { languageOf } from '../services/language.js';
import { toWeightReading } from '../services/monitors/weight.js';
import { latestOnly } from './paging.js';

export function weightHandlers({ monitors, weights, readingKeys }: Services): Handlers {
  return {
    async getWeightMonitor(request) {
      const user = currentUser(request);
      const monitor = await monitors.owned(user, request.params.id, 'weight');
      const { paginate = 1 } = request.query;
      const readings = await weights.page(user, monitor.id, 1);
      return ok({
        monitor: await monitors.toMonitor(monitor, languageOf(user)),
        readings: paginate === 1 ? readings : latestOnly(readings),
      });
    },

    async listWeightReadings(request) {
      return ok(await weights.page(currentUser(request), request.params.id, request.query.page ?? 1));
    },

    // A weight retried from the phone's queue under its Idempotency-Key is stored once.
    async addWeightReading(request) {
      const user = currentUser(request);
      const key = idempotencyKeyOf(request.headers);
      return created(
        await readingKeys.once(user, key, { operation: 'addWeightReading', body: request.body }, () =>
          weights.add(user, request.body),
        ),
      );
    },

    async getWeightReading(request) {
      const user = currentUser(request);
      return ok(toWeightReading(await weights.owned(user, request.params.id), user));
    },

    async updateWeightReading(request) {
      return ok(await weights.update(currentUser(request), request.params.id, request.body));
    },

    async deleteWeightReading(request) {
      await weights.remove(currentUser(request), request.params.id);
      return noContent();
    },
  };
}
