// Video visits (spec 2 and 4, "Video session"): the waiting room and the call, and a video link.
export { VideoCallScreen, type VideoCallScreenProps } from './VideoCallScreen';
export { VideoLinkScreen, type VideoLinkScreenProps } from './VideoLinkScreen';
export { createVideoCall } from './createVideoCall';
export type { MediaLayer, MediaDevice, LevelMeter } from './media';
export type { VideoCall, VideoCallEvents, VideoCallFactory, VideoConnect, RemoteParticipant } from './videoCall';
