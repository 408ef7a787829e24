// HTTP for the care team's console (openapi/staff.yaml): provider sign-in and the organization's
// inbox. Every call past sign-in acts as the practitioner behind the session's provider account.
import type { StaffOperations } from '@mat/api/staff';
import type { FastifyRequest } from 'fastify';
import { created, noContent, ok, type Handlers } from '../http/routes.js';
import { currentUser } from '../http/session.js';
import { readMessageForm } from '../http/multipart.js';
import type { Staff } from '../services/conversations/inbox.js';
import { UnauthenticatedError } from '../services/errors.js';
import type { Services } from '../services/index.js';

export function staffHandlers({
  accounts,
  careTeamInbox,
  sessions,
  staffAlerts,
  staffCare,
  videoSessions,
}: Services): Handlers<StaffOperations> {
  async function staff(request: FastifyRequest): Promise<Staff> {
    const member = await careTeamInbox.staffOf(currentUser(request), request.ip);
    if (!member) throw new UnauthenticatedError();
    return member;
  }
  return {
    async staffLogin(request) {
      const token = await accounts.login(request.body.email, request.body.password, request.ip, 'provider');
      const session = await sessions.resolve(token, false);
      const member = session?.user ? await careTeamInbox.staffOf(session.user, request.ip) : null;
      if (!member) {
        // A provider account without a practitioner profile has nothing to do here.
        if (session) await sessions.end(session.id);
        throw new UnauthenticatedError();
      }
      return ok({ token, member: careTeamInbox.me(member) });
    },
    async staffLogout(request) {
      await sessions.end(request.session!.id);
      return noContent();
    },
    async getStaffMember(request) {
      return ok(careTeamInbox.me(await staff(request)));
    },
    async listInbox(request) {
      return ok(await careTeamInbox.page(await staff(request), request.query.page ?? 1, request.query.queue));
    },
    async countInbox(request) {
      const member = await staff(request);
      const [alerts, questions] = await Promise.all([
        staffAlerts.countOpen(member.organization),
        careTeamInbox.counts(member),
      ]);
      return ok({ urgent_alerts: alerts, ...questions });
    },
    async getInboxConversation(request) {
      return ok(await careTeamInbox.get(await staff(request), request.params.id));
    },
    async listInboxMessages(request) {
      return ok(await careTeamInbox.messages(await staff(request), request.params.id, request.query.page ?? 1));
    },
    async replyToConversation(request) {
      return created(
        await careTeamInbox.reply(await staff(request), request.params.id, () => readMessageForm(request)),
      );
    },
    async markConversationHandled(request) {
      await careTeamInbox.markHandled(await staff(request), request.params.id);
      return noContent();
    },
    async listAlerts(request) {
      const member = await staff(request);
      return ok(await staffAlerts.list(member, member.user.prefs.language === 'es' ? 'es' : 'en'));
    },
    async resolveAlert(request) {
      await staffAlerts.resolve(await staff(request), request.params.id);
      return noContent();
    },
    async listStaffProducts(request) {
      return ok(await staffCare.products(await staff(request)));
    },
    async listFinishedAppointments(request) {
      return ok(await staffCare.finishedAppointments(await staff(request)));
    },
    async listAppointmentRequests(request) {
      return ok(await staffCare.requests(await staff(request)));
    },
    async confirmAppointmentRequest(request) {
      return ok(await staffCare.confirm(await staff(request), request.params.id, request.body));
    },
    async declineAppointmentRequest(request) {
      return ok(await staffCare.decline(await staff(request), request.params.id, request.body ?? {}));
    },
    async scheduleSession(request) {
      return created(await staffCare.schedule(await staff(request), request.params.id, request.body));
    },
    async assignCarePlanItem(request) {
      return created(await staffCare.assign(await staff(request), request.params.id, request.body));
    },
    async listStaffVideoSessions(request) {
      return ok(await videoSessions.staffList(await staff(request)));
    },
    async openVideoRoom(request) {
      return ok(await videoSessions.open(await staff(request), request.params.id));
    },
    async endVideoRoom(request) {
      return ok(await videoSessions.end(await staff(request), request.params.id));
    },
    async getStaffVideoToken(request) {
      return ok(await videoSessions.staffToken(await staff(request), request.params.id));
    },
    async writeVisitSummary(request) {
      return ok(await staffCare.writeSummary(await staff(request), request.params.id, request.body.summary));
    },
    async getInboxAttachmentUrl(request) {
      return ok(
        await careTeamInbox.attachmentUrl(await staff(request), request.params.id, request.query.download === 1),
      );
    },
  };
}
