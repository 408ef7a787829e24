import { Alert, BackLink, Button, Card, Heading, Skeleton, Text } from '@mat/ui';
import { useIntl } from 'react-intl';
import * as screen from '../shared/screen.css';
import { useErrorText } from '../shared/useErrorText';
import { DeviceCheck, StreamVideo } from './DeviceCheck';
import { browserMedia, type MediaLayer } from './media';
import { useVideoVisit } from './useVideoVisit';
import * as styles from './video.css';
import { videoMessages as m } from './video.messages';
import type { RemoteParticipant, VideoCallFactory } from './videoCall';

export interface VideoCallScreenProps {
  /** The session's uuid (/video/session/{uuid}). */
  uuid: string;
  careHref: string;
  /** The camera and microphone; the browser's unless a test or story gives a fake. */
  media?: MediaLayer;
  /** Which call joins; by default the one the server's token answer names. */
  createCall?: VideoCallFactory;
}

/** The waiting room and the call (spec 4); its states are useVideoVisit's. */
export function VideoCallScreen({ uuid, careHref, media, createCall }: VideoCallScreenProps) {
  const intl = useIntl();
  const { text } = useErrorText();
  const visit = useVideoVisit(uuid, media, createCall);
  const { session, found, phase, stream, announcement } = visit;
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
          <WaitingRoom visit={visit} media={media ?? browserMedia} />
          {phase === 'inCall' && stream && (
            <InCall
              stream={stream}
              participants={visit.participants}
              muted={visit.muted}
              cameraOn={visit.cameraOn}
              onMicrophone={visit.toggleMicrophone}
              onCamera={visit.toggleCamera}
              onLeave={visit.leave}
            />
          )}
          <CallOver visit={visit} />
        </>
      )}
    </div>
  );
}

type Visit = ReturnType<typeof useVideoVisit>;

/** Before the call: why the camera is asked for, asking, a refusal, then the device check until the room opens. */
function WaitingRoom({ visit, media }: { visit: Visit; media: MediaLayer }) {
  const intl = useIntl();
  const { text } = useErrorText();
  const { phase, stream, devices, start } = visit;
  return (
    <>
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
        <DeviceCheck
          stream={stream}
          media={media}
          devices={devices}
          onChoose={(choice) => void start(choice)}
          waiting={phase === 'ready'}
        />
      )}
      {phase === 'joining' && <Text>{intl.formatMessage(m.joining)}</Text>}
    </>
  );
}

/** Joining the call again, after leaving it or losing it. */
function Rejoin({ onPress }: { onPress: () => void }) {
  const intl = useIntl();
  return (
    <div className={screen.actions}>
      <Button variant="primary" onPress={onPress}>
        {intl.formatMessage(m.rejoin)}
      </Button>
    </div>
  );
}

/** After the call: she left (and can join again), the presenter ended it, or it was lost. */
function CallOver({ visit }: { visit: Visit }) {
  const intl = useIntl();
  const { text } = useErrorText();
  const { phase, joinError, rejoin } = visit;
  return (
    <>
      {phase === 'left' && (
        <>
          <Alert tone="info">{intl.formatMessage(m.left)}</Alert>
          <Rejoin onPress={rejoin} />
        </>
      )}
      {phase === 'ended' && <Alert tone="info">{text('errors.sessionEnded')}</Alert>}
      {phase === 'lost' && (
        <>
          <Alert tone="danger" isLive>
            {joinError && joinError !== 'errors.generic' ? text(joinError) : intl.formatMessage(m.lost)}
          </Alert>
          <Rejoin onPress={rejoin} />
        </>
      )}
    </>
  );
}

/** The call: everyone's video, the patient's own last, and her controls. */
function InCall({
  stream,
  participants,
  muted,
  cameraOn,
  onMicrophone,
  onCamera,
  onLeave,
}: {
  stream: MediaStream;
  participants: RemoteParticipant[];
  muted: boolean;
  cameraOn: boolean;
  onMicrophone: () => void;
  onCamera: () => void;
  onLeave: () => void;
}) {
  const intl = useIntl();
  return (
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
        <Button variant="secondary" onPress={onMicrophone}>
          {intl.formatMessage(muted ? m.unmute : m.mute)}
        </Button>
        <Button variant="secondary" onPress={onCamera}>
          {intl.formatMessage(cameraOn ? m.cameraOff : m.cameraOn)}
        </Button>
        <Button variant="danger" onPress={onLeave}>
          {intl.formatMessage(m.leave)}
        </Button>
      </div>
    </section>
  );
}
