// The video port: rooms for video visits and groups, and the access tokens that let one person into
// one room. Production is Twilio Video (video-twilio.ts); the embedded default (video-local.ts) is a
// WebRTC call between the browsers with this server as the signalling channel, no account needed.

import type { IceServer } from './ice-servers.js';

/** Who a token lets in, and where. */
export type RoomGrant = {
  room: string;
  /** Unique in the room: `patient-12`, `provider-3`. */
  identity: string;
  /** Shown to the others in the room. */
  name: string;
  role: 'patient' | 'provider';
};

export type RoomToken = {
  token: string;
  expiresAt: Date;
  /** Which browser client joins with it. */
  adapter: 'local' | 'twilio';
  /** The WebSocket path the local client sends its token to; null for Twilio. */
  signallingPath: string | null;
  /** STUN/TURN servers for the local client's RTCPeerConnection; empty for Twilio, which brings its own. */
  iceServers: IceServer[];
};

export interface VideoRooms {
  /** Makes the room exist at the provider (Twilio creates it; locally rooms exist once named). */
  open(room: string): Promise<void>;
  /** Ends the room: everyone in it is disconnected. */
  end(room: string): Promise<void>;
  token(grant: RoomGrant): RoomToken;
}
