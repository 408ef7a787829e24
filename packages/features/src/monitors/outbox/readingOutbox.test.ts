import { IDBDatabase, IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openReadingOutbox, type QueuedReading } from './readingOutbox';

const reading: QueuedReading = {
  key: 'reading-1',
  userId: 7,
  queuedAt: '2026-11-28T08:00:00.000Z',
  lastStatus: null,
  kind: 'bloodPressure',
  monitorId: 3,
  body: { systolic: 150, diastolic: 95, measured_at: '2026-11-28T08:00:00.000Z' },
};

/** What happened, in order: each outbox transaction's commit, and the test's own steps. */
function recordCommits() {
  const order: string[] = [];
  const transaction = IDBDatabase.prototype.transaction;
  vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(function (
    this: IDBDatabase,
    ...args: Parameters<IDBDatabase['transaction']>
  ) {
    const opened = transaction.apply(this, args);
    if (opened.mode === 'readwrite') opened.addEventListener('complete', () => order.push('committed'));
    return opened;
  });
  return order;
}

afterEach(() => void vi.restoreAllMocks());

describe('the reading outbox', () => {
  it('says a reading is kept only once its write has committed, and gone only once its removal has', async () => {
    const factory = new IDBFactory();
    const outbox = await openReadingOutbox(factory);
    const order = recordCommits();

    await outbox.put(reading);
    order.push('kept');
    await outbox.remove(reading.key);
    order.push('removed');

    expect(order).toEqual(['committed', 'kept', 'committed', 'removed']);
  });

  it("keeps a reading for the next page on the device, and lists only its own patient's, oldest first", async () => {
    const factory = new IDBFactory();
    const outbox = await openReadingOutbox(factory);
    await outbox.put({ ...reading, key: 'later', queuedAt: '2026-11-28T09:00:00.000Z' });
    await outbox.put(reading);
    await outbox.put({ ...reading, key: 'another patient', userId: 8 });

    const nextPage = await openReadingOutbox(factory);
    expect((await nextPage.list(7)).map((r) => r.key)).toEqual(['reading-1', 'later']);
    await nextPage.remove('later');
    expect((await outbox.list(7)).map((r) => r.key)).toEqual(['reading-1']);
  });
});
