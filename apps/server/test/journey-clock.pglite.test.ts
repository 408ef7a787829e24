// The journeys move the server's clock (e2e-server/clock.ts) so a reminder comes due without a
// wait for the minute. That control exists in the journeys' server only: the production entry (what
// `npm start` and the image run) answers 404 at its path, and nothing the production build compiles
// can import it. The journeys' server answers there, so the 404 is the route's absence, not a wrong path.
// Both servers are built here in process, as their entries build them: src/main.ts calls serve()
// with nothing, e2e-server/main.ts calls it with journeysServer(); serve() is buildServer() and then
// listening, which adds no route. They are built in turn on one PGlite data folder of this file's
// (the second finds it migrated), whatever the suite's database is: this file runs in the PGlite
// run only (vitest.config.ts), not once more on PostgreSQL.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CLOCK_CONTROL_PATH, JourneyClock, journeysServer } from '../e2e-server/clock.js';
import { buildServer, type Server, type ServeOptions } from '../src/serve.js';

const serverFolder = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The configuration of both servers: this file's data folder, and no variable of this process. */
const env = {
  CODE_SECRET: randomBytes(32).toString('base64url'),
  DATA_DIR: mkdtempSync(join(tmpdir(), 'matrona-clock-')),
  LOG_LEVEL: 'silent',
};

/** A server as an entry builds it; closed before the next one opens the data folder. */
async function withServer(options: ServeOptions, check: (server: Server) => Promise<void>) {
  const server = await buildServer(options, env);
  try {
    await check(server);
  } finally {
    await server.app.close();
    await server.database.close();
  }
}

const advance = (server: Server, body: object) =>
  server.app.inject({
    method: 'POST',
    url: CLOCK_CONTROL_PATH,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

describe('the journeys’ clock control', () => {
  it('is absent from the production server', async () => {
    expect(readFileSync(join(serverFolder, 'src/main.ts'), 'utf8')).toMatch(/^await serve\(\);$/m);
    await withServer({}, async (server) => {
      expect((await server.app.inject({ method: 'GET', url: CLOCK_CONTROL_PATH })).statusCode).toBe(404);
      expect((await advance(server, { advance_seconds: 60 })).statusCode).toBe(404);
    });
  });

  it('moves the journeys’ server forward, never back, and refuses a step it cannot take', async () => {
    expect(readFileSync(join(serverFolder, 'e2e-server/main.ts'), 'utf8')).toMatch(
      /^await serve\(journeysServer\(new JourneyClock\(\)\)\);$/m,
    );
    await withServer(journeysServer(new JourneyClock()), async (server) => {
      const before = Date.parse(
        (await server.app.inject({ method: 'GET', url: CLOCK_CONTROL_PATH })).json<{ now: string }>().now,
      );
      const moved = await advance(server, { advance_seconds: 3600 });
      expect(moved.statusCode).toBe(200);
      const after = Date.parse(moved.json<{ now: string }>().now);
      expect(after - before).toBeGreaterThanOrEqual(3600_000);
      expect(after - before).toBeLessThan(3660_000);
      // Its answers' Date says its time, which the kick counter's timer reads (http/server-date.ts);
      // an unknown address's refusal too.
      for (const url of ['/healthz', '/api/v2/no-such-call']) {
        const date = Date.parse(String((await server.app.inject({ method: 'GET', url })).headers.date));
        expect(date - Date.now(), url).toBeGreaterThan(3590_000);
        expect(date - after, url).toBeLessThan(60_000);
      }
      for (const body of [
        { advance_seconds: -60 },
        { advance_seconds: 1.5 },
        { advance_seconds: '60' },
        {},
        { advance_seconds: 86_401 },
      ]) {
        expect((await advance(server, body)).statusCode, JSON.stringify(body)).toBe(400);
      }
    });
  });

  it('is out of the production build: compiled from src/ only, which never imports it', () => {
    const build = JSON.parse(
      readFileSync(join(serverFolder, 'tsconfig.build.json'), 'utf8').replace(/^\s*\/\/.*$/gm, ''),
    ) as { include: string[] };
    expect(build.include).toEqual(['src']);
    const sources = readdirSync(join(serverFolder, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.ts'),
    );
    expect(sources.length).toBeGreaterThan(100);
    const importsIt = /(?:from|import)\s*\(?\s*['"][^'"]*e2e-server/;
    const importers = sources.filter((file) => importsIt.test(readFileSync(join(serverFolder, 'src', file), 'utf8')));
    expect(importers).toEqual([]);
  });
});
