// The production topology as processes, for topology.test.ts: a PostgreSQL database of its own,
// two instances of the built server on it sharing one random CODE_SECRET, and Caddy in front.
// The instances believe X-Forwarded-For only from Caddy's address, as deploy/compose.yaml says.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshPostgres } from '../fresh-database.js';
import { startServer, stop, type ServerProcess } from '../server-process.js';
import { startCaddy, type Caddy } from './caddy.js';

/** The address Caddy reaches the instances from: the only proxy they trust. */
export const CADDY_ADDRESS = '127.0.0.1';

export type Topology = {
  databaseUrl: string;
  instances: ServerProcess[];
  caddy: Caddy;
  /** The API behind Caddy: …/api/v2. */
  api: string;
  /** Environment every instance gets: another one started with it joins the deployment. */
  env: Record<string, string>;
  close: () => Promise<void>;
};

export async function startTopology(adminUrl: string): Promise<Topology> {
  const database = await freshPostgres(adminUrl, 'matrona_topology');
  const folders: string[] = [];
  const env = {
    DATABASE_URL: database.url,
    CODE_SECRET: randomBytes(32).toString('base64url'),
    TRUST_PROXY: CADDY_ADDRESS,
    NODE_ENV: 'development',
    // startServer waits for the instance's "Server listening" line, written at info level.
    LOG_LEVEL: 'info',
  };
  const instance = (demo: boolean) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'matrona-topology-'));
    folders.push(dataDir);
    return startServer({ ...env, DATA_DIR: dataDir }, { demo, built: true });
  };
  // The first migrates the empty database and seeds the demo world; the second finds both done.
  const first = await instance(true);
  const second = await instance(false);
  const instances = [first, second];
  const caddy = await startCaddy(instances.map((server) => new URL(server.url).host));
  return {
    databaseUrl: database.url,
    instances,
    caddy,
    api: `${caddy.url}/api/v2`,
    env,
    close: async () => {
      await caddy.stop();
      await Promise.all(instances.map((server) => stop(server, 'SIGTERM')));
      await database.drop();
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * A request from a chosen loopback address (127.0.0.0/8 all reaches this machine), so the test can
 * play clients at different addresses: fetch cannot pick its source address.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const call = httpRequest(
      url,
      { method, localAddress, headers: { ...headers, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => done({ status: response.statusCode!, body: text }));
      },
    );
    call.once('error', fail);
    call.end(body);
  });
}
