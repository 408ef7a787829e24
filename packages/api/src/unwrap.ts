import { ApiError } from './api-error.js';

interface FetchResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

type Data<R extends FetchResult> = [Exclude<R['data'], undefined>] extends [never]
  ? null
  : Exclude<R['data'], undefined>;

async function settle(pending: Promise<FetchResult>): Promise<unknown> {
  const { data, error, response } = await pending;
  if (!response.ok) throw new ApiError(response, error);
  // An empty answer (204) becomes null: TanStack Query does not accept undefined as data.
  return data === undefined ? null : data;
}

/** The data of a successful call; throws ApiError for a 4xx or 5xx answer. */
export function unwrap<R extends FetchResult>(pending: Promise<R>): Promise<Data<R>> {
  return settle(pending) as Promise<Data<R>>;
}

/** For calls whose 204 means "none" (the active pregnancy, the active invite): the data or null. */
export function unwrapOptional<R extends FetchResult>(pending: Promise<R>): Promise<Data<R> | null> {
  return settle(pending) as Promise<Data<R> | null>;
}
