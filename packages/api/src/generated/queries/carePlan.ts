// Generated from openapi/v2.yaml by `pnpm --filter @mat/api generate`. Do not edit.

import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { MatClient } from '../../client.js';
import { keyOf, requestInit, type Args, type RequestOf, type Variables } from '../../request.js';
import { unwrap } from '../../unwrap.js';

/** Care plan and assignments: query options. Keys start with 'carePlan'. */
export const carePlanQueries = {
  /** GET /patient/care-plan/today: Today's care items */
  getCarePlanToday: (client: MatClient, ...[request]: Args<RequestOf<'/patient/care-plan/today', 'get'>>) =>
    queryOptions({
      queryKey: ['carePlan', 'getCarePlanToday', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/care-plan/today', { ...requestInit(request), signal })),
    }),
  /** GET /patient/care-plan/history: Past care items */
  getCarePlanHistory: (client: MatClient, ...[request]: Args<RequestOf<'/patient/care-plan/history', 'get'>>) =>
    queryOptions({
      queryKey: ['carePlan', 'getCarePlanHistory', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/care-plan/history', { ...requestInit(request), signal })),
    }),
  /** GET /patient/care-plan/future: Coming care items */
  getCarePlanFuture: (client: MatClient, ...[request]: Args<RequestOf<'/patient/care-plan/future', 'get'>>) =>
    queryOptions({
      queryKey: ['carePlan', 'getCarePlanFuture', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/care-plan/future', { ...requestInit(request), signal })),
    }),
  /** GET /patient/assignment/{id}: One care item */
  getAssignment: (client: MatClient, ...[request]: Args<RequestOf<'/patient/assignment/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['carePlan', 'getAssignment', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/assignment/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/care: Programs and coming care */
  getCareOverview: (client: MatClient, ...[request]: Args<RequestOf<'/patient/care', 'get'>>) =>
    queryOptions({
      queryKey: ['carePlan', 'getCareOverview', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/care', { ...requestInit(request), signal })),
    }),
  /** GET /patient/care/filters: Filters of the care page */
  getCareFilters: (client: MatClient, ...[request]: Args<RequestOf<'/patient/care/filters', 'get'>>) =>
    queryOptions({
      queryKey: ['carePlan', 'getCareFilters', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/care/filters', { ...requestInit(request), signal })),
    }),
  /** GET /patient/interaction/{id}: One past contact with the care team */
  getInteraction: (client: MatClient, ...[request]: Args<RequestOf<'/patient/interaction/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['carePlan', 'getInteraction', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/interaction/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/interactions: Past contacts with the care team */
  listInteractions: (client: MatClient, ...[request]: Args<RequestOf<'/patient/interactions', 'get'>>) =>
    queryOptions({
      queryKey: ['carePlan', 'listInteractions', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/interactions', { ...requestInit(request), signal })),
    }),
};

/** Care plan and assignments: mutation options. Keys start with 'carePlan'. */
export const carePlanMutations = {
  /** POST /patient/assignment: Care items matching the selected filters */
  filterAssignments: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['carePlan', 'filterAssignments'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/assignment', 'post'>>) => unwrap(client.POST('/patient/assignment', { ...requestInit(request) })),
    }),
  /** POST /patient/assignment/complete/{id}: Mark a care item done */
  completeAssignment: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['carePlan', 'completeAssignment'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/assignment/complete/{id}', 'post'>>) => unwrap(client.POST('/patient/assignment/complete/{id}', { ...requestInit(request) })),
    }),
  /** PUT /patient/assignment/{id}/unassign: Remove a care item from the plan */
  unassignAssignment: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['carePlan', 'unassignAssignment'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/assignment/{id}/unassign', 'put'>>) => unwrap(client.PUT('/patient/assignment/{id}/unassign', { ...requestInit(request) })),
    }),
  /** PUT /patient/assignment/{id}/archive: Archive a care item */
  archiveAssignment: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['carePlan', 'archiveAssignment'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/assignment/{id}/archive', 'put'>>) => unwrap(client.PUT('/patient/assignment/{id}/archive', { ...requestInit(request) })),
    }),
  /** PUT /patient/assignment/{id}/unarchive: Bring back an archived care item */
  unarchiveAssignment: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['carePlan', 'unarchiveAssignment'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/assignment/{id}/unarchive', 'put'>>) => unwrap(client.PUT('/patient/assignment/{id}/unarchive', { ...requestInit(request) })),
    }),
  /** PUT /patient/care-plan/milestones/{id}/completed: Mark a milestone reached */
  completeMilestone: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['carePlan', 'completeMilestone'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/care-plan/milestones/{id}/completed', 'put'>>) => unwrap(client.PUT('/patient/care-plan/milestones/{id}/completed', { ...requestInit(request) })),
    }),
  /** POST /patient/care/sessions: Sessions matching the selected filters */
  searchCareSessions: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['carePlan', 'searchCareSessions'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/care/sessions', 'post'>>) => unwrap(client.POST('/patient/care/sessions', { ...requestInit(request) })),
    }),
};
