import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { createVideoCall } from './createVideoCall';
import { browserMedia, mediaProblem, type MediaLayer } from './media';
import { useCallMedia } from './useCallMedia';
import { useRoomOpen, useVideoActions, useVideoSession } from './useVideoSessions';
import { videoMessages as m } from './video.messages';
import type { RemoteParticipant, VideoCall, VideoCallFactory } from './videoCall';

export type Phase =
  | 'explain'
  | 'asking'
  | 'refused'
  | 'unavailable'
  | 'ready'
  | 'joining'
  | 'inCall'
  | 'left'
  | 'ended'
  | 'lost';

/** The others in the call: one who arrives is announced by name. */
function useParticipants(announce: (text: string) => void) {
  const intl = useIntl();
  const [participants, setParticipants] = useState<RemoteParticipant[]>([]);
  const arrive = (people: RemoteParticipant[]) =>
    setParticipants((before) => {
      const arrived = people.find((p) => !before.some((b) => b.identity === p.identity));
      if (arrived)
        announce(
          intl.formatMessage(m.announceProviderJoined, { name: arrived.name || intl.formatMessage(m.participant) }),
        );
      return people;
    });
  return { participants, setParticipants, arrive };
}

/**
 * The waiting room's and the call's states (spec 4): explain, then ask for the camera and
 * microphone; check them; join by itself, muted, once the presenter opens the room (polled every
 * 10 s); mute, camera, leave, join again. What happens is put in `announcement` for a live region.
 */
export function useVideoVisit(
  uuid: string,
  media: MediaLayer = browserMedia,
  createCall: VideoCallFactory = createVideoCall,
) {
  const intl = useIntl();
  const session = useVideoSession(uuid);
  const [phase, setPhase] = useState<Phase>('explain');
  const { stream, devices, muted, cameraOn, acquire, ...own } = useCallMedia(media);
  const [announcement, setAnnouncement] = useState('');
  const { participants, setParticipants, arrive } = useParticipants(setAnnouncement);
  const [joinError, setJoinError] = useState<string | null>(null);
  const call = useRef<VideoCall | null>(null);
  const { token, report } = useVideoActions();
  const found = session.data;
  const roomOpen = useRoomOpen(uuid, !!found && phase === 'ready');

  async function start(choice: { camera?: string; microphone?: string } = {}) {
    setPhase('asking');
    try {
      await acquire(choice);
      setPhase('ready');
    } catch (error) {
      const problem = mediaProblem(error);
      setPhase(problem);
      if (found)
        report.mutate({
          id: found.id,
          event: 'device_check_failed',
          detail: problem === 'refused' ? 'camera or microphone blocked' : 'camera or microphone missing',
        });
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
          onParticipants: arrive,
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
        setJoinError(
          error instanceof Error && 'code' in error ? String((error as { code: string }).code) : 'errors.generic',
        );
        setPhase('lost');
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase, roomOpen.data, found, stream]);

  // The call is left when the page closes.
  useEffect(() => () => call.current?.leave(), []);

  function toggleMicrophone() {
    setAnnouncement(intl.formatMessage(own.toggleMicrophone() ? m.announceMuted : m.announceUnmuted));
  }

  function leave() {
    call.current?.leave();
    call.current = null;
    setParticipants([]);
    setPhase('left');
    if (found) report.mutate({ id: found.id, event: 'left' });
  }

  return {
    session,
    found,
    phase,
    stream,
    devices,
    muted,
    cameraOn,
    participants,
    announcement,
    joinError,
    start,
    toggleMicrophone,
    toggleCamera: own.toggleCamera,
    leave,
    rejoin: () => setPhase('ready'),
  };
}
