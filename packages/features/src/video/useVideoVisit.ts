import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { createVideoCall } from './createVideoCall';
import { browserMedia, mediaProblem, type MediaDevice, type MediaLayer } from './media';
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
          onParticipants: (people) => {
            setParticipants((before) => {
              const arrived = people.find((p) => !before.some((b) => b.identity === p.identity));
              if (arrived)
                setAnnouncement(
                  intl.formatMessage(m.announceProviderJoined, {
                    name: arrived.name || intl.formatMessage(m.participant),
                  }),
                );
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
        setJoinError(
          error instanceof Error && 'code' in error ? String((error as { code: string }).code) : 'errors.generic',
        );
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
    toggleCamera,
    leave,
    rejoin: () => setPhase('ready'),
  };
}
