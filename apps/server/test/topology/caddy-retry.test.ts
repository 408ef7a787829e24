// A write whose instance is gone reaches the other one, body and all, and the other stays in.
// Caddy tries the next instance when it cannot connect to the one it picked (an instance killed,
// or stopped for a deploy). Before Caddy 2.11.2, the retry sent a request body Go's transport had
// already closed: the write failed with 502 ("invalid Read on closed Body", caddyserver/caddy#7546),
// and the failure was counted against the live instance, which passive health then left out for
// `fail_duration`: with both out, every call was a 503 for 30 s. Checked here with the proxy
// settings of deploy/Caddyfile (caddy.ts), a refused port and a live server that echoes the body.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startCaddy, type Caddy } from './caddy.js';

let live: Server;
let caddy: Caddy;

beforeAll(async () => {
  live = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.writeHead(request.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ method: request.method, body }));
    });
  });
  await new Promise<void>((done) => live.listen(0, '127.0.0.1', done));
  const livePort = (live.address() as { port: number }).port;
  // Nothing listens there: the connection is refused, as for an instance that is gone.
  const gone = await freePort();
  caddy = await startCaddy([`127.0.0.1:${gone}`, `127.0.0.1:${livePort}`]);
});

afterAll(async () => {
  await caddy?.stop();
  await new Promise((done) => live?.close(done));
});

describe('Caddy in front of an instance that is gone', () => {
  it('sends each write to the instance left with its body, and keeps that instance in', async () => {
    // Round robin: of two writes in a row, one is first sent to the instance that is gone.
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      const body = JSON.stringify({ reading: i });
      const answer = await fetch(`${caddy.url}/api/v2/readings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      answers.push({ status: answer.status, echoed: answer.status === 201 ? await answer.json() : null });
    }
    const sent = [0, 1, 2, 3].map((i) => ({ status: 201, echoed: { method: 'POST', body: `{"reading":${i}}` } }));
    expect(answers, `Caddy's last lines:\n${caddy.log().slice(-2000)}`).toEqual(sent);
    expect((await fetch(`${caddy.url}/api/v2/readings`)).status).toBe(200);
  });
});
