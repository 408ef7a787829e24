import { useQueryClient } from '@tanstack/react-query';
import { isNoAnswer, useReadingOutbox, type NewQueuedReading } from '../outbox/useReadingOutbox';

export interface ReadingSave<T> {
  send: () => Promise<T>;
  saved: (answer: T) => void;
  /** What waits on the device when the send gets no answer; left out where nothing may wait (an edit). */
  queued?: NewQueuedReading;
  waiting?: () => void;
  failed: (error: unknown) => void;
}

/**
 * Saving a reading, the same for every monitor: the call, then the monitors' data read again; a
 * reading that got no answer from the server waits in the device's outbox rather than being lost.
 */
export function useReadingSave() {
  const queryClient = useQueryClient();
  const outbox = useReadingOutbox();
  return async function save<T>({ send, saved, queued, waiting, failed }: ReadingSave<T>) {
    try {
      const answer = await send();
      await queryClient.invalidateQueries({ queryKey: ['monitors'] });
      saved(answer);
    } catch (error) {
      if (queued && isNoAnswer(error) && (await outbox.queue(queued))) return waiting?.();
      failed(error);
    }
  };
}
