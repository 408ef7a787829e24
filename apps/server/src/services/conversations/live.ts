// The live events of an open conversation (GET /conversations/{id}/events, beyond the spec): the
// messages that arrive after the stream opened, as Server-Sent Events. Read from the database
// every ARRIVAL_CHECK_MS rather than from this process's memory, so a reply written on another
// instance behind the load balancer reaches the patient too.
import { and, asc, eq, gt, max } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { messages } from '../../db/schema.js';

/** How often an open stream looks for new messages: a reply shows within about a second. */
export const ARRIVAL_CHECK_MS = 1_000;
/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;
/** How often a stream checks that its session still holds: logging out ends it within this time. */
export const SESSION_CHECK_MS = 5_000;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * The stream's text: an opening comment, then `message` events, until `signal` aborts or
 * `signedIn` answers false (the session was ended by logout, or ran out).
 */
export async function* messageArrivals(
  db: Database,
  conversationId: number,
  signal: AbortSignal,
  signedIn: () => Promise<boolean>,
  everyMs = ARRIVAL_CHECK_MS,
): AsyncGenerator<string> {
  const [latest] = await db.select({ id: max(messages.id) }).from(messages).where(eq(messages.conversationId, conversationId));
  let last = latest?.id ?? 0;
  // Sent at once, so the app knows the stream is up before anything arrives.
  yield ': open\n\n';
  let quiet = 0;
  let sinceSessionCheck = 0;
  while (!signal.aborted) {
    await pause(everyMs, signal);
    if (signal.aborted) return;
    sinceSessionCheck += everyMs;
    if (sinceSessionCheck >= SESSION_CHECK_MS) {
      sinceSessionCheck = 0;
      if (!(await signedIn())) return;
    }
    const arrived = await db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), gt(messages.id, last)))
      .orderBy(asc(messages.id));
    for (const { id } of arrived) {
      last = id;
      yield `event: message\ndata: ${JSON.stringify({ conversation_id: conversationId, message_id: id })}\n\n`;
    }
    quiet = arrived.length > 0 ? 0 : quiet + everyMs;
    if (quiet >= KEEP_ALIVE_MS) {
      quiet = 0;
      yield ': keep-alive\n\n';
    }
  }
}
