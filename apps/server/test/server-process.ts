// The real server as a child process, for the tests that need more than inject: several
// processes on one database (instances.postgres.test.ts) and a SIGKILL mid-write (sigkill.*).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverFolder = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export type ServerProcess = { url: string; child: ChildProcess; log: () => string };

const running = new Set<ChildProcess>();

/** One signing secret for the servers a test file starts: instances of one deployment share it. */
const codeSecret = randomBytes(32).toString('base64url');

/** Kills what is still running (a test that failed or timed out half way): call in afterAll. */
export function killLeftovers(): void {
  for (const child of running) child.kill('SIGKILL');
}

/**
 * Starts `src/main.ts` (with `--demo` when asked) as its own process on a free port; resolves once
 * it listens. `env` is laid over this process's environment. `built` runs the production build
 * (`dist/main.js`, as deploy/api.Dockerfile does) instead of the sources; `entry` another entry
 * from source (the journeys' server, `e2e-server/main.ts`).
 */
export function startServer(
  env: Record<string, string>,
  { demo = false, built = false, entry = 'src/main.ts' } = {},
): Promise<ServerProcess> {
  const environment: Record<string, string | undefined> = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    CODE_SECRET: codeSecret,
    ...env,
  };
  // A PGlite run must not pick up a database from the environment.
  if (!env.DATABASE_URL) delete environment.DATABASE_URL;
  const main = built ? ['dist/main.js'] : ['--conditions=@mat/source', '--import', 'tsx', entry];
  const args = [...main, ...(demo ? ['--demo'] : [])];
  const child = spawn(process.execPath, args, {
    cwd: serverFolder,
    env: environment,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return new Promise((done, fail) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = output.match(/Server listening at (http:\/\/[\d.]+:\d+)/);
      if (listening) done({ url: `${listening[1]}/api/v2`, child, log: () => output });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code, signal) =>
      fail(new Error(`server exited with ${code ?? signal}:\n${output.slice(-2000)}`)),
    );
  });
}

/** Stops a process and waits until it is gone. */
export function stop(server: ServerProcess, signal: NodeJS.Signals): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  const gone = new Promise<void>((done) => server.child.once('exit', () => done()));
  server.child.kill(signal);
  return gone;
}
