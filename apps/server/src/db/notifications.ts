// The database's own notifications (LISTEN/NOTIFY), so an instance learns of a new message or an
// ended session the moment another instance commits it, without asking. PGlite delivers them in
// its process; on PostgreSQL one dedicated connection per instance listens, and is opened again
// with a growing pause if it drops (`onResume` then tells the listener to look once, since
// notifications sent while it was down are gone).
import pg from 'pg';

/** Subscribes to a channel; the answer unsubscribes. */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onResume?: () => void,
) => Promise<() => Promise<void>>;

type Log = { warn: (object: object, message: string) => void };

/** One listening connection to PostgreSQL for all of an instance's channels. */
export class PostgresNotifications {
  private client: pg.Client | null = null;
  private readonly channels = new Map<string, Set<(payload: string) => void>>();
  private readonly resumes = new Set<() => void>();
  private connecting: Promise<void> | null = null;
  private closed = false;
  private retryMs = 250;

  constructor(
    private readonly url: string,
    private readonly log: Log = console,
  ) {}

  readonly listen: Listen = async (channel, onPayload, onResume) => {
    let listeners = this.channels.get(channel);
    const first = !listeners;
    if (!listeners) this.channels.set(channel, (listeners = new Set()));
    listeners.add(onPayload);
    if (onResume) this.resumes.add(onResume);
    await this.connected();
    if (first) await this.client!.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    return async () => {
      listeners.delete(onPayload);
      if (onResume) this.resumes.delete(onResume);
      if (listeners.size === 0) {
        this.channels.delete(channel);
        await this.client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
      }
    };
  };

  private connected(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => {
      for (const listener of this.channels.get(message.channel) ?? []) listener(message.payload ?? '');
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, null));
    await client.connect();
    for (const channel of this.channels.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    this.client = client;
    this.retryMs = 250;
  }

  private lost(client: pg.Client, error: Error | null) {
    if (this.client !== client || this.closed) return;
    this.client = null;
    this.log.warn({ err: error }, 'the notifications connection was lost; listening again');
    const retry = () => {
      if (this.closed) return;
      this.connected().then(
        () => this.resumes.forEach((resume) => resume()),
        () => setTimeout(retry, (this.retryMs = Math.min(this.retryMs * 2, 10_000))).unref(),
      );
    };
    setTimeout(retry, this.retryMs).unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
