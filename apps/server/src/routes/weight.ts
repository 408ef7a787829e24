// HTTP for baby weights (spec section 7, "Monitors").
import type { Handlers } from '../http/routes.js';
import { currentUser } from '../http/session.js';
import type { Services } from '../services/index.js';
import { languageOf } from '../services/monitors/language.js';
import { toWeightReading, type WeightInput } from '../services/monitors/weight.js';
import { latestOnly } from './paging.js';

type Id = { id: number };

export function weightHandlers({ monitors, weights }: Services): Handlers {
  return {
    async getWeightMonitor(request) {
      const user = currentUser(request);
      const monitor = await monitors.owned(user, (request.params as Id).id, 'weight');
      const { paginate = 1, page = 1 } = request.query as { paginate?: 0 | 1; page?: number };
      const readings = await weights.page(user, monitor, paginate === 1 ? page : 1);
      return { monitor: await monitors.toMonitor(monitor, languageOf(user)), readings: paginate === 1 ? readings : latestOnly(readings) };
    },

    async listWeightReadings(request) {
      const user = currentUser(request);
      const monitor = await monitors.owned(user, (request.params as Id).id, 'weight');
      return weights.page(user, monitor, (request.query as { page?: number }).page ?? 1);
    },

    async addWeightReading(request, reply) {
      reply.code(201);
      return weights.add(currentUser(request), request.body as WeightInput);
    },

    async getWeightReading(request) {
      const user = currentUser(request);
      return toWeightReading(await weights.owned(user, (request.params as Id).id), user);
    },

    async updateWeightReading(request) {
      return weights.update(currentUser(request), (request.params as Id).id, request.body as WeightInput);
    },

    async deleteWeightReading(request, reply) {
      await weights.remove(currentUser(request), (request.params as Id).id);
      reply.code(204);
      return null;
    },
  };
}
