// SIGKILL during a burst of acknowledged writes (sigkill.pglite.test.ts on PGlite, sigkill.postgres.test.ts
// on PostgreSQL, and topology/ with two instances behind Caddy): the demo patient signed in, blood
// pressure readings written by several callers at once, a process killed mid-burst with no chance
// to flush anything, and every reading that was answered 2xx read back afterwards.
import { DEMO_PASSWORD, DEMO_PATIENT } from '../src/db/seed.js';
import { startServer, stop } from './server-process.js';

export { killLeftovers } from './server-process.js';

/** The demo patient's session and her blood pressure monitor, at an API base URL (…/api/v2). */
export type Writer = { url: string; headers: Record<string, string>; monitor: number };

export async function signIn(url: string): Promise<Writer> {
  const login = await fetch(`${url}/plogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_PATIENT.email, password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  if (login.status !== 200 || !token) throw new Error(`sign-in answered ${login.status}`);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const monitors = (await (await fetch(`${url}/patient/monitors`, { headers })).json()) as {
    id: number;
    type: string;
  }[];
  return { url, headers, monitor: monitors.find((m) => m.type === 'pressure')!.id };
}

/** Every reading of the monitor as served, page by page (the same writer may read at another URL). */
export async function readings(writer: Writer, url = writer.url): Promise<{ id: number }[]> {
  const all: { id: number }[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetch(`${url}/patient/monitors/pressure/${writer.monitor}/readings?page=${page}`, {
      headers: writer.headers,
    });
    // An empty answer is the balancer's own (Caddy's 502 or 503: no instance it could reach).
    if (answer.status !== 200)
      throw new Error(`reading back answered ${answer.status}: ${(await answer.text()).slice(0, 200) || '(empty)'}`);
    const body = (await answer.json()) as { data: { id: number }[]; has_more: boolean };
    all.push(...body.data);
    if (!body.has_more) return all;
  }
}

export type Burst = { attempted: number; acknowledged: number[]; failed: number };

/**
 * Writes readings from `callers` loops at once until `done()` says so. A reading counts as
 * acknowledged only when its 201 and id arrived. A call that fails (no answer, or not 201) goes to
 * `onFailure`: it throws to fail the burst, answers true to keep that caller going, false to stop it.
 */
export async function writeBurst(
  writer: Writer,
  {
    callers,
    done,
    onAcknowledged = () => {},
    onFailure,
  }: {
    callers: number;
    done: () => boolean;
    onAcknowledged?: (count: number) => void;
    onFailure: (error: unknown) => boolean;
  },
): Promise<Burst> {
  const burst: Burst = { attempted: 0, acknowledged: [], failed: 0 };
  const caller = async (n: number) => {
    for (let i = 0; !done(); i += 1) {
      burst.attempted += 1;
      try {
        const answer = await fetch(`${writer.url}/patient/monitors/pressure/${writer.monitor}`, {
          method: 'POST',
          headers: writer.headers,
          body: JSON.stringify({ systolic: 100 + (i % 60), diastolic: 60 + n, pulse: 70, notes: `burst ${n}-${i}` }),
        });
        if (answer.status !== 201) throw new Error(`a write answered ${answer.status}: ${await answer.text()}`);
        burst.acknowledged.push(((await answer.json()) as { id: number }).id);
      } catch (error) {
        burst.failed += 1;
        if (onFailure(error)) continue;
        return;
      }
      onAcknowledged(burst.acknowledged.length);
    }
  };
  await Promise.all(Array.from({ length: callers }, (_, n) => caller(n)));
  return burst;
}

export type BurstResult = { attempted: number; acknowledged: number; found: number; lost: number[] };

/**
 * The one-server case: once `killAfter` writes are acknowledged the process gets SIGKILL while the
 * others are in flight; then the server starts again on the same data and each acknowledged id is
 * looked for.
 */
export async function killDuringBurst(
  env: Record<string, string>,
  { callers = 8, killAfter = 120 } = {},
): Promise<BurstResult> {
  const first = await startServer(env, { demo: true });
  let killed = false;
  let burst: Burst;
  try {
    burst = await writeBurst(await signIn(first.url), {
      callers,
      done: () => killed,
      onAcknowledged: (count) => {
        if (count >= killAfter && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      },
      // After the kill a call fails on the connection: it was never acknowledged.
      onFailure: (error) => {
        if (killed) return false;
        throw error;
      },
    });
  } finally {
    await stop(first, 'SIGKILL');
  }
  const second = await startServer(env, { demo: true });
  try {
    const writer = await signIn(second.url);
    const found = new Set((await readings(writer)).map((reading) => reading.id));
    const lost = burst.acknowledged.filter((id) => !found.has(id));
    return {
      attempted: burst.attempted,
      acknowledged: burst.acknowledged.length,
      found: burst.acknowledged.length - lost.length,
      lost,
    };
  } finally {
    await stop(second, 'SIGTERM');
  }
}
