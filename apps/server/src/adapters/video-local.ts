// The embedded video adapter: room tokens signed by this server (short-lived, bound to one person
// and one room), and a signalling hub that relays WebRTC offers, answers and ICE candidates between
// the people of a room over WebSocket (http/video-signalling.ts). The media flows browser to browser
// (a mesh), so the room is capped: enough for a visit or a small group.
//
// The hub lives in this process: run the embedded adapter on one instance; several instances behind
// a balancer use Twilio (VIDEO_ADAPTER=twilio).
import type { Signer } from '../signing-keys.js';
import type { IceServer } from './ice-servers.js';
import type { RoomGrant, RoomToken, VideoRooms } from './video.js';

/** A token only opens the door: joining must happen within this time of asking for it. */
export const LOCAL_TOKEN_SECONDS = 120;
/** A mesh sends each person's video to every other: six people is already 30 streams. */
export const LOCAL_ROOM_CAPACITY = 8;
export const SIGNALLING_PATH = '/api/v2/video/signal';

/** Close codes the browser reads (4000-4999 are the application's). */
export const CLOSE = { badToken: 4401, roomFull: 4409, roomEnded: 4410, replaced: 4412, timeout: 4408 } as const;

type Claims = RoomGrant & { exp: number };

export interface Peer {
  readonly identity: string;
  send(message: object): void;
  close(code: number, reason: string): void;
}

type Member = { peer: Peer; name: string; role: RoomGrant['role'] };

export class LocalVideo implements VideoRooms {
  private readonly rooms = new Map<string, Map<string, Member>>();
  private readonly ended = new Set<string>();

  constructor(
    private readonly signer: Signer,
    private readonly now: () => Date = () => new Date(),
    /** STUN/TURN servers the browsers use (VIDEO_ICE_SERVERS); none works on one network. */
    private readonly iceServers: IceServer[] = [],
  ) {}

  async open(room: string): Promise<void> {
    this.ended.delete(room);
  }

  async end(room: string): Promise<void> {
    this.ended.add(room);
    const members = this.rooms.get(room);
    this.rooms.delete(room);
    for (const { peer } of members?.values() ?? []) {
      peer.send({ type: 'ended' });
      peer.close(CLOSE.roomEnded, 'room ended');
    }
  }

  token(grant: RoomGrant): RoomToken {
    const expiresAt = new Date(this.now().getTime() + LOCAL_TOKEN_SECONDS * 1000);
    const payload = Buffer.from(
      JSON.stringify({ ...grant, exp: Math.floor(expiresAt.getTime() / 1000) } satisfies Claims),
    ).toString('base64url');
    return {
      token: `v1.${payload}.${this.signer.sign(payload)}`,
      expiresAt,
      adapter: 'local',
      signallingPath: SIGNALLING_PATH,
      iceServers: this.iceServers,
    };
  }

  /** The grant of a token this server signed that has not expired, or null. */
  verify(token: string): RoomGrant | null {
    const [version, payload, signature] = token.split('.');
    if (version !== 'v1' || !payload || !signature) return null;
    if (!this.signer.verify(payload, signature)) return null;
    let claims: Claims;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
    } catch {
      return null;
    }
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= this.now().getTime()) return null;
    return { room: claims.room, identity: claims.identity, name: claims.name, role: claims.role };
  }

  /**
   * Admits a peer holding `grant` to its room, telling it who is there and them that it came.
   * The same identity joining again (a reload) replaces its older connection.
   */
  join(grant: RoomGrant, peer: Peer): boolean {
    if (this.ended.has(grant.room)) {
      peer.close(CLOSE.roomEnded, 'room ended');
      return false;
    }
    const members = this.rooms.get(grant.room) ?? new Map<string, Member>();
    const previous = members.get(grant.identity);
    if (!previous && members.size >= LOCAL_ROOM_CAPACITY) {
      peer.close(CLOSE.roomFull, 'room full');
      return false;
    }
    if (previous) {
      members.delete(grant.identity);
      previous.peer.close(CLOSE.replaced, 'joined elsewhere');
      this.broadcast(members, { type: 'peer-left', identity: grant.identity });
    }
    this.rooms.set(grant.room, members);
    peer.send({ type: 'joined', identity: grant.identity, peers: [...members.values()].map(describe) });
    const member = { peer, name: grant.name, role: grant.role };
    this.broadcast(members, { type: 'peer-joined', peer: describe(member) });
    members.set(grant.identity, member);
    return true;
  }

  /** Passes a WebRTC message to one other person of the room; anything else is dropped. */
  relay(grant: RoomGrant, message: { to?: unknown; signal?: unknown }): void {
    const members = this.rooms.get(grant.room);
    if (!members?.has(grant.identity) || typeof message.to !== 'string' || message.to === grant.identity) return;
    members.get(message.to)?.peer.send({ type: 'signal', from: grant.identity, signal: message.signal });
  }

  leave(grant: RoomGrant, peer: Peer): void {
    const members = this.rooms.get(grant.room);
    if (members?.get(grant.identity)?.peer !== peer) return;
    members.delete(grant.identity);
    if (members.size === 0) this.rooms.delete(grant.room);
    this.broadcast(members, { type: 'peer-left', identity: grant.identity });
  }

  /** Who is connected to a room now. */
  present(room: string): string[] {
    return [...(this.rooms.get(room)?.keys() ?? [])];
  }

  private broadcast(members: Map<string, Member>, message: object) {
    for (const { peer } of members.values()) peer.send(message);
  }
}

const describe = (member: Member) => ({ identity: member.peer.identity, name: member.name, role: member.role });
