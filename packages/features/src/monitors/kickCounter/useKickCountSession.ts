import { monitorsMutations, unwrap, type Schema } from '@mat/api';
import { evaluateKickCountSession, kickCountDuration } from '@mat/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useClock, useMat } from '../../provider/MatContext';
import { useFailureNotice } from '../../shared/useFailureNotice';
import { serverClockOffset } from '../../shared/serverClockOffset';
import { isNoAnswer } from '../outbox/useReadingOutbox';

type Session = Schema<'KickCountSession'>;
/** The session as the server last answered it, and how far the server's clock is from the device's. */
type Live = { session: Session; serverAheadMs: number };

/**
 * Seconds since the session began, redrawn once a second: the screens' clock moved onto the
 * server's, on which the start was recorded.
 */
function useElapsedSeconds(startedAt: string | undefined, serverAheadMs: number): number {
  const clock = useClock();
  const [now, setNow] = useState(() => clock.now().getTime());
  useEffect(() => {
    setNow(clock.now().getTime());
    return clock.every(1000, () => setNow(clock.now().getTime()));
  }, [clock]);
  return startedAt ? Math.max(0, Math.floor((now + serverAheadMs - Date.parse(startedAt)) / 1000)) : 0;
}

/**
 * The live count of one monitor: the server's session (started once, idempotently), its kicks
 * added and taken back, the time running, and its end, saved or discarded.
 */
export function useKickCountSession(monitorId: number, onDone: (reading: Schema<'KickCountReading'> | null) => void) {
  const { client } = useMat();
  const clock = useClock();
  const queryClient = useQueryClient();
  const fail = useFailureNotice();
  // Outside the 'monitors' keys on purpose: refreshing monitors must never start a session again.
  const sessionKey = ['kickCountSession', monitorId];
  // Once saved or discarded, the screen must not start the session again while it closes.
  const [ended, setEnded] = useState(false);
  const session = useQuery({
    queryKey: sessionKey,
    queryFn: async (): Promise<Live> => {
      const answer = client.POST('/patient/monitors/kick-counter', { body: { id: monitorId } });
      const session = await unwrap(answer);
      return { session, serverAheadMs: serverClockOffset((await answer).response, clock.now()) };
    },
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    enabled: !ended,
  });
  const elapsed = useElapsedSeconds(session.data?.session.started_at, session.data?.serverAheadMs ?? 0);
  // Tried even offline: a kick that gets no answer is counted on the device (`unsent`).
  const addKick = useMutation({ ...monitorsMutations.addKick(client), networkMode: 'always' });
  const removeKick = useMutation({ ...monitorsMutations.removeKick(client), networkMode: 'always' });
  const discard = useMutation(monitorsMutations.deleteKickCount(client));
  // Movements counted on the device while the kick calls got no answer: the save sends the total.
  const [unsent, setUnsent] = useState(0);
  const live = session.data?.session;
  const current = live ? { ...live, kicks: Math.max(0, live.kicks + unsent) } : undefined;

  async function change(delta: 1 | -1) {
    try {
      const mutation = delta === 1 ? addKick : removeKick;
      const next = await mutation.mutateAsync({ params: { path: { id: current!.id } } });
      queryClient.setQueryData<Live>(sessionKey, (known) => ({
        session: next,
        serverAheadMs: known?.serverAheadMs ?? 0,
      }));
    } catch (error) {
      if (isNoAnswer(error)) setUnsent((n) => n + delta);
      else fail(error, 'errors.kickCountUpdateFailed');
    }
  }

  function finished(reading: Schema<'KickCountReading'> | null) {
    setEnded(true);
    queryClient.removeQueries({ queryKey: sessionKey });
    onDone(reading);
  }

  async function confirmDiscard() {
    try {
      await discard.mutateAsync({ params: { path: { id: current!.id } } });
      finished(null);
    } catch (error) {
      fail(error, 'errors.readingRemoveFailed');
    }
  }

  return {
    session,
    current,
    status: current && evaluateKickCountSession({ kicks: current.kicks, durationSeconds: elapsed }),
    duration: kickCountDuration(elapsed),
    ended,
    isAdding: addKick.isPending,
    isRemoving: removeKick.isPending,
    isDiscarding: discard.isPending,
    change,
    finished,
    confirmDiscard,
  };
}
