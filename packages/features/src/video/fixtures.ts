// Video sessions and a fake camera and microphone for tests and stories.
import type { MediaDevice, MediaLayer } from './media';
import type { VideoSession } from './useVideoSessions';
import type { VideoConnect } from './videoCall';

export const visit: VideoSession = {
  id: 12,
  uuid: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  title: 'Lactation visit',
  started: false,
  connected_session_id: null,
  starts_at: '2026-12-04T17:30:00Z',
  ends_at: '2026-12-04T18:15:00Z',
  host: 'Grace Okafor',
  status: 'inProgress',
};

export const openVisit: VideoSession = { ...visit, started: true, connected_session_id: 'RM_7f3a' };

export const localConnect: VideoConnect = {
  token: 'v1.payload.signature',
  sessionToken: 'RM_7f3a',
  client_type: 'web',
  adapter: 'local',
  expires_at: '2026-12-04T17:47:00Z',
  signalling_path: '/api/v2/video/signal',
  ice_servers: [],
  identity: 'patient-7',
};

export type FakeTrack = {
  kind: 'audio' | 'video';
  enabled: boolean;
  stopped: boolean;
  stop(): void;
  getSettings(): { deviceId: string };
};

/** A stream of one fake camera track and one fake microphone track. */
export function fakeStream(camera = 'camera-front', microphone = 'microphone-built-in') {
  const track = (kind: 'audio' | 'video', deviceId: string): FakeTrack => ({
    kind,
    enabled: true,
    stopped: false,
    stop() {
      this.stopped = true;
    },
    getSettings: () => ({ deviceId }),
  });
  const tracks = [track('video', camera), track('audio', microphone)];
  const stream = {
    tracks,
    getTracks: () => tracks,
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
  };
  // A video element takes only a MediaStream (happy-dom checks the prototype).
  if (typeof MediaStream !== 'undefined') Object.setPrototypeOf(stream, MediaStream.prototype);
  return stream as unknown as MediaStream & { tracks: FakeTrack[] };
}

/** A real stream in a real browser (stories): a painted canvas and a silent microphone. */
export function paintedStream(): MediaStream {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 240;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#6b3a5b';
  context.fillRect(0, 0, 320, 240);
  const audio = new AudioContext().createMediaStreamDestination().stream;
  return new MediaStream([...canvas.captureStream(1).getVideoTracks(), ...audio.getAudioTracks()]);
}

export const fakeDevices: MediaDevice[] = [
  { deviceId: 'camera-front', kind: 'videoinput', label: 'Front camera' },
  { deviceId: 'camera-back', kind: 'videoinput', label: 'Back camera' },
  { deviceId: 'microphone-built-in', kind: 'audioinput', label: 'Built-in microphone' },
];

/** A camera and microphone that grant (or refuse, with the browser's error name) what is asked. */
export function fakeMedia(
  options: { refuse?: 'NotAllowedError' | 'NotFoundError'; level?: number; real?: boolean } = {},
) {
  const asked: MediaStreamConstraints[] = [];
  const streams: ReturnType<typeof fakeStream>[] = [];
  const media: MediaLayer = {
    async getUserMedia(constraints) {
      asked.push(constraints);
      if (options.refuse) throw Object.assign(new Error('refused'), { name: options.refuse });
      if (options.real) return paintedStream();
      const stream = fakeStream();
      streams.push(stream);
      return stream;
    },
    enumerateDevices: async () => fakeDevices,
    levelMeter: () => ({ read: () => options.level ?? 0.4, stop: () => undefined }),
  };
  return { media, asked, streams };
}
