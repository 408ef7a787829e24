// The browser's camera and microphone, behind a small interface so the waiting room can be tested
// and shown in stories with a fake one.

export type MediaDevice = { deviceId: string; kind: 'videoinput' | 'audioinput'; label: string };

export type LevelMeter = { read(): number; stop(): void };

export interface MediaLayer {
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
  enumerateDevices(): Promise<MediaDevice[]>;
  /** How loud the stream's microphone is, 0 to 1; null where the browser cannot tell. */
  levelMeter(stream: MediaStream): LevelMeter | null;
}

/** Why the camera and microphone could not be had: refused by the person, or missing or busy. */
export const mediaProblem = (error: unknown): 'refused' | 'unavailable' =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'SecurityError')
    ? 'refused'
    : 'unavailable';

export const browserMedia: MediaLayer = {
  getUserMedia: (constraints) => navigator.mediaDevices.getUserMedia(constraints),
  async enumerateDevices() {
    const devices = await navigator.mediaDevices.enumerateDevices();
    return devices.flatMap((d) =>
      d.kind === 'videoinput' || d.kind === 'audioinput'
        ? [{ deviceId: d.deviceId, kind: d.kind, label: d.label }]
        : [],
    );
  },
  levelMeter(stream) {
    if (typeof AudioContext === 'undefined' || stream.getAudioTracks().length === 0) return null;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 256;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    return {
      read() {
        analyser.getByteTimeDomainData(samples);
        let peak = 0;
        for (const sample of samples) peak = Math.max(peak, Math.abs(sample - 128));
        return Math.min(1, peak / 64);
      },
      stop: () => void context.close(),
    };
  },
};
