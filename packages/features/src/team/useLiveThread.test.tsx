import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMat } from '../test/renderWithMat';
import { readEvents, useLiveThread } from './useLiveThread';

const streamOf = (text: string, end: boolean) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      if (end) controller.close();
    },
  });

function Thread({ onMessage }: { onMessage: () => void }) {
  const live = useLiveThread(402, onMessage);
  return <p>{live ? 'live' : 'polling'}</p>;
}

describe('useLiveThread', () => {
  it('reads the id, the event and the data of each event, skipping comments', async () => {
    const events: unknown[] = [];
    await readEvents(
      streamOf(': open\n\nid: 9002\r\nevent: message\r\ndata: {"message_id":9002}\r\n\r\n: keep-alive\n\n', true),
      (e) => events.push(e),
    );
    expect(events).toEqual([{ event: 'message', data: '{"message_id":9002}', id: '9002' }]);
  });

  it('reconnects with the id of the last event it had, so the server sends what it missed', async () => {
    const asked: (string | null)[] = [];
    let messages = 0;
    const fetch = (async (request: Request) => {
      asked.push(request.headers.get('Last-Event-ID'));
      // The first stream brings one message and drops; the second stays open.
      const first = asked.length === 1;
      return new Response(streamOf(first ? ': open\n\nid: 9002\nevent: message\ndata: {}\n\n' : ': open\n\n', first), {
        headers: { 'content-type': 'text/event-stream' },
      });
    }) as typeof globalThis.fetch;
    renderWithMat(<Thread onMessage={() => (messages += 1)} />, { fetch, token: 'session' });
    await waitFor(() => expect(asked).toEqual([null, '9002']), { timeout: 5_000 });
    expect(messages).toBe(1);
  });
});
