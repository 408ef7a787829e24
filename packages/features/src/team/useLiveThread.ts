// A reply appears in the open thread within two seconds (beyond the spec): the server's event
// stream for the conversation (GET /conversations/{id}/events, text/event-stream) says when a
// message arrives. It is read with fetch rather than EventSource, which cannot send the session's
// Authorization header. While the stream is down the thread polls instead (FALLBACK_POLL_MS), and
// the stream is tried again with a growing wait, with the id of the last event it had
// (Last-Event-ID), so the server sends what arrived while it was down; a 401 or 404 ends it for good.
import { useEffect, useRef, useState } from 'react';
import { useMat } from '../provider/MatContext';

/** How often an open thread is re-read while its event stream is down. */
export const FALLBACK_POLL_MS = 5_000;
const MAX_RETRY_MS = 30_000;

export type ThreadEvent = { event: string; data: string; id: string | null };

/** Splits a text/event-stream body into its events (the `id:`, `event:` and `data:` lines; comments skipped). */
export async function readEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: ThreadEvent) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      let id: string | null = null;
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('id:')) id = line.slice(3).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length > 0) onEvent({ event, data: data.join('\n'), id });
    }
  }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** Calls `onMessage` when a message arrives in conversation `id`; says whether the stream is up. */
export function useLiveThread(id: number, onMessage: () => void): boolean {
  const { client } = useMat();
  const [live, setLive] = useState(false);
  const latest = useRef(onMessage);
  latest.current = onMessage;
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    let lastEventId: string | null = null;
    void (async () => {
      for (let failures = 0; !signal.aborted; failures++) {
        try {
          const header = lastEventId ? { 'Last-Event-ID': lastEventId } : undefined;
          const { data, response } = await client.GET('/conversations/{id}/events', {
            params: { path: { id }, header },
            parseAs: 'stream',
            signal,
          });
          if (response.status === 401 || response.status === 404) break;
          if (response.ok && data) {
            setLive(true);
            failures = 0;
            await readEvents(data, (event) => {
              if (event.id) lastEventId = event.id;
              if (event.event === 'message') latest.current();
            });
          }
        } catch {
          // A dropped connection or an aborted stream: the loop decides.
        }
        if (signal.aborted) return;
        setLive(false);
        await sleep(Math.min(MAX_RETRY_MS, 1000 * 2 ** failures), signal);
      }
      setLive(false);
    })();
    return () => controller.abort();
  }, [client, id]);
  return live;
}
