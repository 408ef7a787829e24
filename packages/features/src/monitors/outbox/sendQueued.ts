import type { QueuedReading, ReadingOutbox } from './readingOutbox';

/** What becomes of a queued reading after one try: stored, refused for good, or kept to try again. */
export type SendOutcome = 'sent' | 'refused' | 'kept';

/**
 * The rule of the outbox (issue 20): a reading leaves the device only when the server stored it (2xx)
 * or said it never can (a 4xx such as 422 for a reading too old, 404 for a monitor that is gone, 409
 * for its key used with another body). No answer, a 5xx, and the 4xx that may pass later (401 signed
 * out, 408 timeout, 425, 429 too many requests) keep it, shown as waiting.
 */
export function outcomeOf(status: number | null): SendOutcome {
  if (status === null) return 'kept';
  if (status >= 200 && status < 300) return 'sent';
  if (status >= 400 && status < 500 && ![401, 408, 425, 429].includes(status)) return 'refused';
  return 'kept';
}

/** Sends one reading; answers the HTTP status, or null when no answer came. */
export type SendReading = (reading: QueuedReading) => Promise<number | null>;

export type FlushResult = { sent: QueuedReading[]; refused: QueuedReading[]; kept: QueuedReading[] };

/** Sends the patient's waiting readings one by one, oldest first, applying `outcomeOf` to each. */
export async function flushOutbox(outbox: ReadingOutbox, userId: number, send: SendReading): Promise<FlushResult> {
  const result: FlushResult = { sent: [], refused: [], kept: [] };
  for (const reading of await outbox.list(userId)) {
    let status: number | null;
    try {
      status = await send(reading);
    } catch {
      status = null;
    }
    const outcome = outcomeOf(status);
    if (outcome === 'kept') await outbox.put({ ...reading, lastStatus: status });
    else await outbox.remove(reading.key);
    result[outcome].push(reading);
  }
  return result;
}
