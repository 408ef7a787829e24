// Cross-origin calls from the phone app (README, "Phone app"): its web view runs on an origin of
// its own (iOS `capacitor://localhost`, Android `https://localhost`, or `http://localhost` when the
// app is built with androidScheme http), not the API's. The web apps need none of this: they reach
// the API on their own origin (/api, forwarded). So nothing is allowed unless CORS_ORIGINS names
// the origins, exactly; there is no wildcard.
//
// Credentials: the apps sign in with a bearer token in the Authorization header, never a cookie,
// so Access-Control-Allow-Credentials is never sent and a browser sends no cookie cross-origin.
// The allowed origin is echoed (never `*`) with `Vary: Origin`, so a cache keeps answers apart.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export class CorsOriginsError extends Error {
  override name = 'CorsOriginsError';
}

const SCHEMES = new Set(['https:', 'http:', 'capacitor:']);

/**
 * The one reading of CORS_ORIGINS: comma-separated origins (scheme, host, port if any; no path),
 * of https, http or capacitor. Empty or unset: none.
 */
export function parseCorsOrigins(text: string | undefined): string[] {
  const origins: string[] = [];
  for (const raw of (text ?? '').split(',')) {
    const value = raw.trim();
    if (value === '') continue;
    if (value === '*' || value === 'null')
      throw new CorsOriginsError(`${value} is not allowed: name each origin (e.g. capacitor://localhost)`);
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new CorsOriginsError(`${value} is not an origin (scheme://host[:port])`);
    }
    if (!SCHEMES.has(url.protocol)) throw new CorsOriginsError(`${value}: only https, http and capacitor origins`);
    // capacitor:// is no special scheme to URL, whose origin is then 'null': compare the parts.
    const origin = `${url.protocol}//${url.host}`;
    if (value.replace(/\/$/, '') !== origin || url.username || url.password)
      throw new CorsOriginsError(`${value} is not an origin: no path, query or user (scheme://host[:port])`);
    if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
}

/** The request headers the apps send (@mat/api's client, the outbox's Idempotency-Key, a reconnecting thread's Last-Event-ID, the unread poll's If-None-Match). */
export const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept-Language',
  'X-Requested-With',
  'X-Extend-Token',
  'Idempotency-Key',
  'X-Push-Token',
  'Last-Event-ID',
  'If-None-Match',
];
/**
 * The answer headers the apps read: a rate limit's wait, a download's file name, the newest
 * bundle's build, the unread poll's ETag, and the server's time (a kick count's timer, http/server-date.ts).
 */
export const CORS_EXPOSED_HEADERS = ['Retry-After', 'Content-Disposition', 'X-Build-Number', 'ETag', 'Date'];
const METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const list = typeof vary === 'string' ? vary.split(',').map((v) => v.trim()) : [];
  if (!list.some((v) => v.toLowerCase() === 'origin'))
    reply.header('vary', [...list.filter(Boolean), 'Origin'].join(', '));
}

/** Answers preflights and marks answers to the allowed origins; does nothing without origins. */
export function installCors(app: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  const allowed = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    return typeof origin === 'string' && origins.includes(origin) ? origin : null;
  };

  app.addHook('onSend', async (request, reply, payload) => {
    addVary(reply);
    const origin = allowed(request);
    if (origin && request.method !== 'OPTIONS') {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-expose-headers', CORS_EXPOSED_HEADERS.join(', '));
    }
    return payload;
  });

  // A preflight: what the app may send, for ten minutes; another origin is refused, and an
  // OPTIONS that is no preflight is no call of the API.
  app.options('/*', async (request, reply) => {
    if (typeof request.headers['access-control-request-method'] !== 'string') {
      return reply.status(404).send({ code: 'errors.notFound', message: 'No such call in the v2 API' });
    }
    const origin = allowed(request);
    if (!origin)
      return reply.status(403).send({ code: 'errors.forbidden', message: 'This origin may not call the API' });
    return reply
      .status(204)
      .header('access-control-allow-origin', origin)
      .header('access-control-allow-methods', METHODS)
      .header('access-control-allow-headers', CORS_ALLOWED_HEADERS.join(', '))
      .header('access-control-max-age', '600')
      .send();
  });
}
