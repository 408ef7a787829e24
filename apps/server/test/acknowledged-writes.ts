// SIGKILL during a burst of acknowledged writes (sigkill.pglite.test.ts on PGlite, sigkill.postgres.test.ts
// on PostgreSQL): the real server as a child process, the demo patient signed in, blood pressure
// readings written by several callers at once, the process killed mid-burst with no chance to
// flush anything, started again on the same data, and every reading that was answered 2xx read back.
import { DEMO_PASSWORD, DEMO_PATIENT } from '../src/db/seed.js';
import { startServer, stop, type ServerProcess } from './server-process.js';

export { killLeftovers } from './server-process.js';

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
  const first = await startServer(env, { demo: true });
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
  const second = await startServer(env, { demo: true });
  try {
    const found = await readingIds(second, (await signIn(second)).headers, monitor);
    const lost = acknowledged.filter((id) => !found.has(id));
    return { attempted, acknowledged: acknowledged.length, found: acknowledged.length - lost.length, lost };
  } finally {
    await stop(second, 'SIGTERM');
  }
}
