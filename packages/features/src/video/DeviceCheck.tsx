import { Alert, Card, Heading, ProgressBar, Select } from '@mat/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MediaDevice, MediaLayer } from './media';
import * as styles from './video.css';
import { videoMessages as m } from './video.messages';

export function StreamVideo({ stream, label, self = false }: { stream: MediaStream; label: string; self?: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  // One's own preview is muted, or the microphone would echo.
  return (
    <video
      ref={ref}
      className={styles.video}
      autoPlay
      playsInline
      muted={self}
      aria-label={label}
      data-self={self || undefined}
    />
  );
}

/** The camera's preview, the microphone's level and, where there are several, the choice of each. */
export function DeviceCheck({
  stream,
  media,
  devices,
  waiting,
  onChoose,
}: {
  stream: MediaStream;
  media: MediaLayer;
  devices: MediaDevice[];
  waiting: boolean;
  onChoose: (choice: { camera?: string; microphone?: string }) => void;
}) {
  const intl = useIntl();
  const level = useLevel(stream, media);
  const current = (kind: 'video' | 'audio') =>
    (kind === 'video' ? stream.getVideoTracks() : stream.getAudioTracks())[0]?.getSettings().deviceId;
  const options = (kind: MediaDevice['kind']) =>
    devices
      .filter((d) => d.kind === kind)
      .map((d, i) => ({
        id: d.deviceId,
        label: d.label || `${intl.formatMessage(kind === 'videoinput' ? m.camera : m.microphone)} ${i + 1}`,
      }));
  const cameras = options('videoinput');
  const microphones = options('audioinput');
  return (
    <Card>
      <Heading level={2}>{intl.formatMessage(m.deviceCheck)}</Heading>
      <StreamVideo stream={stream} label={intl.formatMessage(m.preview)} self />
      {level !== null && <ProgressBar label={intl.formatMessage(m.level)} value={Math.round(level * 100)} />}
      {cameras.length > 1 && (
        <Select
          label={intl.formatMessage(m.camera)}
          options={cameras}
          selectedKey={current('video') ?? null}
          onSelectionChange={(key) => onChoose({ camera: String(key) })}
        />
      )}
      {microphones.length > 1 && (
        <Select
          label={intl.formatMessage(m.microphone)}
          options={microphones}
          selectedKey={current('audio') ?? null}
          onSelectionChange={(key) => onChoose({ microphone: String(key) })}
        />
      )}
      {waiting && <Alert tone="info">{intl.formatMessage(m.waiting)}</Alert>}
    </Card>
  );
}

/** The microphone's loudness, read a few times a second; null where the browser cannot tell. */
function useLevel(stream: MediaStream, media: MediaLayer): number | null {
  const [level, setLevel] = useState<number | null>(null);
  useEffect(() => {
    const meter = media.levelMeter(stream);
    if (!meter) return;
    setLevel(meter.read());
    const timer = setInterval(() => setLevel(meter.read()), 250);
    return () => {
      clearInterval(timer);
      meter.stop();
    };
  }, [stream, media]);
  return level;
}
