import { ApiError, type MatClient } from '@mat/api';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useClock, useMat } from '../../provider/MatContext';
import { useSession } from '../../session/useSession';
import { openReadingOutbox, type QueuedReading, type ReadingOutbox } from './readingOutbox';
import { flushOutbox } from './sendQueued';

let shared: { factory: IDBFactory | null; outbox: Promise<ReadingOutbox | null> } | null = null;

/**
 * The page's one outbox, or null where the browser has no IndexedDB (nothing can wait then).
 * Kept with the IndexedDB it was opened on: a page has one for its life, but screen tests that
 * share a worker each give theirs (or none), and an outbox must not outlive its database.
 */
function deviceOutbox(): Promise<ReadingOutbox | null> {
  const factory = typeof indexedDB === 'undefined' ? null : indexedDB;
  if (!shared || shared.factory !== factory) {
    shared = { factory, outbox: factory ? openReadingOutbox(factory).catch(() => null) : Promise.resolve(null) };
  }
  return shared.outbox;
}

/** One try of a queued reading under its key: the status, or null when no answer came. */
export async function sendQueuedReading(client: MatClient, reading: QueuedReading): Promise<number | null> {
  const header = { 'Idempotency-Key': reading.key };
  try {
    switch (reading.kind) {
      case 'bloodPressure':
        return (
          await client.POST('/patient/monitors/pressure/{id}', {
            params: { path: { id: reading.monitorId }, header },
            body: reading.body,
          })
        ).response.status;
      case 'weight':
        return (await client.POST('/patient/monitors/weight', { params: { header }, body: reading.body })).response
          .status;
      case 'kickCount':
        return (
          await client.PUT('/patient/monitors/kick-counter/{id}', {
            params: { path: { id: reading.sessionId } },
            body: reading.body,
          })
        ).response.status;
    }
  } catch {
    return null;
  }
}

/** A send's failure with no answer from the server (the network), as opposed to a refusal (an ApiError). */
export const isNoAnswer = (error: unknown) => !(error instanceof ApiError);

let flushing: Promise<unknown> | null = null;

/** A reading to keep, as the screens give it: the outbox adds whose and when. */
export type NewQueuedReading = QueuedReading extends infer R
  ? R extends QueuedReading
    ? Omit<R, 'userId' | 'queuedAt' | 'lastStatus'>
    : never
  : never;

/**
 * The patient's readings waiting on this device: `queue` keeps one that could not be sent, and
 * they are sent again at start and whenever the browser is back online (the `online` event).
 */
export function useReadingOutbox() {
  const { client } = useMat();
  const clock = useClock();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const userId = user?.userId ?? null;
  const [waiting, setWaiting] = useState<QueuedReading[]>([]);

  const refresh = useCallback(async () => {
    const outbox = await deviceOutbox();
    setWaiting(outbox && userId !== null ? await outbox.list(userId) : []);
  }, [userId]);

  const flush = useCallback(async () => {
    const outbox = await deviceOutbox();
    if (!outbox || userId === null) return;
    // One flush at a time on the page; the keys would make a second harmless, but not quiet.
    flushing ??= flushOutbox(outbox, userId, (reading) => sendQueuedReading(client, reading)).finally(
      () => (flushing = null),
    );
    const result = (await flushing) as Awaited<ReturnType<typeof flushOutbox>>;
    if (result.sent.length > 0 || result.refused.length > 0)
      await queryClient.invalidateQueries({ queryKey: ['monitors'] });
    await refresh();
  }, [client, queryClient, refresh, userId]);

  useEffect(() => {
    void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush]);

  /** Keeps a reading that got no answer; false when this device cannot keep it. */
  const queue = useCallback(
    async (reading: NewQueuedReading): Promise<boolean> => {
      const outbox = await deviceOutbox();
      if (!outbox || userId === null) return false;
      await outbox.put({ ...reading, userId, queuedAt: clock.now().toISOString(), lastStatus: null } as QueuedReading);
      await refresh();
      return true;
    },
    [refresh, userId, clock],
  );

  return { waiting, queue, flush };
}
