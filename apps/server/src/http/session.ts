// Reads the session token of each request (`Authorization: Bearer …`) and attaches the session.
// Whether an operation needs one is the contract's business (see routes.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Session, SessionStore } from '../services/sessions.js';
import { unauthorized } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

export function installSessions(app: FastifyInstance, store: SessionStore): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    const extend = request.headers['x-extend-token'] !== 'false';
    const session = await store.resolve(token, extend);
    // The answers to this call are worded in the language the app shows (services/language.ts).
    const readsIn = request.headers['accept-language'] ? requestLanguage(request) : undefined;
    request.session = session?.user && readsIn ? { ...session, user: { ...session.user, readsIn } } : session;
  });
}

/** The signed-in user of a request whose operation requires a session. */
export function currentUser(request: FastifyRequest) {
  const user = request.session?.user;
  if (!user) throw unauthorized();
  return user;
}

export function requestLanguage(request: FastifyRequest): 'en' | 'es' {
  return /^es\b/i.test(request.headers['accept-language'] ?? '') ? 'es' : 'en';
}
