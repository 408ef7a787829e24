// A small closed-loop HTTP/1.1 load generator on loopback: `connections` keep-alive sockets, each
// sending the same request again as soon as the answer is in, for a bounded time and count.
// Answers are read by their Content-Length (Fastify always sends one for JSON).
import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

export type LoadRequest = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: unknown };
export type LoadResult = {
  requests: number;
  ok: number;
  failed: number;
  statuses: Record<number, number>;
  seconds: number;
  latencies: number[];
};

function requestBytes({ method, path, headers, body }: LoadRequest): Buffer {
  const payload = body === undefined ? '' : JSON.stringify(body);
  const lines = [`${method} ${path} HTTP/1.1`, 'host: 127.0.0.1', 'connection: keep-alive'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (payload) lines.push('content-type: application/json', `content-length: ${Buffer.byteLength(payload)}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n${payload}`);
}

/** Resolves with each answer's status; one answer at a time per socket. */
function answers(socket: Socket, onAnswer: (status: number) => void) {
  let buffered: Buffer = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
    for (;;) {
      const end = buffered.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = buffered.subarray(0, end).toString('latin1');
      const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? NaN);
      if (Number.isNaN(length)) throw new Error(`An answer without Content-Length: ${head}`);
      if (buffered.length < end + 4 + length) return;
      buffered = buffered.subarray(end + 4 + length);
      onAnswer(Number(head.slice(9, 12)));
    }
  });
}

export async function load(
  port: number,
  request: LoadRequest,
  connections: number,
  seconds: number,
  maxRequests: number,
): Promise<LoadResult> {
  const bytes = requestBytes(request);
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let sent = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const loops = Array.from(
    { length: connections },
    () =>
      new Promise<void>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        socket.setNoDelay(true);
        let at = 0;
        const next = () => {
          if (performance.now() >= deadline || sent >= maxRequests) {
            socket.end();
            resolve();
            return;
          }
          sent += 1;
          at = performance.now();
          socket.write(bytes);
        };
        answers(socket, (status) => {
          latencies.push(performance.now() - at);
          statuses[status] = (statuses[status] ?? 0) + 1;
          next();
        });
        socket.on('error', reject);
        socket.on('connect', next);
      }),
  );
  await Promise.all(loops);
  const elapsed = (performance.now() - started) / 1000;
  const ok = Object.entries(statuses).reduce((n, [status, count]) => (Number(status) < 300 ? n + count : n), 0);
  return { requests: latencies.length, ok, failed: latencies.length - ok, statuses, seconds: elapsed, latencies };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
