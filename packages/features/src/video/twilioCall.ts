// Twilio Video in the browser. `twilio-video` is loaded only when a call joins, in a chunk of its
// own, so no other screen downloads it.
import type { RemoteParticipant as TwilioParticipant, Room } from 'twilio-video';
import type { RemoteParticipant, VideoCall, VideoCallEvents, VideoConnect } from './videoCall';

export class TwilioVideoCall implements VideoCall {
  private room: Room | null = null;
  private left = false;

  constructor(
    private readonly connect: VideoConnect,
    private readonly events: VideoCallEvents,
  ) {}

  async join(local: MediaStream): Promise<void> {
    const Video = await import('twilio-video');
    const tracks = local
      .getTracks()
      .map((track) => (track.kind === 'audio' ? new Video.LocalAudioTrack(track) : new Video.LocalVideoTrack(track)));
    for (const track of tracks) if (!track.mediaStreamTrack.enabled) track.disable();
    const room = await Video.connect(this.connect.token, { name: this.connect.sessionToken, tracks });
    this.room = room;
    const publish = () => this.events.onParticipants([...room.participants.values()].map(toParticipant));
    room.on('participantConnected', publish);
    room.on('participantDisconnected', publish);
    room.on('trackSubscribed', publish);
    room.on('trackUnsubscribed', publish);
    room.on('disconnected', (_room: Room, error?: { code?: number }) => {
      if (this.left) return;
      // 53118: the room was completed (the provider ended it).
      this.events.onEnded(error?.code === 53118 ? 'ended' : 'lost');
    });
    publish();
  }

  leave(): void {
    this.left = true;
    this.room?.disconnect();
  }
}

function toParticipant(participant: TwilioParticipant): RemoteParticipant {
  const stream = new MediaStream();
  for (const publication of participant.tracks.values()) {
    const track = publication.track;
    if (track && (track.kind === 'audio' || track.kind === 'video')) stream.addTrack(track.mediaStreamTrack);
  }
  return { identity: participant.identity, name: participant.identity, stream };
}
