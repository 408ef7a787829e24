// Limits on the shape of a request, before any schema sees it: the body's size and nesting, and
// answers in the contract's ErrorResponse for what Fastify or Node refuse themselves (a path value
// too long, headers too large, a URL that does not decode).
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';

/** The largest JSON body: far above any form's, far below what could tie up the server. */
export const BODY_LIMIT_BYTES = 256 * 1024;
/** The deepest nesting of arrays and objects a JSON body may have (the contract's deepest is 4). */
export const MAX_JSON_DEPTH = 16;

/** Whether `text` nests arrays or objects deeper than `max`, read without parsing it. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 92 /* \ */) i += 1;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 123 /* { */ || char === 91 /* [ */) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 125 /* } */ || char === 93 /* ] */) depth -= 1;
  }
  return false;
}

const tooDeep = () =>
  new HttpError(422, 'errors.validationFailed', 'The body nests too deeply', {
    fields: { body: 'validation.invalid' },
  });

/** JSON bodies are checked for depth before Fastify's own parser (which guards against prototype poisoning) reads them. */
export function installJsonLimits(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (request, body, done) => {
      const text = String(body);
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(tooDeep(), undefined);
      return parse(request, text, done);
    },
  );
}

/** Fastify's own refusals before routing (a path value over maxParamLength: 414; a bad URL: 400), in the contract's shape. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply.code(status).send({
    code: 'errors.badRequest',
    message: status === 414 ? 'The address is too long' : 'The address is not valid',
  });
}

/**
 * The sockets already answered here. Node's parser refuses every later read of a refused request
 * again (headers over the limit arrive in several reads): those are the rest being drained, not
 * new errors, and destroying the socket for them is the reset the gentle close is there to avoid.
 */
const answered = new WeakSet<Socket>();

/** Node's refusals before Fastify sees a request (headers too large: 431), in the contract's shape. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request headers are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long']
        : [400, 'Bad Request', 'The request is not valid'];
  const body = JSON.stringify({ code: 'errors.badRequest', message });
  if (!socket.writable) return void socket.destroy(error);
  // Answered, then closed gently: what the peer is still sending (the rest of a large request) is
  // read and dropped until it stops. Closed with that unread, the socket would send a reset, and a
  // proxy in front (Caddy) would take the reset for a failed instance: a 502 instead of this answer,
  // and the instance left out of the pool for its fail_duration, for every client.
  answered.add(socket);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
  );
  socket.resume();
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

/** How long a refused request's socket may go on sending before it is cut, however slowly it sends. */
const LINGER_MS = 2000;
