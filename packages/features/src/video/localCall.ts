// The embedded video call: WebRTC between the browsers of a room, the Matrona server relaying the
// offers, answers and ICE candidates over a WebSocket (apps/server/src/http/video-signalling.ts).
// Everyone connects to everyone (a mesh). The one who arrives calls those already there, so two
// people never offer to each other at once.
import type { RemoteParticipant, VideoCall, VideoCallEvents, VideoConnect } from './videoCall';

type Peer = { identity: string; name: string };
type Signal = { description?: RTCSessionDescriptionInit; candidate?: RTCIceCandidateInit };
type ServerMessage =
  | { type: 'joined'; identity: string; peers: Peer[] }
  | { type: 'peer-joined'; peer: Peer }
  | { type: 'peer-left'; identity: string }
  | { type: 'signal'; from: string; signal: Signal }
  | { type: 'ended' };

/** The server's close codes (adapters/video-local.ts): a refused token, a full or ended room. */
const REFUSED = new Set([4401, 4408, 4409, 4412]);
const ENDED = 4410;

/** The signalling channel's address on the API's origin. */
export function signallingUrl(connect: Pick<VideoConnect, 'signalling_path'>, origin: string): string {
  const url = new URL(connect.signalling_path ?? '/', origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

export class LocalVideoCall implements VideoCall {
  private socket: WebSocket | null = null;
  private readonly connections = new Map<string, { peer: Peer; pc: RTCPeerConnection; stream: MediaStream }>();
  private local: MediaStream | null = null;
  private closed = false;

  constructor(
    private readonly connect: VideoConnect,
    private readonly events: VideoCallEvents,
    private readonly origin: string = globalThis.location?.origin ?? 'http://localhost',
    private readonly rtc: { iceServers: RTCIceServer[] } = { iceServers: [] },
  ) {}

  join(local: MediaStream): Promise<void> {
    this.local = local;
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(signallingUrl(this.connect, this.origin));
      this.socket = socket;
      socket.onopen = () => socket.send(JSON.stringify({ type: 'join', token: this.connect.token }));
      socket.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as ServerMessage;
        if (message.type === 'joined') resolve();
        void this.handle(message);
      };
      socket.onclose = (event) => {
        if (this.closed) return;
        this.closed = true;
        this.closeConnections();
        const reason = event.code === ENDED ? 'ended' : REFUSED.has(event.code) ? 'refused' : 'lost';
        reject(new Error(reason));
        this.events.onEnded(reason);
      };
    });
  }

  leave(): void {
    this.closed = true;
    this.socket?.close(1000, 'left');
    this.closeConnections();
  }

  private async handle(message: ServerMessage) {
    switch (message.type) {
      case 'joined':
        for (const peer of message.peers) await this.call(peer);
        break;
      case 'peer-joined':
        this.connection(message.peer);
        this.publish();
        break;
      case 'peer-left':
        this.connections.get(message.identity)?.pc.close();
        this.connections.delete(message.identity);
        this.publish();
        break;
      case 'signal':
        await this.receive(message.from, message.signal);
        break;
      case 'ended':
        break;
    }
  }

  private connection(peer: Peer) {
    const existing = this.connections.get(peer.identity);
    if (existing) return existing;
    const pc = new RTCPeerConnection(this.rtc);
    const stream = new MediaStream();
    for (const track of this.local?.getTracks() ?? []) pc.addTrack(track, this.local!);
    pc.onicecandidate = ({ candidate }) => candidate && this.send(peer.identity, { candidate: candidate.toJSON() });
    pc.ontrack = ({ track }) => {
      stream.addTrack(track);
      this.publish();
    };
    const entry = { peer, pc, stream };
    this.connections.set(peer.identity, entry);
    return entry;
  }

  private async call(peer: Peer) {
    const { pc } = this.connection(peer);
    await pc.setLocalDescription(await pc.createOffer());
    this.send(peer.identity, { description: pc.localDescription!.toJSON() });
    this.publish();
  }

  private async receive(from: string, signal: Signal) {
    const entry = this.connections.get(from) ?? this.connection({ identity: from, name: '' });
    if (signal.description) {
      await entry.pc.setRemoteDescription(signal.description);
      if (signal.description.type === 'offer') {
        await entry.pc.setLocalDescription(await entry.pc.createAnswer());
        this.send(from, { description: entry.pc.localDescription!.toJSON() });
      }
    } else if (signal.candidate) {
      await entry.pc.addIceCandidate(signal.candidate).catch(() => undefined);
    }
  }

  private send(to: string, signal: Signal) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify({ type: 'signal', to, signal }));
  }

  private publish() {
    const participants: RemoteParticipant[] = [...this.connections.values()].map(({ peer, stream }) => ({
      identity: peer.identity,
      name: peer.name,
      stream,
    }));
    this.events.onParticipants(participants);
  }

  private closeConnections() {
    for (const { pc } of this.connections.values()) pc.close();
    this.connections.clear();
  }
}
