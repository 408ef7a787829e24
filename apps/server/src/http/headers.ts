// Security headers on every answer, through helmet (nosniff, a strict referrer policy, no framing,
// and a Content Security Policy for the one page the API serves, /reference), and
// `Cache-Control: no-store` on every answer of a private operation: patient data stays out of
// shared and browser caches.
//
// helmet's middleware is built once here and run on each request's raw answer, as @fastify/helmet
// runs it, but without building it again (its policy parsed, its headers listed) for every request.
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const securityHeaders = helmet({
  referrerPolicy: { policy: 'no-referrer' },
  // The API answers JSON and files; its only page (/reference) has no script and no outside asset.
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      styleSrc: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
    },
  },
  // Answers are fetched by the apps on other origins (the patient app, the marketing site).
  crossOriginResourcePolicy: { policy: 'cross-origin' },
});

export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  // Before any other hook of the request (sessions, limits): a refusal carries the headers too.
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
}

/** For a private operation's route: its answers, errors included, are never stored by a cache. */
export async function noStore(
  _request: unknown,
  reply: { header: (name: string, value: string) => unknown },
): Promise<void> {
  reply.header('cache-control', 'no-store');
}
