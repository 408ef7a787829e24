// HTTP for groups, classes and coaching (spec 7, "Support products and sessions"): the offers, their
// sessions, a seat reserved and cancelled, and a session for the calendar.
import { ok, type Handlers } from '../http/routes.js';
import { currentUser } from '../http/session.js';
import type { Services } from '../services/index.js';

export function supportSessionHandlers({ supportSessions }: Services): Handlers {
  return {
    async listOrganizationSessions(request) {
      return ok(await supportSessions.organizationSessions(currentUser(request), request.params.id));
    },
    async getSupportProduct(request) {
      return ok(await supportSessions.product(currentUser(request), request.params.id));
    },
    async getSupportProductSession(request) {
      return ok(
        await supportSessions.productSession(currentUser(request), request.params.id, request.params.sessionUuid),
      );
    },
    async listSupportProductSessions(request) {
      return ok(
        await supportSessions.productSessions(
          currentUser(request),
          request.params.id,
          request.query.page ?? 1,
          request.query.all === 1,
        ),
      );
    },
    async searchSupportSessions(request) {
      return ok(await supportSessions.searchSessions(currentUser(request), request.body, request.query.page ?? 1));
    },
    async searchSupportGroups(request) {
      return ok(await supportSessions.searchProducts(currentUser(request), request.body, request.query.page ?? 1));
    },
    async loadMoreSupportProducts(request) {
      return ok(
        await supportSessions.searchProducts(
          currentUser(request),
          { ...request.body, types: [request.params.type] },
          request.query.page ?? 1,
        ),
      );
    },
    async getSupportSession(request) {
      return ok(await supportSessions.get(currentUser(request), request.params.id));
    },
    async reserveSupportSession(request) {
      return ok(await supportSessions.reserve(currentUser(request), request.params.id));
    },
    async cancelSupportSessionReservation(request) {
      return ok(await supportSessions.cancel(currentUser(request), request.params.uuid, request.body.reason));
    },
    async getSupportSessionCalendarEvent(request) {
      return ok(await supportSessions.calendarJson(currentUser(request), request.params.id));
    },
    async downloadSupportSessionCalendarEvent(request, reply) {
      const file = await supportSessions.calendarFile(currentUser(request), request.params.id);
      reply
        .header('content-disposition', `attachment; filename="session-${request.params.id}.ics"`)
        .type('text/calendar; charset=utf-8');
      return ok(file);
    },
  };
}
