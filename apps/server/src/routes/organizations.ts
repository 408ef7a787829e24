// HTTP for the organization directory, the care team's organizations, connections and invites
// (spec 7, "Eligibility, organizations and filters", "Organization invites and connections").
import { noContent, ok, created, type Handlers } from '../http/routes.js';
import { currentUser, requestLanguage } from '../http/session.js';

import type { Services } from '../services/index.js';
import { toConnection } from '../services/organizations/connections.js';

/** A query value the form style may bring as one string or several. */
const many = (value: string | string[] | undefined) =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value];

export function organizationHandlers({ directory, careTeamOrganizations, invites, inviteCodes }: Services): Handlers {
  return {
    async searchOrganizations(request) {
      const q = request.query;
      const filters = {
        search: q.search,
        appointmentTypes: many(q.appointmentTypes),
        supportGroupsClasses: many(q.supportGroupsClasses),
        specialties: many(q.specialties),
        expertise: many(q.expertise),
        states: many(q.states),
        cities: many(q.cities),
        languagesSpoken: many(q.languagesSpoken),
        sizeOfTeam: many(q.sizeOfTeam),
        degreesOrCertifications: many(q.degreesOrCertifications),
      };
      return ok(await directory.search(currentUser(request).id, filters, q.page ?? 1, requestLanguage(request)));
    },
    async getOrganizationFilters(request) {
      currentUser(request);
      return ok(await directory.filters(requestLanguage(request)));
    },
    async getPublicOrganizationListing(request) {
      const organization = await directory.publicByIdentity(request.params.id);
      return ok(await directory.listing(organization.id, request.session?.user?.id ?? null, requestLanguage(request)));
    },
    async getOrganizationListing(request) {
      return ok(await directory.listing(request.params.id, currentUser(request).id, requestLanguage(request)));
    },
    async listOrganizationPractitioners(request) {
      return ok(await directory.practitioners(request.params.id, currentUser(request).id, requestLanguage(request)));
    },
    async getOrganizationByCode(request) {
      return ok(await directory.byCode(request.params.code, currentUser(request).id, requestLanguage(request)));
    },
    async requestTeamByCode(request) {
      const patient = currentUser(request);
      const organization = await directory.withCode(request.params.code);
      const connection = await careTeamOrganizations.connect(patient.id, organization.id);
      return created(toConnection(connection, organization));
    },
    async listPendingConnections(request) {
      return ok(
        await careTeamOrganizations.connections(currentUser(request).id, 'pending', {
          page: request.query.page ?? 1,
          search: request.query.search,
        }),
      );
    },
    async listDeclinedConnections(request) {
      return ok(
        await careTeamOrganizations.connections(currentUser(request).id, 'declined', {
          page: request.query.page ?? 1,
          search: request.query.search,
        }),
      );
    },
    async getActiveInvite(request) {
      const [first] = await invites.open(currentUser(request).id, requestLanguage(request));
      return first ? ok(first) : noContent();
    },
    async listInvites(request) {
      return ok(await invites.open(currentUser(request).id, requestLanguage(request)));
    },
    async acceptInvite(request) {
      return ok(await invites.act(currentUser(request).id, request.params.id, 'accept', requestLanguage(request)));
    },
    async declineInvite(request) {
      return ok(await invites.act(currentUser(request).id, request.params.id, 'decline', requestLanguage(request)));
    },
    async deferInvite(request) {
      return ok(await invites.act(currentUser(request).id, request.params.id, 'maybeLater', requestLanguage(request)));
    },
    async getInviteInfo(request) {
      return ok(
        await inviteCodes.info(request.params.code, request.session?.user?.id ?? null, requestLanguage(request)),
      );
    },
    async markInviteViewed(request) {
      return ok(await invites.act(currentUser(request).id, request.params.id, 'view', requestLanguage(request)));
    },
  };
}
