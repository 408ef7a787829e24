// The embedded video adapter's signalling channel: a WebSocket at SIGNALLING_PATH. The browser's
// first message is its room token (never in the URL, so it stays out of logs); a token this server
// signed for an open room admits it, then its WebRTC offers, answers and ICE candidates are passed
// to the person they are addressed to. Ending the room closes everyone (adapters/video-local.ts).
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { CLOSE, SIGNALLING_PATH, type LocalVideo, type Peer } from '../adapters/video-local.js';
import type { RoomGrant } from '../adapters/video.js';

/** The token must come this soon after connecting. */
const JOIN_DEADLINE_MS = 10_000;
/** Offers with many candidates stay far below this. */
const MAX_MESSAGE_BYTES = 64 * 1024;

export function serveVideoSignalling(
  app: FastifyInstance,
  video: LocalVideo,
  isOpen: (room: string) => Promise<boolean>,
): void {
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  app.server.on('upgrade', (request, socket, head) => {
    if (new URL(request.url ?? '/', 'http://x').pathname !== SIGNALLING_PATH) return;
    server.handleUpgrade(request, socket, head, (ws) => admit(ws, video, isOpen));
  });
  // Before the HTTP server closes: it would wait for these upgraded connections otherwise.
  app.addHook('preClose', async () => {
    for (const ws of server.clients) ws.terminate();
    server.close();
  });
}

function admit(ws: WebSocket, video: LocalVideo, isOpen: (room: string) => Promise<boolean>) {
  let grant: RoomGrant | null = null;
  let peer: Peer | null = null;
  const deadline = setTimeout(() => ws.close(CLOSE.timeout, 'no token'), JOIN_DEADLINE_MS);
  ws.on('message', (data) => {
    let message: { type?: unknown; token?: unknown; to?: unknown; signal?: unknown };
    try {
      message = JSON.parse(data.toString());
    } catch {
      return;
    }
    if (!grant) {
      if (message.type !== 'join' || typeof message.token !== 'string') return ws.close(CLOSE.badToken, 'bad token');
      const verified = video.verify(message.token);
      if (!verified) return ws.close(CLOSE.badToken, 'bad token');
      grant = verified;
      clearTimeout(deadline);
      void isOpen(verified.room).then(
        (open) => {
          if (!open) return ws.close(CLOSE.roomEnded, 'room ended');
          peer = {
            identity: verified.identity,
            send: (m) => ws.readyState === ws.OPEN && ws.send(JSON.stringify(m)),
            close: (code, reason) => ws.close(code, reason),
          };
          video.join(verified, peer);
        },
        () => ws.close(1011, 'try again'),
      );
      return;
    }
    if (peer && message.type === 'signal') video.relay(grant, message);
  });
  ws.on('close', () => {
    clearTimeout(deadline);
    if (grant && peer) video.leave(grant, peer);
  });
}
