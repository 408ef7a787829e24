import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openReadingOutbox, type QueuedReading } from './readingOutbox';
import { flushOutbox, outcomeOf } from './sendQueued';

const reading = (key: string, userId = 7, queuedAt = '2026-11-22T10:00:00.000Z'): QueuedReading => ({
  key,
  userId,
  queuedAt,
  lastStatus: null,
  kind: 'bloodPressure',
  monitorId: 17,
  body: { systolic: 150, diastolic: 95, symptoms: [], measured_at: queuedAt },
});

describe('outcomeOf', () => {
  it('drops a reading the server stored', () => {
    expect([200, 201, 204].map(outcomeOf)).toEqual(['sent', 'sent', 'sent']);
  });

  it('drops a reading the server says can never be stored', () => {
    expect([400, 403, 404, 409, 422].map(outcomeOf)).toEqual(['refused', 'refused', 'refused', 'refused', 'refused']);
  });

  it('keeps a reading when no answer came, on a server error, and on a 4xx that may pass later', () => {
    expect([null, 500, 502, 503, 401, 408, 429].map(outcomeOf)).toEqual([
      'kept',
      'kept',
      'kept',
      'kept',
      'kept',
      'kept',
      'kept',
    ]);
  });
});

describe('the reading outbox in IndexedDB', () => {
  it('keeps readings across openings, oldest first, each patient only her own', async () => {
    const factory = new IDBFactory();
    const outbox = await openReadingOutbox(factory);
    await outbox.put(reading('key-later-0001', 7, '2026-11-22T10:05:00.000Z'));
    await outbox.put(reading('key-first-0001', 7, '2026-11-22T10:00:00.000Z'));
    await outbox.put(reading('key-other-0001', 8));
    const reopened = await openReadingOutbox(factory);
    expect((await reopened.list(7)).map((r) => r.key)).toEqual(['key-first-0001', 'key-later-0001']);
    expect((await reopened.list(8)).map((r) => r.key)).toEqual(['key-other-0001']);
  });

  it('sends each waiting reading under its own key, dropping it on 2xx or a final 4xx and keeping it otherwise', async () => {
    const outbox = await openReadingOutbox(new IDBFactory());
    for (const key of ['stored-0001', 'refused-0001', 'offline-0001', 'broken-0001'])
      await outbox.put(reading(key, 7, `2026-11-22T10:0${key.length % 10}:00.000Z`));
    const answers: Record<string, number | null> = {
      'stored-0001': 201,
      'refused-0001': 422,
      'offline-0001': null,
      'broken-0001': 503,
    };
    const sentKeys: string[] = [];
    const result = await flushOutbox(outbox, 7, async (r) => {
      sentKeys.push(r.key);
      if (r.key === 'offline-0001') throw new TypeError('Failed to fetch');
      return answers[r.key]!;
    });
    expect(sentKeys.sort()).toEqual(['broken-0001', 'offline-0001', 'refused-0001', 'stored-0001']);
    expect(result.sent.map((r) => r.key)).toEqual(['stored-0001']);
    expect(result.refused.map((r) => r.key)).toEqual(['refused-0001']);
    const waiting = await outbox.list(7);
    expect(waiting.map((r) => [r.key, r.lastStatus]).sort()).toEqual([
      ['broken-0001', 503],
      ['offline-0001', null],
    ]);
    // The kept readings keep their key and measured time for the next try.
    expect(waiting.every((r) => r.kind === 'bloodPressure' && r.body.measured_at === r.queuedAt)).toBe(true);
  });

  it('sends nothing of another patient', async () => {
    const outbox = await openReadingOutbox(new IDBFactory());
    await outbox.put(reading('hers-00001', 8));
    const result = await flushOutbox(outbox, 7, async () => 201);
    expect(result.sent).toEqual([]);
    expect(await outbox.list(8)).toHaveLength(1);
  });
});
