// HTTP for the console's connections (openapi/staff.yaml, "Connections"): the organization's
// connected patients, the requests to confirm or decline, and the record of a patient who shares it.
import type { StaffOperations } from '@mat/api/staff';
import { ok, type Handlers } from '../http/routes.js';
import { currentUser } from '../http/session.js';
import { UnauthenticatedError } from '../services/errors.js';
import type { Services } from '../services/index.js';

export function staffConnectionHandlers({
  careTeamInbox,
  patientRecords,
  staffConnections,
}: Services): Handlers<StaffOperations> {
  const staff = async (request: Parameters<typeof currentUser>[0]) => {
    const member = await careTeamInbox.staffOf(currentUser(request), request.ip);
    if (!member) throw new UnauthenticatedError();
    return member;
  };
  return {
    async listPatientConnections(request) {
      return ok(await staffConnections.list(await staff(request), request.query.status ?? 'connected'));
    },
    async confirmPatientConnection(request) {
      return ok(await staffConnections.answer(await staff(request), request.params.id, 'confirmed'));
    },
    async declinePatientConnection(request) {
      return ok(await staffConnections.answer(await staff(request), request.params.id, 'declined'));
    },
    async getPatientRecord(request) {
      const member = await staff(request);
      // Screenings are titled in the practitioner's language, as the alerts are.
      return ok(await patientRecords.get(member, request.params.id, member.user.prefs.language === 'es' ? 'es' : 'en'));
    },
  };
}
