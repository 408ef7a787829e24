// Generated from openapi/v2.yaml by `pnpm --filter @mat/api generate`. Do not edit.

import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { MatClient } from '../../client.js';
import { keyOf, requestInit, type Args, type RequestOf, type Variables } from '../../request.js';
import { unwrap } from '../../unwrap.js';

/** Video: query options. Keys start with 'video'. */
export const videoQueries = {
  /** GET /video/sessions: The patient's video sessions */
  listVideoSessions: (client: MatClient, ...[request]: Args<RequestOf<'/video/sessions', 'get'>>) =>
    queryOptions({
      queryKey: ['video', 'listVideoSessions', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/video/sessions', { ...requestInit(request), signal })),
    }),
  /** GET /video/session/{id}/token: What the video client needs to join */
  getVideoToken: (client: MatClient, ...[request]: Args<RequestOf<'/video/session/{id}/token', 'get'>>) =>
    queryOptions({
      queryKey: ['video', 'getVideoToken', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/video/session/{id}/token', { ...requestInit(request), signal })),
    }),
  /** GET /video/session/code/{code}: A session by its link code */
  getVideoSessionByCode: (client: MatClient, ...[request]: Args<RequestOf<'/video/session/code/{code}', 'get'>>) =>
    queryOptions({
      queryKey: ['video', 'getVideoSessionByCode', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/video/session/code/{code}', { ...requestInit(request), signal })),
    }),
};

/** Video: mutation options. Keys start with 'video'. */
export const videoMutations = {
  /** POST /video/session/{id}/info: Tell the session what happened on the patient's side */
  reportVideoSessionEvent: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['video', 'reportVideoSessionEvent'] as const,
      mutationFn: (request: Variables<RequestOf<'/video/session/{id}/info', 'post'>>) => unwrap(client.POST('/video/session/{id}/info', { ...requestInit(request) })),
    }),
  /** PUT /video/session/code/{code}/info: The session of a video link code */
  resolveVideoSessionCode: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['video', 'resolveVideoSessionCode'] as const,
      mutationFn: (request: Variables<RequestOf<'/video/session/code/{code}/info', 'put'>>) => unwrap(client.PUT('/video/session/code/{code}/info', { ...requestInit(request) })),
    }),
};
