// HTTP for monitors in general, blood pressure and its symptoms (spec section 7, "Monitors").
import { idempotencyKeyOf } from '../http/idempotency-key.js';
import { created, noContent, ok, type Handlers } from '../http/routes.js';
import { currentUser } from '../http/session.js';
import type { Services } from '../services/index.js';
import { languageOf } from '../services/language.js';
import { latestOnly } from './paging.js';

export function bloodPressureHandlers({ monitors, bloodPressure, symptoms, cuff, readingKeys }: Services): Handlers {
  return {
    async listMonitors(request) {
      const user = currentUser(request);
      const rows = await monitors.list(user);
      return ok(await Promise.all(rows.map((row) => monitors.toMonitor(row, languageOf(user)))));
    },

    async getMonitor(request) {
      const user = currentUser(request);
      const monitor = await monitors.owned(user, request.params.id);
      return ok(await monitors.toMonitor(monitor, languageOf(user)));
    },

    async listSymptoms(request) {
      return ok(await symptoms.list(languageOf(currentUser(request))));
    },

    async getSymptom(request) {
      return ok(await symptoms.get(request.params.id, languageOf(currentUser(request))));
    },

    async getBloodPressureMonitor(request) {
      const user = currentUser(request);
      const monitor = await monitors.owned(user, request.params.id, 'pressure');
      const { paginate = 1 } = request.query;
      const readings = await bloodPressure.page(user, monitor.id, 1);
      return ok({
        monitor: await monitors.toMonitor(monitor, languageOf(user)),
        readings: paginate === 1 ? readings : latestOnly(readings),
      });
    },

    async listBloodPressureReadings(request) {
      const { page = 1, symptoms: onlyWithSymptoms = 0 } = request.query;
      return ok(await bloodPressure.page(currentUser(request), request.params.id, page, onlyWithSymptoms === 1));
    },

    // A reading retried from the phone's queue under its Idempotency-Key is stored once.
    async addBloodPressureReading(request) {
      const user = currentUser(request);
      const { id } = request.params;
      const key = idempotencyKeyOf(request.headers);
      return created(
        await readingKeys.once(
          user,
          key,
          { operation: 'addBloodPressureReading', params: { id }, body: request.body },
          () => bloodPressure.add(user, id, request.body),
        ),
      );
    },

    async updateBloodPressureReading(request) {
      return ok(await bloodPressure.update(currentUser(request), request.params.id, request.body));
    },

    async deleteBloodPressureReading(request) {
      await bloodPressure.remove(currentUser(request), request.params.id);
      return noContent();
    },

    async syncBloodPressureDevice(request) {
      const { since } = request.body;
      return ok(await cuff.sync(currentUser(request), since ? new Date(since) : null));
    },

    async getNewDeviceReading(request) {
      return ok(await bloodPressure.newestDeviceReading(currentUser(request), request.query.date));
    },
  };
}
