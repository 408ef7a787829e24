// The live events of an open conversation (GET /conversations/{id}/events, beyond the spec): the
// messages that arrive after the stream opened, as Server-Sent Events. A stream waits to be woken
// (arrivals.ts: the database's notifications, so a reply written on another instance behind the
// load balancer reaches the patient too) and asks the database only then: an idle stream costs no
// query. Each event carries the message id, so a client that reconnects with Last-Event-ID gets
// what it missed.
import type { Database } from '../../db/client.js';
import { latestMessageIdOf, messageIdsAfter } from '../../db/queries/messages.js';
import type { StreamWakeups } from './arrivals.js';

/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;

export type StreamOptions = {
  wakeups: StreamWakeups;
  sessionId: number;
  /** When the session runs out unless used again; null once it has ended (logout) or run out. */
  sessionExpiry: () => Promise<Date | null>;
  now: () => Date;
  /** The last message the client has (Last-Event-ID); null for a new stream, which starts now. */
  after: number | null;
};

/** Waits up to `ms` for `wake`; true when the time ran out first. */
function sleep(ms: number, onWake: (wake: () => void) => void): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(true), ms);
    onWake(() => (clearTimeout(timer), resolve(false)));
  });
}

/**
 * The stream's text: an opening comment, then `message` events, until `signal` aborts or the
 * session ends (logout wakes the stream at once; running out is looked at when it is due).
 */
export async function* messageArrivals(
  db: Database,
  conversationId: number,
  signal: AbortSignal,
  options: StreamOptions,
): AsyncGenerator<string> {
  let last = options.after ?? (await latestMessageIdOf(db, conversationId)) ?? 0;
  // A reconnect looks once at once, for what arrived while it was away.
  const due = { arrival: options.after !== null, session: false };
  let wake: (() => void) | null = null;
  const poke = () => {
    const waiting = wake;
    wake = null;
    waiting?.();
  };
  const unwatch = await options.wakeups.watch({
    conversationId,
    sessionId: options.sessionId,
    onArrival: () => ((due.arrival = true), poke()),
    onSessionEnd: () => ((due.session = true), poke()),
  });
  signal.addEventListener('abort', poke, { once: true });
  try {
    let expiry = await options.sessionExpiry();
    if (!expiry) return;
    // Sent at once, so the app knows the stream is up before anything arrives.
    yield ': open\n\n';
    while (!signal.aborted) {
      if (!due.arrival && !due.session) {
        const untilExpiry = expiry.getTime() - options.now().getTime();
        const timedOut = await sleep(Math.max(0, Math.min(KEEP_ALIVE_MS, untilExpiry)), (w) => (wake = w));
        if (signal.aborted) return;
        if (timedOut && untilExpiry > KEEP_ALIVE_MS) {
          yield ': keep-alive\n\n';
          continue;
        }
        if (timedOut) due.session = true;
      }
      if (due.session) {
        due.session = false;
        expiry = await options.sessionExpiry();
        if (!expiry) return;
      }
      if (due.arrival) {
        due.arrival = false;
        for (const id of await messageIdsAfter(db, conversationId, last)) {
          last = id;
          yield `id: ${id}\nevent: message\ndata: ${JSON.stringify({ conversation_id: conversationId, message_id: id })}\n\n`;
        }
      }
    }
  } finally {
    unwatch();
  }
}
