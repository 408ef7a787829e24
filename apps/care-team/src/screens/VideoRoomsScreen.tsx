// Video visits: the organization's coming video sessions; the presenter opens a room (its attendees
// then join by themselves, muted), sends a new link when one expired, joins the call, and ends it.
import { unwrap } from '@mat/api';
import type { StaffSchemas } from '@mat/api/staff';
import { createVideoCall, type RemoteParticipant, type VideoCall } from '@mat/features/video';
import { Alert, Badge, Button, Card, Heading, Spinner, Text } from '@mat/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { videoMessages as m, shellMessages } from '../messages';
import { useStaff } from '../staff';
import * as styles from './console.css';
import * as video from './video.css';
import { errorText } from './errors';
import { POLL_MS } from './queries';

type VideoSession = StaffSchemas['StaffVideoSession'];
const videoKey = ['staff', 'video'] as const;

export function VideoRoomsScreen() {
  const intl = useIntl();
  const { client } = useStaff();
  const sessions = useQuery({
    queryKey: videoKey,
    queryFn: ({ signal }) => unwrap(client.GET('/video-sessions', { signal })),
    refetchInterval: POLL_MS,
  });
  return (
    <div className={styles.stack}>
      <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
      <Text>{intl.formatMessage(m.intro)}</Text>
      {sessions.isPending && <Spinner label={intl.formatMessage(shellMessages.loading)} />}
      {sessions.isError && <Alert tone="danger">{errorText(intl, sessions.error)}</Alert>}
      {sessions.data?.length === 0 && <Text tone="muted">{intl.formatMessage(m.none)}</Text>}
      <ul className={styles.list}>
        {sessions.data?.map((session) => (
          <Room key={session.id} session={session} />
        ))}
      </ul>
    </div>
  );
}

function Room({ session }: { session: VideoSession }) {
  const intl = useIntl();
  const { client } = useStaff();
  const queryClient = useQueryClient();
  const [joined, setJoined] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: videoKey });
  const path = { params: { path: { id: session.id } } };
  const open = useMutation({
    mutationFn: () => unwrap(client.POST('/video-sessions/{id}/room', path)),
    onSettled: refresh,
  });
  const end = useMutation({
    mutationFn: () => unwrap(client.DELETE('/video-sessions/{id}/room', path)),
    onSettled: refresh,
    onSuccess: () => setJoined(false),
  });
  const error = open.error ?? end.error;
  const date = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card as="li">
      <div className={styles.stack}>
        <div className={styles.row}>
          <Heading level={2}>{session.title}</Heading>
          <Badge tone={session.started ? 'success' : 'neutral'}>
            {intl.formatMessage(session.started ? m.roomOpen : session.ended ? m.roomEnded : m.roomClosed)}
          </Badge>
        </div>
        <Text size="small" tone="muted">
          {intl.formatMessage(m.when, {
            start: date(session.starts_at),
            end: intl.formatDate(session.ends_at, { timeStyle: 'short' }),
          })}{' '}
          · {intl.formatMessage(m.seats, { reserved: session.reserved, capacity: session.capacity })}
        </Text>
        {session.link && session.link_expires_at && (
          <Text size="small" className={styles.breakable}>
            {intl.formatMessage(m.link, {
              link: session.link,
              expires: intl.formatDate(session.link_expires_at, { timeStyle: 'short' }),
            })}
          </Text>
        )}
        {error && <Alert tone="danger">{errorText(intl, error)}</Alert>}
        {!session.ended && (
          <div className={styles.row}>
            <Button
              variant={session.started ? 'secondary' : 'primary'}
              isPending={open.isPending}
              onPress={() => open.mutate()}
            >
              {intl.formatMessage(session.started ? m.newLink : m.open)}
            </Button>
            {session.started && !joined && (
              <Button
                variant="primary"
                aria-label={intl.formatMessage(m.joinAs, { title: session.title })}
                onPress={() => setJoined(true)}
              >
                {intl.formatMessage(m.join)}
              </Button>
            )}
            {session.started && (
              <Button variant="danger" isPending={end.isPending} onPress={() => end.mutate()}>
                {intl.formatMessage(m.end)}
              </Button>
            )}
          </div>
        )}
        {joined && session.started && <Call session={session} onLeave={() => setJoined(false)} />}
      </div>
    </Card>
  );
}

/** The provider in the call: camera and microphone on, everyone else's video beside their own. */
function Call({ session, onLeave }: { session: VideoSession; onLeave: () => void }) {
  const intl = useIntl();
  const { client } = useStaff();
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [people, setPeople] = useState<RemoteParticipant[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    let call: VideoCall | null = null;
    let stream: MediaStream | null = null;
    let stopped = false;
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
      } catch {
        setProblem(intl.formatMessage(m.mediaBlocked));
        return;
      }
      if (stopped) return stream.getTracks().forEach((t) => t.stop());
      setLocal(stream);
      try {
        const connect = await unwrap(
          client.GET('/video-sessions/{id}/token', { params: { path: { id: session.id } } }),
        );
        call = createVideoCall(connect, {
          onParticipants: (next) =>
            setPeople((before) => {
              const arrived = next.find((p) => !before.some((b) => b.identity === p.identity));
              if (arrived) setAnnouncement(intl.formatMessage(m.joined, { name: arrived.name }));
              return next;
            }),
          onEnded: (reason) => {
            setPeople([]);
            if (reason !== 'ended') setProblem(intl.formatMessage(m.callLost));
          },
        });
        if (!stopped) await call.join(stream);
      } catch (error) {
        setProblem(errorText(intl, error));
      }
    })();
    return () => {
      stopped = true;
      call?.leave();
      stream?.getTracks().forEach((t) => t.stop());
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session.id]);
  return (
    <section aria-label={session.title} className={styles.stack}>
      <div role="status" aria-live="polite" className={video.hidden}>
        {announcement}
      </div>
      {problem && <Alert tone="danger">{problem}</Alert>}
      <div className={video.stage}>
        {people.map((p) => (
          <StreamVideo key={p.identity} stream={p.stream} label={p.name} />
        ))}
        {local && <StreamVideo stream={local} label={intl.formatMessage(m.you)} self />}
      </div>
      {people.length === 0 && !problem && <Text tone="muted">{intl.formatMessage(m.waitingForPatient)}</Text>}
      <div className={styles.row}>
        <Button variant="secondary" onPress={onLeave}>
          {intl.formatMessage(m.leave)}
        </Button>
      </div>
    </section>
  );
}

function StreamVideo({ stream, label, self = false }: { stream: MediaStream; label: string; self?: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <figure className={video.tile}>
      <video
        ref={ref}
        className={video.video}
        autoPlay
        playsInline
        muted={self}
        aria-label={label}
        data-self={self || undefined}
      />
      <Text as="span" size="small">
        {label}
      </Text>
    </figure>
  );
}
