import type { Schema } from '@mat/api';

/**
 * A reading logged while the network was down, kept on the device until the server has it. Its
 * `key` is the Idempotency-Key it was first sent with, so however often it is sent again the server
 * stores it once; its body carries the time it was measured, so it keeps that time when sent late.
 */
export type QueuedReading = {
  key: string;
  /** The signed-in patient who logged it: another account on the same device never sends it. */
  userId: number;
  queuedAt: string;
  /** The status of the last try (null: no answer came), shown while it waits. */
  lastStatus: number | null;
} & (
  | { kind: 'bloodPressure'; monitorId: number; body: Schema<'BloodPressureReadingInput'> & { measured_at: string } }
  | { kind: 'weight'; monitorId: number; body: Schema<'WeightReadingInput'> }
  // A kick count whose save got no answer: saved (PUT, idempotent by nature) on its session.
  | { kind: 'kickCount'; monitorId: number; sessionId: number; body: Schema<'KickCountReadingInput'> }
);

/** The device's outbox of readings (IndexedDB, one object store keyed by the reading's key). */
export interface ReadingOutbox {
  put(reading: QueuedReading): Promise<void>;
  /** The patient's waiting readings, oldest first. */
  list(userId: number): Promise<QueuedReading[]>;
  remove(key: string): Promise<void>;
}

const STORE = 'readings';

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/**
 * A change made in its own transaction, settled once the transaction has committed: a request's
 * success is not yet a write on the device, and a page closed in between (the patient leaving the
 * screen that says the reading waits) would lose a reading said to be kept, or keep one sent.
 */
function committed(db: IDBDatabase, change: (store: IDBObjectStore) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(STORE, 'readwrite');
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error('The outbox write was aborted.'));
    change(transaction.objectStore(STORE));
  });
}

/** Opens (and on first use creates) the outbox database through `factory` (the browser's indexedDB by default). */
export async function openReadingOutbox(
  factory: IDBFactory = indexedDB,
  name = 'matrona-reading-outbox',
): Promise<ReadingOutbox> {
  const opening = factory.open(name, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE, { keyPath: 'key' });
  const db = await done(opening);
  return {
    put: (reading) => committed(db, (store) => store.put(reading)),
    async list(userId) {
      const all = (await done(db.transaction(STORE, 'readonly').objectStore(STORE).getAll())) as QueuedReading[];
      return all.filter((r) => r.userId === userId).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
    },
    remove: (key) => committed(db, (store) => store.delete(key)),
  };
}
