// The journeys move the server's clock (e2e-server/clock.ts) so a reminder comes due without a
// wait for the minute. That control exists in the journeys' server only: the production entry (what
// `npm start` and the image run) answers 404 at its path, and nothing the production build compiles
// can import it. The journeys' server answers there, so the 404 is the route's absence, not a wrong path.
// Its servers are processes on their own embedded database, whatever the suite's database is: it
// runs in the PGlite run only (vitest.config.ts), not once more in the PostgreSQL one.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { CLOCK_CONTROL_PATH } from '../e2e-server/clock.js';
import { killLeftovers, startServer, stop } from './server-process.js';

const serverFolder = resolve(dirname(fileURLToPath(import.meta.url)), '..');
afterAll(killLeftovers);

/** The server's address without /api/v2. */
const origin = (url: string) => url.replace(/\/api\/v2$/, '');
const advance = (url: string, body: object) =>
  fetch(`${origin(url)}${CLOCK_CONTROL_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the journeys’ clock control', () => {
  it('is absent from the production server', { timeout: 180_000 }, async () => {
    const server = await startServer({ DATA_DIR: mkdtempSync(join(tmpdir(), 'matrona-clock-')) });
    try {
      expect((await fetch(`${origin(server.url)}${CLOCK_CONTROL_PATH}`)).status).toBe(404);
      expect((await advance(server.url, { advance_seconds: 60 })).status).toBe(404);
    } finally {
      await stop(server, 'SIGTERM');
    }
  });

  it('moves the journeys’ server forward, never back, and refuses a step it cannot take', { timeout: 180_000 }, async () => {
    const server = await startServer({ DATA_DIR: mkdtempSync(join(tmpdir(), 'matrona-clock-')) }, { entry: 'e2e-server/main.ts' });
    try {
      const before = Date.parse(((await (await fetch(`${origin(server.url)}${CLOCK_CONTROL_PATH}`)).json()) as { now: string }).now);
      const moved = await advance(server.url, { advance_seconds: 3600 });
      expect(moved.status).toBe(200);
      const after = Date.parse(((await moved.json()) as { now: string }).now);
      expect(after - before).toBeGreaterThanOrEqual(3600_000);
      expect(after - before).toBeLessThan(3660_000);
      for (const body of [{ advance_seconds: -60 }, { advance_seconds: 1.5 }, { advance_seconds: '60' }, {}, { advance_seconds: 86_401 }]) {
        expect((await advance(server.url, body)).status, JSON.stringify(body)).toBe(400);
      }
    } finally {
      await stop(server, 'SIGTERM');
    }
  });

  it('is out of the production build: compiled from src/ only, which never imports it', () => {
    const build = JSON.parse(readFileSync(join(serverFolder, 'tsconfig.build.json'), 'utf8').replace(/^\s*\/\/.*$/gm, '')) as { include: string[] };
    expect(build.include).toEqual(['src']);
    const sources = readdirSync(join(serverFolder, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    expect(sources.length).toBeGreaterThan(100);
    const importsIt = /(?:from|import)\s*\(?\s*['"][^'"]*e2e-server/;
    const importers = sources.filter((file) => importsIt.test(readFileSync(join(serverFolder, 'src', file), 'utf8')));
    expect(importers).toEqual([]);
  });
});
