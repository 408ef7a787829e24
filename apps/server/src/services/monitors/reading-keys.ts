// Readings logged under the app's Idempotency-Key (issue 20: a reading sent again from the phone's
// offline queue is stored once). The key, a fingerprint of the request and the first answer are
// written in the same transaction as the reading: a second request with the key waits on the first
// (the primary key holds it), then answers the stored answer and writes nothing; with another body
// it is refused with 409. A write that fails rolls its key back too, so a corrected retry can use it.
import { createHash } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { claimReadingKey, readingKeyOf, storeReadingKeyAnswer } from '../../db/queries/reading-keys.js';
import { ConflictError } from '../errors.js';
import type { UserRow } from '../sessions.js';

/** A JSON text of a value with its object keys sorted, so the same request always reads the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What a keyed request is: its operation, the ids in its path and its body. */
export type KeyedRequest = { operation: string; params?: unknown; body: unknown };

export class ReadingKeys {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** Runs `write` once for the patient's key; without a key it simply runs. */
  async once<T>(user: UserRow, key: string | undefined, request: KeyedRequest, write: () => Promise<T>): Promise<T> {
    if (key === undefined) return write();
    const fingerprint = createHash('sha256').update(canonical(request)).digest('hex');
    return this.db.transaction(async () => {
      const claimed = await claimReadingKey(this.db, user.id, key, fingerprint, this.now());
      if (!claimed) {
        const earlier = await readingKeyOf(this.db, user.id, key);
        if (earlier!.fingerprint !== fingerprint)
          throw new ConflictError('errors.conflict', 'This Idempotency-Key was already used for another request');
        return earlier!.answer as T;
      }
      const answer = await write();
      await storeReadingKeyAnswer(this.db, user.id, key, answer as object);
      return answer;
    });
  }
}
