import type { FetchOptions } from 'openapi-fetch';
import type { paths } from './generated/v2.js';

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';

/** What one call takes: its params (path, query, header) and its body, typed from the description. */
export type RequestOf<P extends keyof paths, M extends Method & keyof paths[P]> = Pick<
  FetchOptions<paths[P][M]>,
  Extract<keyof FetchOptions<paths[P][M]>, 'params' | 'body'>
>;

/** A query's arguments: the request may be left out when nothing in it is required. */
export type Args<R> = object extends R ? [request?: R] : [request: R];

/** A mutation's variables: mutate() may be called without any when nothing is required. */
export type Variables<R> = object extends R ? R | void : R;

/** The part of a request that identifies a query's data: its path and query parameters. */
export function keyOf(request: unknown): { path?: unknown; query?: unknown } {
  const params = (request as { params?: { path?: unknown; query?: unknown } } | undefined)?.params;
  const key: { path?: unknown; query?: unknown } = {};
  if (params?.path !== undefined) key.path = params.path;
  if (params?.query !== undefined) key.query = params.query;
  return key;
}

/** The request a query or mutation was given, or an empty one. */
export function requestInit<R>(request: R | void | undefined): R {
  return (request ?? {}) as R;
}
