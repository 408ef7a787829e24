// Which call joins: the one the server's token answer names.
import { LocalVideoCall } from './localCall';
import { TwilioVideoCall } from './twilioCall';
import type { VideoCall, VideoCallEvents, VideoConnect } from './videoCall';

export function createVideoCall(connect: VideoConnect, events: VideoCallEvents): VideoCall {
  return connect.adapter === 'twilio'
    ? new TwilioVideoCall(connect, events)
    : new LocalVideoCall(connect, events, undefined, { iceServers: connect.ice_servers });
}
