// Generated from openapi/v2.yaml by `pnpm --filter @mat/api generate`. Do not edit.

import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { MatClient } from '../../client.js';
import { keyOf, requestInit, type Args, type RequestOf, type Variables } from '../../request.js';
import { unwrap } from '../../unwrap.js';

/** Referral resources: query options. Keys start with 'referrals'. */
export const referralsQueries = {
  /** GET /patient/referral-resources/img-map-resource/{id}/{type}: A resource shown as an image map */
  getResourceImageMap: (client: MatClient, ...[request]: Args<RequestOf<'/patient/referral-resources/img-map-resource/{id}/{type}', 'get'>>) =>
    queryOptions({
      queryKey: ['referrals', 'getResourceImageMap', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/referral-resources/img-map-resource/{id}/{type}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/referral-resources: The care team resources */
  listReferralResources: (client: MatClient, ...[request]: Args<RequestOf<'/patient/referral-resources', 'get'>>) =>
    queryOptions({
      queryKey: ['referrals', 'listReferralResources', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/referral-resources', { ...requestInit(request), signal })),
    }),
  /** GET /patient/referral-resources/{id}: A resource */
  getReferralResource: (client: MatClient, ...[request]: Args<RequestOf<'/patient/referral-resources/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['referrals', 'getReferralResource', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/referral-resources/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/referral-resources/get-practitioners-for-send-referrals-search: Practitioners to send a referral to */
  searchPractitionersToRefer: (client: MatClient, ...[request]: Args<RequestOf<'/patient/referral-resources/get-practitioners-for-send-referrals-search', 'get'>>) =>
    queryOptions({
      queryKey: ['referrals', 'searchPractitionersToRefer', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/referral-resources/get-practitioners-for-send-referrals-search', { ...requestInit(request), signal })),
    }),
  /** GET /patient/referral-resources/get-organizations-for-send-referrals-search: Organizations to send a referral to */
  searchOrganizationsToRefer: (client: MatClient, ...[request]: Args<RequestOf<'/patient/referral-resources/get-organizations-for-send-referrals-search', 'get'>>) =>
    queryOptions({
      queryKey: ['referrals', 'searchOrganizationsToRefer', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/referral-resources/get-organizations-for-send-referrals-search', { ...requestInit(request), signal })),
    }),
  /** GET /patient/referral-resources/referrals/active: Referrals waiting for an answer */
  listActiveReferrals: (client: MatClient, ...[request]: Args<RequestOf<'/patient/referral-resources/referrals/active', 'get'>>) =>
    queryOptions({
      queryKey: ['referrals', 'listActiveReferrals', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/referral-resources/referrals/active', { ...requestInit(request), signal })),
    }),
  /** GET /patient/refer/get-promocodes-for-accept: Codes waiting for the patient's acceptance */
  listPromocodesToAccept: (client: MatClient, ...[request]: Args<RequestOf<'/patient/refer/get-promocodes-for-accept', 'get'>>) =>
    queryOptions({
      queryKey: ['referrals', 'listPromocodesToAccept', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/refer/get-promocodes-for-accept', { ...requestInit(request), signal })),
    }),
};

/** Referral resources: mutation options. Keys start with 'referrals'. */
export const referralsMutations = {
  /** POST /patient/referral-resources/referrals/{id}/accept: Accept a referral */
  acceptReferral: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'acceptReferral'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/referral-resources/referrals/{id}/accept', 'post'>>) => unwrap(client.POST('/patient/referral-resources/referrals/{id}/accept', { ...requestInit(request) })),
    }),
  /** DELETE /patient/referral-resources/referrals/{id}/decline: Decline a referral */
  declineReferral: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'declineReferral'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/referral-resources/referrals/{id}/decline', 'delete'>>) => unwrap(client.DELETE('/patient/referral-resources/referrals/{id}/decline', { ...requestInit(request) })),
    }),
  /** POST /patient/referral-resources: Add a resource */
  createReferralResource: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'createReferralResource'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/referral-resources', 'post'>>) => unwrap(client.POST('/patient/referral-resources', { ...requestInit(request) })),
    }),
  /** PUT /patient/referral-resources/{id}: Change a resource */
  updateReferralResource: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'updateReferralResource'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/referral-resources/{id}', 'put'>>) => unwrap(client.PUT('/patient/referral-resources/{id}', { ...requestInit(request) })),
    }),
  /** DELETE /patient/referral-resources/{id}: Remove a provider from the care team */
  removeReferralResource: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'removeReferralResource'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/referral-resources/{id}', 'delete'>>) => unwrap(client.DELETE('/patient/referral-resources/{id}', { ...requestInit(request) })),
    }),
  /** POST /patient/referral-resources/archive: Archive resources */
  archiveReferralResources: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'archiveReferralResources'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/referral-resources/archive', 'post'>>) => unwrap(client.POST('/patient/referral-resources/archive', { ...requestInit(request) })),
    }),
  /** POST /patient/referral-resources/unarchive: Unarchive resources */
  unarchiveReferralResources: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'unarchiveReferralResources'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/referral-resources/unarchive', 'post'>>) => unwrap(client.POST('/patient/referral-resources/unarchive', { ...requestInit(request) })),
    }),
  /** DELETE /patient/referral-resources/{id}/record-access: Take back an organization's access to the medical profile */
  revokeRecordAccess: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'revokeRecordAccess'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/referral-resources/{id}/record-access', 'delete'>>) => unwrap(client.DELETE('/patient/referral-resources/{id}/record-access', { ...requestInit(request) })),
    }),
  /** POST /patient/referral-resources/referrals/{id}/ignore: Ignore a referral, for good */
  ignoreReferral: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'ignoreReferral'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/referral-resources/referrals/{id}/ignore', 'post'>>) => unwrap(client.POST('/patient/referral-resources/referrals/{id}/ignore', { ...requestInit(request) })),
    }),
  /** POST /patient/referral-resources/referrals/{id}/archive: Archive a referral */
  archiveReferral: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'archiveReferral'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/referral-resources/referrals/{id}/archive', 'post'>>) => unwrap(client.POST('/patient/referral-resources/referrals/{id}/archive', { ...requestInit(request) })),
    }),
  /** POST /patient/referral-resources/invites/move-to-pending: Move invites back to pending */
  moveInvitesToPending: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'moveInvitesToPending'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/referral-resources/invites/move-to-pending', 'post'>>) => unwrap(client.POST('/patient/referral-resources/invites/move-to-pending', { ...requestInit(request) })),
    }),
  /** POST /patient/refer/refer-to-organization/{id}: Refer to an organization */
  referToOrganization: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'referToOrganization'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/refer/refer-to-organization/{id}', 'post'>>) => unwrap(client.POST('/patient/refer/refer-to-organization/{id}', { ...requestInit(request) })),
    }),
  /** POST /patient/refer/refer-to-practitioner/{practitionerId}/for-org/{organizationId}: Refer to a practitioner of an organization */
  referToPractitioner: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'referToPractitioner'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/refer/refer-to-practitioner/{practitionerId}/for-org/{organizationId}', 'post'>>) => unwrap(client.POST('/patient/refer/refer-to-practitioner/{practitionerId}/for-org/{organizationId}', { ...requestInit(request) })),
    }),
  /** POST /patient/referral-resources/add-resource: Add a resource from a listing */
  addReferralResource: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'addReferralResource'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/referral-resources/add-resource', 'post'>>) => unwrap(client.POST('/patient/referral-resources/add-resource', { ...requestInit(request) })),
    }),
  /** POST /patient/referral-resources/validate/{value}: Check a contact or code for a referral */
  validateReferralTarget: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'validateReferralTarget'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/referral-resources/validate/{value}', 'post'>>) => unwrap(client.POST('/patient/referral-resources/validate/{value}', { ...requestInit(request) })),
    }),
  /** POST /patient/refer/auto-refer-to-mamas-organization: Refer the patient to Matrona's own organization */
  autoReferToMatronaOrganization: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'autoReferToMatronaOrganization'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/refer/auto-refer-to-mamas-organization', 'post'>>) => unwrap(client.POST('/patient/refer/auto-refer-to-mamas-organization', { ...requestInit(request) })),
    }),
  /** POST /patient/refer/auto-apply-promocodes: Apply the codes that come with referrals */
  autoApplyPromocodes: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'autoApplyPromocodes'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/refer/auto-apply-promocodes', 'post'>>) => unwrap(client.POST('/patient/refer/auto-apply-promocodes', { ...requestInit(request) })),
    }),
  /** POST /patient/refer/process-promocodes-for-accept: Accept codes */
  acceptPromocodes: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'acceptPromocodes'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/refer/process-promocodes-for-accept', 'post'>>) => unwrap(client.POST('/patient/refer/process-promocodes-for-accept', { ...requestInit(request) })),
    }),
};
