// Wakes the open event streams of this instance: one subscription to the database's notifications
// (db/notifications.ts) for all of them, fanned out by conversation and by session, so a stream
// with nothing to say costs no query. Where no notifications are given (a driver without them),
// one poller per instance asks instead: once a second for messages newer than it has seen, and
// every few seconds whether the watched sessions still hold.
import type { Database } from '../../db/client.js';
import type { Listen } from '../../db/notifications.js';
import { latestMessageId, messagesAfter } from '../../db/queries/messages.js';
import { sessionsHeld } from '../../db/queries/sessions.js';

export type Watch = { conversationId: number; sessionId: number; onArrival: () => void; onSessionEnd: () => void };

type Log = { error: (object: object, message: string) => void };

/** How often the fallback poller looks for new messages, and for ended sessions. */
const POLL_MESSAGES_MS = 1_000;
const POLL_SESSIONS_MS = 5_000;

export class StreamWakeups {
  private readonly watches = new Set<Watch>();
  private stops: (() => Promise<void>)[] = [];
  private timers: NodeJS.Timeout[] = [];
  private started: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly listen: Listen | null,
    private readonly log: Log,
  ) {}

  /** Registers a stream; the answer removes it. Listening starts with the first stream. */
  async watch(watch: Watch): Promise<() => void> {
    await (this.started ??= this.start());
    this.watches.add(watch);
    return () => this.watches.delete(watch);
  }

  /** How many streams this instance holds (for metrics and the benchmark). */
  get size(): number {
    return this.watches.size;
  }

  private wake(which: (watch: Watch) => boolean, what: 'onArrival' | 'onSessionEnd') {
    for (const watch of this.watches) if (which(watch)) watch[what]();
  }

  /** After a lost notification: every stream looks once for itself. */
  private wakeAll = () => {
    for (const watch of this.watches) {
      watch.onArrival();
      watch.onSessionEnd();
    }
  };

  private async start(): Promise<void> {
    if (this.listen) {
      this.stops = [
        await this.listen(
          'message_arrivals',
          (payload) => this.wake((w) => w.conversationId === Number(payload), 'onArrival'),
          this.wakeAll,
        ),
        await this.listen(
          'sessions_ended',
          (payload) => this.wake((w) => w.sessionId === Number(payload), 'onSessionEnd'),
          this.wakeAll,
        ),
      ];
      return;
    }
    let seen = (await latestMessageId(this.db)) ?? 0;
    const guard = (work: () => Promise<void>) => () =>
      void work().catch((err: unknown) => this.log.error({ err }, 'stream poller failed'));
    this.timers = [
      setInterval(
        guard(async () => {
          if (this.watches.size === 0) return;
          const arrived = await messagesAfter(this.db, seen);
          const conversations = new Set(arrived.map((row) => row.conversationId));
          seen = Math.max(seen, ...arrived.map((row) => row.id));
          this.wake((w) => conversations.has(w.conversationId), 'onArrival');
        }),
        POLL_MESSAGES_MS,
      ),
      setInterval(
        guard(async () => {
          const watched = [...new Set([...this.watches].map((w) => w.sessionId))];
          if (watched.length === 0) return;
          const held = await sessionsHeld(this.db, watched);
          this.wake((w) => !held.has(w.sessionId), 'onSessionEnd');
        }),
        POLL_SESSIONS_MS,
      ),
    ];
    for (const timer of this.timers) timer.unref();
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    await Promise.all(this.stops.map((stop) => stop().catch(() => undefined)));
    this.stops = [];
    this.started = null;
  }
}
