// One interface for a video call, whatever carries it: the embedded WebRTC rooms (localCall.ts) or
// Twilio Video (twilioCall.ts). The server's token answer says which (`adapter`), so a screen never
// knows which one it runs on.
import type { Schema } from '@mat/api';

export type VideoConnect = Schema<'VideoConnect'>;

/** Someone else in the room, with what they send. */
export type RemoteParticipant = { identity: string; name: string; stream: MediaStream };

export type VideoCallEvents = {
  /** The people in the room changed, or one of them started sending a track. */
  onParticipants: (participants: RemoteParticipant[]) => void;
  /** The room ended (the provider ended it) or the connection was refused or lost. */
  onEnded: (reason: 'ended' | 'refused' | 'lost') => void;
};

export interface VideoCall {
  /** Joins the room sending these tracks (the microphone's may be disabled: muted). */
  join(local: MediaStream): Promise<void>;
  leave(): void;
}

export type VideoCallFactory = (connect: VideoConnect, events: VideoCallEvents) => VideoCall;
