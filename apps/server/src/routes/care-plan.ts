// HTTP for the care plan (spec 7, "Care plan and assignments"): the lists, one item and its
// actions, milestones, the care page with its filters and sessions, and past contacts.
import { noContent, ok, type Handlers } from '../http/routes.js';
import { currentUser } from '../http/session.js';
import type { Services } from '../services/index.js';

export function carePlanHandlers({ carePlan }: Services): Handlers {
  return {
    async filterAssignments(request) {
      return ok(await carePlan.filter(currentUser(request), request.body, request.query.page ?? 1));
    },
    async getCarePlanToday(request) {
      return ok(await carePlan.list(currentUser(request), 'today', request.query.page ?? 1, request.query.all === 1));
    },
    async getCarePlanHistory(request) {
      return ok(await carePlan.list(currentUser(request), 'history', request.query.page ?? 1, request.query.all === 1));
    },
    async getCarePlanFuture(request) {
      return ok(await carePlan.list(currentUser(request), 'future', request.query.page ?? 1, request.query.all === 1));
    },
    async completeAssignment(request) {
      return ok(await carePlan.complete(currentUser(request), request.params.id));
    },
    async unassignAssignment(request) {
      await carePlan.unassign(currentUser(request), request.params.id);
      return noContent();
    },
    async archiveAssignment(request) {
      await carePlan.archive(currentUser(request), request.params.id);
      return noContent();
    },
    async unarchiveAssignment(request) {
      await carePlan.unarchive(currentUser(request), request.params.id);
      return noContent();
    },
    async getAssignment(request) {
      return ok(await carePlan.get(currentUser(request), request.params.id));
    },
    async completeMilestone(request) {
      return ok(await carePlan.completeMilestone(currentUser(request), request.params.id));
    },
    async getCareOverview(request) {
      return ok(await carePlan.overview(currentUser(request)));
    },
    async getCareFilters(request) {
      return ok(await carePlan.filters(currentUser(request)));
    },
    async searchCareSessions(request) {
      return ok(await carePlan.sessions(currentUser(request), request.body, request.query.page ?? 1));
    },
    async getInteraction(request) {
      return ok(await carePlan.interaction(currentUser(request), request.params.id));
    },
    async listInteractions(request) {
      return ok(await carePlan.interactions(currentUser(request)));
    },
  };
}
