// @mat/features/video: the video call alone, no screen (the care team's console joins with it):
// WebRTC between browsers or Twilio Video, as the server's token answer says.
export { createVideoCall } from './createVideoCall';
export type { RemoteParticipant, VideoCall, VideoCallEvents, VideoCallFactory, VideoConnect } from './videoCall';
