// SIGKILL during a burst of acknowledged writes (sigkill.pglite.test.ts on PGlite, sigkill.postgres.test.ts
// on PostgreSQL): the real server as a child process, the demo patient signed in, blood pressure
// readings written by several callers at once, the process killed mid-burst with no chance to
// flush anything, started again on the same data, and every reading that was answered 2xx read back.
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, DEMO_PATIENT } from '../src/db/seed.js';

const serverFolder = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export type ServerProcess = { url: string; child: ChildProcess; log: () => string };

const running = new Set<ChildProcess>();

/** Kills what is still running (a test that failed or timed out half way): call in afterAll. */
export function killLeftovers(): void {
  for (const child of running) child.kill('SIGKILL');
}

/** Starts `src/main.ts --demo` as its own process on a free port; resolves once it listens. */
export function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const environment: Record<string, string | undefined> = { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env };
  // The PGlite run must not pick up a database from the environment.
  if (!env.DATABASE_URL) delete environment.DATABASE_URL;
  const child = spawn(process.execPath, ['--conditions=@mat/source', '--import', 'tsx', 'src/main.ts', '--demo'], {
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
      const listening = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (listening) done({ url: `${listening[1]}/api/v2`, child, log: () => output });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code, signal) => fail(new Error(`server exited with ${code ?? signal}:\n${output.slice(-2000)}`)));
  });
}

/** Stops a process and waits until it is gone. */
export function stop(server: ServerProcess, signal: NodeJS.Signals): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  const gone = new Promise<void>((done) => server.child.once('exit', () => done()));
  server.child.kill(signal);
  return gone;
}

async function signIn(server: ServerProcess) {
  const login = await fetch(`${server.url}/plogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_PATIENT.email, password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  if (login.status !== 200 || !token) throw new Error(`sign-in answered ${login.status}`);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const monitors = (await (await fetch(`${server.url}/patient/monitors`, { headers })).json()) as { id: number; type: string }[];
  return { headers, monitor: monitors.find((m) => m.type === 'pressure')!.id };
}

/** Every reading id of the monitor, page by page. */
async function readingIds(server: ServerProcess, headers: Record<string, string>, monitor: number): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let page = 1; ; page += 1) {
    const answer = await fetch(`${server.url}/patient/monitors/pressure/${monitor}/readings?page=${page}`, { headers });
    if (answer.status !== 200) throw new Error(`reading back answered ${answer.status}`);
    const body = (await answer.json()) as { data: { id: number }[]; has_more: boolean };
    for (const reading of body.data) ids.add(reading.id);
    if (!body.has_more) return ids;
  }
}

export type BurstResult = { attempted: number; acknowledged: number; found: number; lost: number[] };

/**
 * Writes readings from `callers` loops at once; once `killAfter` are acknowledged the process gets
 * SIGKILL while the others are in flight. A reading counts as acknowledged only when its 201 and id
 * arrived. Then the server starts again on the same data and each acknowledged id is looked for.
 */
export async function killDuringBurst(env: Record<string, string>, { callers = 8, killAfter = 120 } = {}): Promise<BurstResult> {
  const first = await startServer(env);
  const { headers, monitor } = await signIn(first);
  const acknowledged: number[] = [];
  let attempted = 0;
  let killed = false;
  const caller = async (n: number) => {
    for (let i = 0; ; i += 1) {
      attempted += 1;
      try {
        const answer = await fetch(`${first.url}/patient/monitors/pressure/${monitor}`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ systolic: 100 + (i % 60), diastolic: 60 + n, pulse: 70, notes: `burst ${n}-${i}` }),
        });
        if (answer.status !== 201) throw new Error(`a write answered ${answer.status}: ${await answer.text()}`);
        acknowledged.push(((await answer.json()) as { id: number }).id);
      } catch (error) {
        // After the kill a call fails on the connection: it was never acknowledged.
        if (killed) return;
        throw error;
      }
      if (acknowledged.length >= killAfter && !killed) {
        killed = true;
        first.child.kill('SIGKILL');
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: callers }, (_, n) => caller(n)));
  } finally {
    await stop(first, 'SIGKILL');
  }
  const second = await startServer(env);
  try {
    const found = await readingIds(second, (await signIn(second)).headers, monitor);
    const lost = acknowledged.filter((id) => !found.has(id));
    return { attempted, acknowledged: acknowledged.length, found: acknowledged.length - lost.length, lost };
  } finally {
    await stop(second, 'SIGTERM');
  }
}
