// HTTP for monitors in general, blood pressure and its symptoms (spec section 7, "Monitors").
import type { Handlers } from '../http/routes.js';
import { currentUser } from '../http/session.js';
import type { Services } from '../services/index.js';
import type { BloodPressureInput } from '../services/monitors/blood-pressure.js';
import { languageOf } from '../services/monitors/language.js';
import { latestOnly } from './paging.js';

type Id = { id: number };
type PageQuery = { page?: number; paginate?: 0 | 1; symptoms?: 0 | 1 };

export function bloodPressureHandlers({ monitors, bloodPressure, symptoms, cuff }: Services): Handlers {
  return {
    async listMonitors(request) {
      const user = currentUser(request);
      const rows = await monitors.list(user);
      return Promise.all(rows.map((row) => monitors.toMonitor(row, languageOf(user))));
    },

    async getMonitor(request) {
      const user = currentUser(request);
      const monitor = await monitors.owned(user, (request.params as Id).id);
      return monitors.toMonitor(monitor, languageOf(user));
    },

    async listSymptoms(request) {
      return symptoms.list(languageOf(currentUser(request)));
    },

    async getSymptom(request) {
      return symptoms.get((request.params as Id).id, languageOf(currentUser(request)));
    },

    async getBloodPressureMonitor(request) {
      const user = currentUser(request);
      const monitor = await monitors.owned(user, (request.params as Id).id, 'pressure');
      const { paginate = 1, page = 1 } = request.query as PageQuery;
      const readings = await bloodPressure.page(user, monitor.id, paginate === 1 ? page : 1);
      return { monitor: await monitors.toMonitor(monitor, languageOf(user)), readings: paginate === 1 ? readings : latestOnly(readings) };
    },

    async listBloodPressureReadings(request) {
      const { page = 1, symptoms: onlyWithSymptoms = 0 } = request.query as PageQuery;
      return bloodPressure.page(currentUser(request), (request.params as Id).id, page, onlyWithSymptoms === 1);
    },

    async addBloodPressureReading(request, reply) {
      reply.code(201);
      return bloodPressure.add(currentUser(request), (request.params as Id).id, request.body as BloodPressureInput);
    },

    async updateBloodPressureReading(request) {
      return bloodPressure.update(currentUser(request), (request.params as Id).id, request.body as BloodPressureInput);
    },

    async deleteBloodPressureReading(request, reply) {
      await bloodPressure.remove(currentUser(request), (request.params as Id).id);
      reply.code(204);
      return null;
    },

    async syncBloodPressureDevice(request) {
      const { since } = request.body as { device: 'pylo'; since?: string };
      return cuff.sync(currentUser(request), since ? new Date(since) : null);
    },

    async getNewDeviceReading(request) {
      const { date } = request.query as { date: string };
      return bloodPressure.newestDeviceReading(currentUser(request), date);
    },
  };
}
