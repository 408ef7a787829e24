// Generated from openapi/v2.yaml by `pnpm --filter @mat/api generate`. Do not edit.

import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { MatClient } from '../../client.js';
import { keyOf, requestInit, type Args, type RequestOf, type Variables } from '../../request.js';
import { unwrap } from '../../unwrap.js';

/** Eligibility, organizations and filters: query options. Keys start with 'organizations'. */
export const organizationsQueries = {
  /** GET /patient/organization/search-for-org-listing: Search organizations */
  searchOrganizations: (client: MatClient, ...[request]: Args<RequestOf<'/patient/organization/search-for-org-listing', 'get'>>) =>
    queryOptions({
      queryKey: ['organizations', 'searchOrganizations', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/organization/search-for-org-listing', { ...requestInit(request), signal })),
    }),
  /** GET /patient/organization/get-filters: Filters of the organization search */
  getOrganizationFilters: (client: MatClient, ...[request]: Args<RequestOf<'/patient/organization/get-filters', 'get'>>) =>
    queryOptions({
      queryKey: ['organizations', 'getOrganizationFilters', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/organization/get-filters', { ...requestInit(request), signal })),
    }),
  /** GET /public/organizations/listing/{id}: An organization's public page */
  getPublicOrganizationListing: (client: MatClient, ...[request]: Args<RequestOf<'/public/organizations/listing/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['organizations', 'getPublicOrganizationListing', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/public/organizations/listing/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/organizations/listing/{id}: An organization's page */
  getOrganizationListing: (client: MatClient, ...[request]: Args<RequestOf<'/patient/organizations/listing/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['organizations', 'getOrganizationListing', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/organizations/listing/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/organizations/listing/{id}/practitioners: An organization's practitioners */
  listOrganizationPractitioners: (client: MatClient, ...[request]: Args<RequestOf<'/patient/organizations/listing/{id}/practitioners', 'get'>>) =>
    queryOptions({
      queryKey: ['organizations', 'listOrganizationPractitioners', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/organizations/listing/{id}/practitioners', { ...requestInit(request), signal })),
    }),
};

/** Eligibility, organizations and filters: mutation options. Keys start with 'organizations'. */
export const organizationsMutations = {
  /** POST /check-eligibility: Check insurance coverage */
  checkEligibility: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['organizations', 'checkEligibility'] as const,
      mutationFn: (request: Variables<RequestOf<'/check-eligibility', 'post'>>) => unwrap(client.POST('/check-eligibility', { ...requestInit(request) })),
    }),
};
