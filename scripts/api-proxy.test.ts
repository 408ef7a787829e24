// The apps' proxies to the API, run for real: a preview server forwarding to a recording server.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiProxy } from './api-proxy';

let api: Server;
let app: PreviewServer;
const seen: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  api = createServer((request, response) => {
    seen.push(request.headers);
    response.end('{}');
  });
  await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
  const site = mkdtempSync(join(tmpdir(), 'matrona-proxy-'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>app</title>');
  const target = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  app = await preview({
    configFile: false,
    root: site,
    logLevel: 'silent',
    build: { outDir: site },
    preview: { host: '127.0.0.1', port: 0, proxy: { '/api': apiProxy(target) } },
  });
});

afterAll(async () => {
  await app?.close();
  api?.close();
});

describe("the apps' proxy to the API", () => {
  it("replaces the client's X-Forwarded-For with the address it really came from", async () => {
    const url = app.resolvedUrls!.local[0]!;
    seen.length = 0;
    await fetch(new URL('/api/v2/token', url), {
      headers: { 'X-Forwarded-For': '203.0.113.9', Forwarded: 'for=198.51.100.1', 'X-Real-IP': '198.51.100.2' },
    });
    await fetch(new URL('/api/v2/token', url));
    expect(seen.map((headers) => headers['x-forwarded-for'])).toEqual(['127.0.0.1', '127.0.0.1']);
    expect(seen[0]!.forwarded).toBeUndefined();
    expect(seen[0]!['x-real-ip']).toBeUndefined();
  });
});
