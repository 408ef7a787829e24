import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './generated/v2.js';

/** The openapi-fetch client typed with every v2 call. */
export type MatClient = Client<paths, 'application/json'>;

export type Locale = 'en' | 'es';

export interface MatClientOptions {
  /** The v2 root, e.g. '/api/v2'. */
  baseUrl: string;
  getLocale: () => Locale;
  getToken: () => string | null;
  /**
   * Whether the next call should extend the session: true right after a keypress (the app debounces it),
   * undefined to leave the header out. A call may set X-Extend-Token itself (the unread poll sends false).
   */
  getExtendToken?: () => boolean | undefined;
  onUnauthorized?: (response: Response) => void;
  onForbiddenOrNotFound?: (response: Response) => void;
  /** Receives the raw Retry-After header (seconds); the caller turns it into minutes. */
  onTooManyRequests?: (retryAfter: string | null) => void;
  fetch?: typeof fetch;
}

/** Adds the session, locale and app headers to each call and tells the app about 401, 403, 404 and 429. */
export function sessionMiddleware(options: MatClientOptions): Middleware {
  return {
    onRequest({ request }) {
      const { headers } = request;
      // A call may name its own language (an article read in the language its URL gives).
      if (!headers.has('Accept-Language')) headers.set('Accept-Language', options.getLocale());
      headers.set('X-Requested-With', 'XMLHttpRequest');
      const token = options.getToken();
      if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
      const extend = options.getExtendToken?.();
      if (extend !== undefined && !headers.has('X-Extend-Token')) headers.set('X-Extend-Token', String(extend));
      return request;
    },
    onResponse({ response }) {
      // The hooks only observe: the response always reaches the caller, which may still need its body.
      if (response.status === 401) options.onUnauthorized?.(response);
      else if (response.status === 403 || response.status === 404) options.onForbiddenOrNotFound?.(response);
      else if (response.status === 429) options.onTooManyRequests?.(response.headers.get('Retry-After'));
      return undefined;
    },
  };
}

/** An openapi-fetch client for one API's paths with the session middleware: the v2 and the staff clients. */
export function createSessionClient<Paths extends object>(
  options: MatClientOptions,
): Client<Paths, 'application/json'> {
  const customFetch = options.fetch;
  const client = createClient<Paths, 'application/json'>({
    baseUrl: options.baseUrl,
    // Read the fetch at call time so a test or the app may replace globalThis.fetch after creating the client.
    fetch: (request: Request) => (customFetch ?? globalThis.fetch)(request),
  });
  client.use(sessionMiddleware(options));
  return client;
}

export function createMatClient(options: MatClientOptions): MatClient {
  return createSessionClient<paths>(options);
}
