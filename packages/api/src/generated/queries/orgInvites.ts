// Generated from openapi/v2.yaml by `pnpm --filter @mat/api generate`. Do not edit.

import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { MatClient } from '../../client.js';
import { keyOf, requestInit, type Args, type RequestOf, type Variables } from '../../request.js';
import { unwrap, unwrapOptional } from '../../unwrap.js';

/** Organization invites and connections: query options. Keys start with 'orgInvites'. */
export const orgInvitesQueries = {
  /** GET /patient/organizations/invites/active: The invite to show now, if any */
  getActiveInvite: (client: MatClient, ...[request]: Args<RequestOf<'/patient/organizations/invites/active', 'get'>>) =>
    queryOptions({
      queryKey: ['orgInvites', 'getActiveInvite', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrapOptional(client.GET('/patient/organizations/invites/active', { ...requestInit(request), signal })),
    }),
  /** GET /patient/organizations/invites: Organization invites */
  listInvites: (client: MatClient, ...[request]: Args<RequestOf<'/patient/organizations/invites', 'get'>>) =>
    queryOptions({
      queryKey: ['orgInvites', 'listInvites', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/organizations/invites', { ...requestInit(request), signal })),
    }),
  /** GET /patient/organizations/all-pending-connections: Connections waiting for the other party */
  listPendingConnections: (client: MatClient, ...[request]: Args<RequestOf<'/patient/organizations/all-pending-connections', 'get'>>) =>
    queryOptions({
      queryKey: ['orgInvites', 'listPendingConnections', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/organizations/all-pending-connections', { ...requestInit(request), signal })),
    }),
  /** GET /patient/organizations/all-declined-connections: Declined connections */
  listDeclinedConnections: (client: MatClient, ...[request]: Args<RequestOf<'/patient/organizations/all-declined-connections', 'get'>>) =>
    queryOptions({
      queryKey: ['orgInvites', 'listDeclinedConnections', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/organizations/all-declined-connections', { ...requestInit(request), signal })),
    }),
  /** GET /patient/organizations/code/{code}: The organization of a code */
  getOrganizationByCode: (client: MatClient, ...[request]: Args<RequestOf<'/patient/organizations/code/{code}', 'get'>>) =>
    queryOptions({
      queryKey: ['orgInvites', 'getOrganizationByCode', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/organizations/code/{code}', { ...requestInit(request), signal })),
    }),
};

/** Organization invites and connections: mutation options. Keys start with 'orgInvites'. */
export const orgInvitesMutations = {
  /** POST /patient/organizations/invites/{id}/accept: Accept an invite */
  acceptInvite: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['orgInvites', 'acceptInvite'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/organizations/invites/{id}/accept', 'post'>>) => unwrap(client.POST('/patient/organizations/invites/{id}/accept', { ...requestInit(request) })),
    }),
  /** POST /patient/organizations/invites/{id}/decline: Decline an invite */
  declineInvite: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['orgInvites', 'declineInvite'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/organizations/invites/{id}/decline', 'post'>>) => unwrap(client.POST('/patient/organizations/invites/{id}/decline', { ...requestInit(request) })),
    }),
  /** POST /patient/organizations/invites/{id}/maybelater: Decide about an invite later */
  deferInvite: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['orgInvites', 'deferInvite'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/organizations/invites/{id}/maybelater', 'post'>>) => unwrap(client.POST('/patient/organizations/invites/{id}/maybelater', { ...requestInit(request) })),
    }),
  /** POST /patient/organizations/invites/{id}/viewed: Mark an invite seen */
  markInviteViewed: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['orgInvites', 'markInviteViewed'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/organizations/invites/{id}/viewed', 'post'>>) => unwrap(client.POST('/patient/organizations/invites/{id}/viewed', { ...requestInit(request) })),
    }),
  /** POST /patient/organizations/team-request/code/{code}: Ask to join an organization by its code */
  requestTeamByCode: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['orgInvites', 'requestTeamByCode'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/organizations/team-request/code/{code}', 'post'>>) => unwrap(client.POST('/patient/organizations/team-request/code/{code}', { ...requestInit(request) })),
    }),
};
