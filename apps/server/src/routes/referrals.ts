// HTTP for referral resources and referrals (spec 7, "Referral resources"): the care team list of
// organizations, adding from the directory or by hand, archive, access, and answering referrals.
import { created, noContent, ok, type Handlers } from '../http/routes.js';
import { currentUser, requestLanguage } from '../http/session.js';
import type { Services } from '../services/index.js';
import { imageMap } from '../services/organizations/image-map.js';

export function referralHandlers({ careTeamOrganizations, resources, referrals }: Services): Handlers {
  return {
    async listReferralResources(request) {
      const { page, status, search } = request.query;
      return ok(
        await careTeamOrganizations.list(
          currentUser(request).id,
          { page: page ?? 1, status, search },
          requestLanguage(request),
        ),
      );
    },
    async getReferralResource(request) {
      return ok(await careTeamOrganizations.get(currentUser(request).id, request.params.id, requestLanguage(request)));
    },
    async createReferralResource(request) {
      return created(await resources.addNew(currentUser(request).id, request.body, requestLanguage(request)));
    },
    async addReferralResource(request) {
      return created(await resources.addFromDirectory(currentUser(request).id, request.body, requestLanguage(request)));
    },
    async updateReferralResource(request) {
      return ok(
        await resources.update(currentUser(request).id, request.params.id, request.body, requestLanguage(request)),
      );
    },
    async removeReferralResource(request) {
      await careTeamOrganizations.remove(currentUser(request).id, request.params.id);
      return noContent();
    },
    async archiveReferralResources(request) {
      await careTeamOrganizations.setArchived(currentUser(request).id, request.body.ids, true);
      return noContent();
    },
    async unarchiveReferralResources(request) {
      await careTeamOrganizations.setArchived(currentUser(request).id, request.body.ids, false);
      return noContent();
    },
    async revokeRecordAccess(request) {
      const patient = currentUser(request);
      await careTeamOrganizations.revokeRecordAccess(patient.id, request.params.id);
      return ok(await careTeamOrganizations.get(patient.id, request.params.id, requestLanguage(request)));
    },
    async getResourceImageMap(request) {
      const language = requestLanguage(request);
      const resource = await careTeamOrganizations.get(currentUser(request).id, request.params.id, language);
      return ok(imageMap(resource.id, request.params.type, request.query.width, resource.organization, language));
    },
    async validateReferralTarget(request) {
      currentUser(request);
      return ok(await resources.validate(request.params.value));
    },
    async listActiveReferrals(request) {
      return ok(await referrals.active(currentUser(request).id, requestLanguage(request)));
    },
    async acceptReferral(request) {
      return ok(
        await referrals.answer(currentUser(request).id, request.params.id, 'accepted', requestLanguage(request)),
      );
    },
    async declineReferral(request) {
      await referrals.answer(currentUser(request).id, request.params.id, 'declined', requestLanguage(request));
      return noContent();
    },
    async ignoreReferral(request) {
      return ok(
        await referrals.answer(currentUser(request).id, request.params.id, 'ignored', requestLanguage(request)),
      );
    },
    async archiveReferral(request) {
      return ok(
        await referrals.answer(currentUser(request).id, request.params.id, 'archived', requestLanguage(request)),
      );
    },
    async moveInvitesToPending(request) {
      await referrals.moveInvitesToPending(currentUser(request).id, request.body.ids);
      return noContent();
    },
    async referToOrganization(request) {
      const practitioner = request.body.practitioner || null;
      return created(
        await referrals.refer(currentUser(request).id, request.params.id, practitioner, requestLanguage(request)),
      );
    },
    async referToPractitioner(request) {
      const { organizationId, practitionerId } = request.params;
      return created(
        await referrals.refer(currentUser(request).id, organizationId, practitionerId, requestLanguage(request)),
      );
    },
    async autoReferToMatronaOrganization(request) {
      return ok(await referrals.referToMatrona(currentUser(request).id, requestLanguage(request)));
    },
    async searchOrganizationsToRefer(request) {
      return ok(
        await referrals.organizationsToRefer(currentUser(request).id, request.query.search, requestLanguage(request)),
      );
    },
    async searchPractitionersToRefer(request) {
      currentUser(request);
      return ok(
        await referrals.practitionersToRefer(
          request.query.search,
          request.query.organization_id,
          requestLanguage(request),
        ),
      );
    },
  };
}
