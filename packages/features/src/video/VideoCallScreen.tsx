import { Alert, BackLink, Button, Card, Heading, ProgressBar, Select, Skeleton, Text } from '@mat/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import * as screen from '../shared/screen.css';
import { useErrorText } from '../shared/useErrorText';
import { createVideoCall } from './createVideoCall';
import { browserMedia, mediaProblem, type MediaDevice, type MediaLayer } from './media';
import { useRoomOpen, useVideoActions, useVideoSession } from './useVideoSessions';
import * as styles from './video.css';
import { videoMessages as m } from './video.messages';
import type { RemoteParticipant, VideoCall, VideoCallFactory } from './videoCall';

export interface VideoCallScreenProps {
  /** The session's uuid (/video/session/{uuid}). */
  uuid: string;
  careHref: string;
  /** The camera and microphone; the browser's unless a test or story gives a fake. */
  media?: MediaLayer;
  /** Which call joins; by default the one the server's token answer names. */
  createCall?: VideoCallFactory;
}

type Phase = 'explain' | 'asking' | 'refused' | 'unavailable' | 'ready' | 'joining' | 'inCall' | 'left' | 'ended' | 'lost';

/**
 * The waiting room and the call (spec 4): explain, then ask for the camera and microphone; check
 * them (preview, level, choice); join by itself, muted, once the presenter opens the room (polled
 * every 10 s); mute, camera, leave. What happens is said in a live region for screen readers.
 */
