// Generated from openapi/v2.yaml by `pnpm --filter @mat/api generate`. Do not edit.

import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { MatClient } from '../../client.js';
import { keyOf, requestInit, type Args, type RequestOf, type Variables } from '../../request.js';
import { unwrap } from '../../unwrap.js';

/** Support products and sessions: query options. Keys start with 'support'. */
export const supportQueries = {
  /** GET /patient/support-product/organizations/{id}/sessions: An organization's sessions */
  listOrganizationSessions: (client: MatClient, ...[request]: Args<RequestOf<'/patient/support-product/organizations/{id}/sessions', 'get'>>) =>
    queryOptions({
      queryKey: ['support', 'listOrganizationSessions', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/support-product/organizations/{id}/sessions', { ...requestInit(request), signal })),
    }),
  /** GET /patient/support-product/{id}: A group, class or coaching offer */
  getSupportProduct: (client: MatClient, ...[request]: Args<RequestOf<'/patient/support-product/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['support', 'getSupportProduct', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/support-product/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/support-product/{id}/{sessionUuid}: An offer at one session */
  getSupportProductSession: (client: MatClient, ...[request]: Args<RequestOf<'/patient/support-product/{id}/{sessionUuid}', 'get'>>) =>
    queryOptions({
      queryKey: ['support', 'getSupportProductSession', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/support-product/{id}/{sessionUuid}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/support-product/product-period-sessions/{id}: Sessions of an offer */
  listSupportProductSessions: (client: MatClient, ...[request]: Args<RequestOf<'/patient/support-product/product-period-sessions/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['support', 'listSupportProductSessions', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/support-product/product-period-sessions/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/support-session/{id}: A session */
  getSupportSession: (client: MatClient, ...[request]: Args<RequestOf<'/patient/support-session/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['support', 'getSupportSession', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/support-session/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/support-session/calendar-event/{id}/json: A session as a calendar event (native apps) */
  getSupportSessionCalendarEvent: (client: MatClient, ...[request]: Args<RequestOf<'/patient/support-session/calendar-event/{id}/json', 'get'>>) =>
    queryOptions({
      queryKey: ['support', 'getSupportSessionCalendarEvent', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/support-session/calendar-event/{id}/json', { ...requestInit(request), signal })),
    }),
  /** GET /patient/support-session/calendar-event/{id}/file: A session as an iCalendar file */
  downloadSupportSessionCalendarEvent: (client: MatClient, ...[request]: Args<RequestOf<'/patient/support-session/calendar-event/{id}/file', 'get'>>) =>
    queryOptions({
      queryKey: ['support', 'downloadSupportSessionCalendarEvent', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/support-session/calendar-event/{id}/file', { ...requestInit(request), signal, parseAs: 'blob' as const })),
    }),
};

/** Support products and sessions: mutation options. Keys start with 'support'. */
export const supportMutations = {
  /** POST /patient/support-product/period-sessions: Sessions matching filters */
  searchSupportSessions: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['support', 'searchSupportSessions'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/support-product/period-sessions', 'post'>>) => unwrap(client.POST('/patient/support-product/period-sessions', { ...requestInit(request) })),
    }),
  /** POST /patient/support-product/groups: Groups matching filters */
  searchSupportGroups: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['support', 'searchSupportGroups'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/support-product/groups', 'post'>>) => unwrap(client.POST('/patient/support-product/groups', { ...requestInit(request) })),
    }),
  /** POST /patient/support-product/load-more-products/{type}: The next page of offers of a kind */
  loadMoreSupportProducts: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['support', 'loadMoreSupportProducts'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/support-product/load-more-products/{type}', 'post'>>) => unwrap(client.POST('/patient/support-product/load-more-products/{type}', { ...requestInit(request) })),
    }),
  /** POST /patient/support-session/reserve/{id}: Reserve a seat */
  reserveSupportSession: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['support', 'reserveSupportSession'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/support-session/reserve/{id}', 'post'>>) => unwrap(client.POST('/patient/support-session/reserve/{id}', { ...requestInit(request) })),
    }),
  /** POST /patient/support-session/cancel/{uuid}: Cancel a reservation */
  cancelSupportSessionReservation: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['support', 'cancelSupportSessionReservation'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/support-session/cancel/{uuid}', 'post'>>) => unwrap(client.POST('/patient/support-session/cancel/{uuid}', { ...requestInit(request) })),
    }),
};
