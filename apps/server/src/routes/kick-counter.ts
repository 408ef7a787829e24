// HTTP for kick counting (spec section 7, "Monitors"): Gold only, the monitors answer 403 without it.
import type { Handlers } from '../http/routes.js';
import { currentUser } from '../http/session.js';
import type { Services } from '../services/index.js';
import type { KickCountInput } from '../services/monitors/kick-counts.js';
import { languageOf } from '../services/monitors/language.js';
import { latestOnly } from './paging.js';

type Id = { id: number };

export function kickCounterHandlers({ monitors, kickCounts }: Services): Handlers {
  return {
    async createKickCounters(request, reply) {
      const user = currentUser(request);
      const rows = await monitors.kickCounters(user, (request.body as { children: number[] }).children);
      reply.code(201);
      return Promise.all(rows.map((row) => monitors.toMonitor(row, languageOf(user))));
    },

    async getKickCounter(request) {
      const user = currentUser(request);
      const monitor = await monitors.owned(user, (request.params as Id).id, 'kick_counter');
      const { paginate = 1, page = 1 } = request.query as { paginate?: 0 | 1; page?: number };
      const readings = await kickCounts.page(monitor, paginate === 1 ? page : 1);
      return { monitor: await monitors.toMonitor(monitor, languageOf(user)), readings: paginate === 1 ? readings : latestOnly(readings) };
    },

    async listKickCountReadings(request) {
      const user = currentUser(request);
      const monitor = await monitors.owned(user, (request.params as Id).id, 'kick_counter');
      return kickCounts.page(monitor, (request.query as { page?: number }).page ?? 1);
    },

    async startKickCount(request, reply) {
      reply.code(201);
      return kickCounts.start(currentUser(request), (request.body as Id).id);
    },

    async addKick(request) {
      return kickCounts.kick(currentUser(request), (request.params as Id).id, 1);
    },

    async removeKick(request) {
      return kickCounts.kick(currentUser(request), (request.params as Id).id, -1);
    },

    async saveKickCountReading(request) {
      return kickCounts.save(currentUser(request), (request.params as Id).id, request.body as KickCountInput);
    },

    async deleteKickCount(request, reply) {
      await kickCounts.remove(currentUser(request), (request.params as Id).id);
      reply.code(204);
      return null;
    },
  };
}