export function VideoCallScreen({ uuid, careHref, media = browserMedia, createCall = createVideoCall }: VideoCallScreenProps) {
  const intl = useIntl();
  const { text } = useErrorText();
  const session = useVideoSession(uuid);
  const [phase, setPhase] = useState<Phase>('explain');
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [devices, setDevices] = useState<MediaDevice[]>([]);
  const [muted, setMuted] = useState(true);
  const [cameraOn, setCameraOn] = useState(true);
  const [participants, setParticipants] = useState<RemoteParticipant[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [joinError, setJoinError] = useState<string | null>(null);
  const call = useRef<VideoCall | null>(null);
  const { token, report } = useVideoActions();
  const found = session.data;
  const roomOpen = useRoomOpen(uuid, !!found && phase === 'ready');

  async function start(choice: { camera?: string; microphone?: string } = {}) {
    setPhase('asking');
    try {
      const next = await media.getUserMedia({
        video: choice.camera ? { deviceId: { exact: choice.camera } } : true,
        audio: choice.microphone ? { deviceId: { exact: choice.microphone } } : true,
      });
      // The microphone starts muted (spec 4): the patient unmutes when ready.
      for (const track of next.getAudioTracks()) track.enabled = !muted;
      for (const track of next.getVideoTracks()) track.enabled = cameraOn;
      stream?.getTracks().forEach((track) => track.stop());
      setStream(next);
      setDevices(await media.enumerateDevices());
      setPhase('ready');
    } catch (error) {
      const problem = mediaProblem(error);
      setPhase(problem);
      if (found) report.mutate({ id: found.id, event: 'device_check_failed', detail: problem === 'refused' ? 'camera or microphone blocked' : 'camera or microphone missing' });
    }
  }

  // Joins by itself once the presenter opened the room.
  useEffect(() => {
    if (phase !== 'ready' || !roomOpen.data || !found || !stream) return;
    setPhase('joining');
    setJoinError(null);
    token
      .mutateAsync(found.id)
      .then(async (connect) => {
        const joined = createCall(connect, {
          onParticipants: (people) => {
            setParticipants((before) => {
              const arrived = people.find((p) => !before.some((b) => b.identity === p.identity));
              if (arrived) setAnnouncement(intl.formatMessage(m.announceProviderJoined, { name: arrived.name || intl.formatMessage(m.participant) }));
              return people;
            });
          },
          onEnded: (reason) => {
            setParticipants([]);
            setPhase(reason === 'lost' ? 'lost' : 'ended');
          },
        });
        call.current = joined;
        await joined.join(stream);
        setPhase('inCall');
        setAnnouncement(intl.formatMessage(m.announceJoined));
        report.mutate({ id: found.id, event: 'joined' });
      })
      .catch((error: unknown) => {
        setJoinError(error instanceof Error && 'code' in error ? String((error as { code: string }).code) : 'errors.generic');
        setPhase('lost');
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase, roomOpen.data, found, stream]);

  // The camera and microphone are given back when the page closes.
  useEffect(() => () => stream?.getTracks().forEach((track) => track.stop()), [stream]);
  useEffect(() => () => call.current?.leave(), []);

  function toggleMicrophone() {
    const next = !muted;
    setMuted(next);
    for (const track of stream?.getAudioTracks() ?? []) track.enabled = !next;
    setAnnouncement(intl.formatMessage(next ? m.announceMuted : m.announceUnmuted));
  }

  function toggleCamera() {
    const next = !cameraOn;
    setCameraOn(next);
    for (const track of stream?.getVideoTracks() ?? []) track.enabled = next;
  }

  function leave() {
    call.current?.leave();
    call.current = null;
    setParticipants([]);
    setPhase('left');
    if (found) report.mutate({ id: found.id, event: 'left' });
  }

  return (
    <div className={screen.screen}>
      <BackLink href={careHref}>{intl.formatMessage(m.backToCare)}</BackLink>
      <div role="status" aria-live="polite" className={styles.hidden}>
        {announcement}
      </div>
      {session.isPending && <Skeleton lines={4} />}
      {session.isError && <Alert tone="danger">{text('errors.loadDataFailed')}</Alert>}
      {session.isSuccess && !found && <Alert tone="warning">{intl.formatMessage(m.notFound)}</Alert>}
      {found && (
        <>
          <Heading level={1}>{found.title}</Heading>
          {found.host && <Text tone="muted">{intl.formatMessage(m.host, { host: found.host })}</Text>}
          {phase === 'explain' && (
            <Card>
              <Heading level={2}>{intl.formatMessage(m.waitingRoom)}</Heading>
              <Text>{intl.formatMessage(m.explain)}</Text>
              <div className={screen.actions}>
                <Button variant="primary" onPress={() => void start()}>
                  {intl.formatMessage(m.allow)}
                </Button>
              </div>
            </Card>
          )}
          {phase === 'asking' && <Text>{intl.formatMessage(m.asking)}</Text>}
          {(phase === 'refused' || phase === 'unavailable') && (
            <Alert tone="danger" title={phase === 'refused' ? intl.formatMessage(m.refusedTitle) : undefined} isLive>
              {phase === 'refused' ? intl.formatMessage(m.refused) : text('errors.deviceMediaUnavailable')}
            </Alert>
          )}
          {(phase === 'refused' || phase === 'unavailable') && (
            <div className={screen.actions}>
              <Button variant="primary" onPress={() => void start()}>
                {intl.formatMessage(m.tryAgain)}
              </Button>
            </div>
          )}
          {(phase === 'ready' || phase === 'joining') && stream && (
            <DeviceCheck stream={stream} media={media} devices={devices} onChoose={(choice) => void start(choice)} waiting={phase === 'ready'} />
          )}
          {phase === 'joining' && <Text>{intl.formatMessage(m.joining)}</Text>}
          {phase === 'inCall' && stream && (
            <section aria-label={intl.formatMessage(m.inCall)} className={screen.form}>
              <div className={styles.stage}>
                {participants.map((p) => (
                  <figure key={p.identity} className={styles.tile}>
                    <StreamVideo stream={p.stream} label={p.name || intl.formatMessage(m.participant)} />
                    <Text as="span">{p.name || intl.formatMessage(m.participant)}</Text>
                  </figure>
                ))}
                <figure className={styles.tile}>
                  <StreamVideo stream={stream} label={intl.formatMessage(m.you)} self />
                  <Text as="span">{intl.formatMessage(m.you)}</Text>
                </figure>
              </div>
              {participants.length === 0 && <Text tone="muted">{intl.formatMessage(m.nobodyYet)}</Text>}
              <div className={screen.actions}>
                <Button variant="secondary" onPress={toggleMicrophone}>
                  {intl.formatMessage(muted ? m.unmute : m.mute)}
                </Button>
                <Button variant="secondary" onPress={toggleCamera}>
                  {intl.formatMessage(cameraOn ? m.cameraOff : m.cameraOn)}
                </Button>
                <Button variant="danger" onPress={leave}>
                  {intl.formatMessage(m.leave)}
                </Button>
              </div>
            </section>
          )}
          {phase === 'left' && (
            <>
              <Alert tone="info">{intl.formatMessage(m.left)}</Alert>
              <div className={screen.actions}>
                <Button variant="primary" onPress={() => setPhase('ready')}>
                  {intl.formatMessage(m.rejoin)}
                </Button>
              </div>
            </>
          )}
          {phase === 'ended' && <Alert tone="info">{text('errors.sessionEnded')}</Alert>}
          {phase === 'lost' && (
            <>
              <Alert tone="danger" isLive>
                {joinError && joinError !== 'errors.generic' ? text(joinError) : intl.formatMessage(m.lost)}
              </Alert>
              <div className={screen.actions}>
                <Button variant="primary" onPress={() => setPhase('ready')}>
                  {intl.formatMessage(m.rejoin)}
                </Button>
              </div>
            </>
          )}
        </>
      )}
    </div>
  );
}

function StreamVideo({ stream, label, self = false }: { stream: MediaStream; label: string; self?: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  // One's own preview is muted, or the microphone would echo.
  return <video ref={ref} className={styles.video} autoPlay playsInline muted={self} aria-label={label} data-self={self || undefined} />;
}

function DeviceCheck({
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
  const current = (kind: 'video' | 'audio') => (kind === 'video' ? stream.getVideoTracks() : stream.getAudioTracks())[0]?.getSettings().deviceId;
  const options = (kind: MediaDevice['kind']) => devices.filter((d) => d.kind === kind).map((d, i) => ({ id: d.deviceId, label: d.label || `${intl.formatMessage(kind === 'videoinput' ? m.camera : m.microphone)} ${i + 1}` }));
  const cameras = options('videoinput');
  const microphones = options('audioinput');
  return (
    <Card>
      <Heading level={2}>{intl.formatMessage(m.deviceCheck)}</Heading>
      <StreamVideo stream={stream} label={intl.formatMessage(m.preview)} self />
      {level !== null && <ProgressBar label={intl.formatMessage(m.level)} value={Math.round(level * 100)} />}
      {cameras.length > 1 && (
        <Select label={intl.formatMessage(m.camera)} options={cameras} selectedKey={current('video') ?? null} onSelectionChange={(key) => onChoose({ camera: String(key) })} />
      )}
      {microphones.length > 1 && (
        <Select label={intl.formatMessage(m.microphone)} options={microphones} selectedKey={current('audio') ?? null} onSelectionChange={(key) => onChoose({ microphone: String(key) })} />
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
