// The topology stage runs a sample of the generated suites (security.test.ts, fuzz.test.ts) with
// every request sent over HTTP through Caddy instead of Fastify's inject: harness.ts calls this when
// MAT_TEST_THROUGH_CADDY is set. The test's app listens on a loopback port with Caddy in front, and
// its `inject` is replaced by an HTTP client to Caddy that answers in inject's shape, so the suites
// run unchanged and see what a client of the deployment sees (Caddy's own answers included).
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { App } from '../../src/app.js';
import { startCaddy } from './caddy.js';

type InjectOptions = {
  method?: string;
  url: string;
  headers?: Record<string, unknown>;
  payload?: unknown;
  remoteAddress?: string;
};

export type Answer = {
  statusCode: number;
  statusMessage: string;
  headers: IncomingHttpHeaders;
  body: string;
  payload: string;
  rawPayload: Buffer;
  json: <T = unknown>() => T;
};

function send(base: string, agent: Agent, options: InjectOptions | string): Promise<Answer> {
  const {
    method = 'GET',
    url,
    headers = {},
    payload,
    remoteAddress,
  } = typeof options === 'string' ? { url: options } : options;
  // The peer's address is what Caddy sees: a suite that plays other addresses needs inject.
  if (remoteAddress) throw new Error('remoteAddress cannot be chosen through Caddy: run this suite with inject');
  const outgoing: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined) outgoing[name.toLowerCase()] = String(value);
  let body: Buffer | undefined;
  if (Buffer.isBuffer(payload)) body = payload;
  else if (typeof payload === 'string') body = Buffer.from(payload);
  else if (payload !== undefined) {
    // As inject does: an object goes as JSON.
    body = Buffer.from(JSON.stringify(payload));
    outgoing['content-type'] ??= 'application/json';
  }
  if (body) outgoing['content-length'] = String(body.length);
  return new Promise((done, fail) => {
    const call = httpRequest(`${base}${url}`, { method, headers: outgoing, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const rawPayload = Buffer.concat(chunks);
        const text = rawPayload.toString('utf8');
        done({
          statusCode: response.statusCode!,
          statusMessage: response.statusMessage ?? '',
          headers: response.headers,
          body: text,
          payload: text,
          rawPayload,
          json: <T>() => JSON.parse(text) as T,
        });
      });
      response.once('error', fail);
    });
    call.once('error', fail);
    call.end(body);
  });
}

/** Puts Caddy in front of `app` and sends its inject calls through it; the returned function undoes it. */
export async function throughCaddy(app: App): Promise<() => Promise<void>> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const caddy = await startCaddy([`127.0.0.1:${port}`]);
  const agent = new Agent({ keepAlive: true });
  (app as unknown as { inject: (options: InjectOptions | string) => Promise<Answer> }).inject = (options) =>
    send(caddy.url, agent, options);
  return async () => {
    agent.destroy();
    await caddy.stop();
  };
}
