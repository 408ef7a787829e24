import { monitorsMutations, unwrap, type Schema } from '@mat/api';
import { KICK_COUNT_TARGET, evaluateKickCountSession, kickCountDuration } from '@mat/domain';
import { Alert, AlertDialog, Button, Heading, Link, Skeleton, Text, KickCountIcon } from '@mat/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useClock, useMat } from '../../provider/MatContext';
import { useErrorText } from '../../shared/useErrorText';
import * as screen from '../../shared/screen.css';
import * as styles from '../shared/monitors.css';
import { kickCounterMessages as m } from './kickCounter.messages';
import { KickCountForm } from './KickCountForm';
import { useFailureNotice } from '../../shared/useFailureNotice';
import { isNoAnswer } from '../outbox/useReadingOutbox';

type Session = Schema<'KickCountSession'>;

export interface KickCountSessionScreenProps {
  monitorId: number;
  /** After saving (the new count) or discarding (null). */
  onDone: (reading: Schema<'KickCountReading'> | null) => void;
}

/** Seconds since the session began, on the screens' clock, redrawn once a second. */
function useElapsedSeconds(startedAt: string | undefined): number {
  const clock = useClock();
  const [now, setNow] = useState(() => clock.now().getTime());
  useEffect(() => {
    setNow(clock.now().getTime());
    return clock.every(1000, () => setNow(clock.now().getTime()));
  }, [clock]);
  return startedAt ? Math.max(0, Math.floor((now - Date.parse(startedAt)) / 1000)) : 0;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * /kick-counter/{monitorId}/add-reading: the live count. The server keeps the session (its start
 * and its kicks), so a reload or another device continues the same count: starting is idempotent.
 */
export function KickCountSessionScreen({ monitorId, onDone }: KickCountSessionScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const queryClient = useQueryClient();
  const fail = useFailureNotice();
  const { text } = useErrorText();
  // Outside the 'monitors' keys on purpose: refreshing monitors must never start a session again.
  const sessionKey = ['kickCountSession', monitorId];
  // Once saved or discarded, the screen must not start the session again while it closes.
  const [ended, setEnded] = useState(false);
  const session = useQuery({
    queryKey: sessionKey,
    queryFn: () => unwrap(client.POST('/patient/monitors/kick-counter', { body: { id: monitorId } })),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    enabled: !ended,
  });
  const elapsed = useElapsedSeconds(session.data?.started_at);
  // Tried even offline: a kick that gets no answer is counted on the device (`unsent`).
  const addKick = useMutation({ ...monitorsMutations.addKick(client), networkMode: 'always' });
  const removeKick = useMutation({ ...monitorsMutations.removeKick(client), networkMode: 'always' });
  const discard = useMutation(monitorsMutations.deleteKickCount(client));
  const [finishing, setFinishing] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  // Movements counted on the device while the kick calls got no answer: the save sends the total.
  const [unsent, setUnsent] = useState(0);

  if (session.isPending) return <Skeleton lines={5} />;
  if (session.isError) return <Alert tone="danger">{text('errors.kickCountLoadFailed')}</Alert>;
  const current = { ...session.data, kicks: Math.max(0, session.data.kicks + unsent) };
  const status = evaluateKickCountSession({ kicks: current.kicks, durationSeconds: elapsed });
  const duration = kickCountDuration(elapsed);

  async function change(delta: 1 | -1) {
    try {
      const mutation = delta === 1 ? addKick : removeKick;
      const next = await mutation.mutateAsync({ params: { path: { id: current.id } } });
      queryClient.setQueryData<Session>(sessionKey, next);
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
      await discard.mutateAsync({ params: { path: { id: current.id } } });
      finished(null);
    } catch (error) {
      fail(error, 'errors.readingRemoveFailed');
    }
  }

  if (finishing) {
    const start = new Date(current.started_at);
    const initial = {
      total_kicks: current.kicks,
      duration,
      date: `${start.getFullYear()}-${two(start.getMonth() + 1)}-${two(start.getDate())}`,
      time: `${two(start.getHours())}:${two(start.getMinutes())}`,
      notes: null,
    };
    return (
      <div className={screen.screen}>
        <Heading level={1}>{intl.formatMessage(m.sessionTitle)}</Heading>
        <KickCountForm
          id={current.id}
          initial={initial}
          title="save"
          onSaved={finished}
          offline={{ monitorId, onQueued: () => finished(null) }}
        />
        <Button variant="tertiary" onPress={() => setFinishing(false)}>
          {intl.formatMessage(m.keepCounting)}
        </Button>
      </div>
    );
  }

  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.sessionTitle)}</Heading>
      {status === 'contactProvider' && <Alert tone="danger">{text('advice.kickCount.contactProvider')}</Alert>}
      <div>
        <Text size="small" tone="muted">
          {intl.formatMessage(m.elapsed)}
        </Text>
        {/* Not live: a reader hearing every second would hear nothing else. */}
        <p className={styles.timer}>
          {duration.hours > 0 && `${duration.hours}:`}
          {two(duration.minutes)}:{two(duration.seconds)}
        </p>
      </div>
      <p className={styles.kicks} role="status" aria-live="polite">
        {intl.formatMessage(m.kicks, { count: current.kicks })}
      </p>
      {status === 'done' && (
        <Alert tone="success">{intl.formatMessage(m.reached, { target: KICK_COUNT_TARGET })}</Alert>
      )}
      <Button
        icon={<KickCountIcon />}
        variant="primary"
        isFullWidth
        onPress={() => void change(1)}
        isDisabled={addKick.isPending}
      >
        {intl.formatMessage(m.kick)}
      </Button>
      <div className={screen.actions}>
        <Button
          variant="secondary"
          onPress={() => void change(-1)}
          isDisabled={current.kicks === 0 || removeKick.isPending}
        >
          {intl.formatMessage(m.undo)}
        </Button>
        <Button variant="secondary" onPress={() => setFinishing(true)}>
          {intl.formatMessage(m.finish)}
        </Button>
        <Button variant="tertiary" onPress={() => setDiscarding(true)}>
          {intl.formatMessage(m.discard)}
        </Button>
      </div>
      <Link href={`/kick-counter/${monitorId}/add-reading/learn-more`}>{intl.formatMessage(m.learnMore)}</Link>
      <AlertDialog
        isOpen={discarding}
        onOpenChange={(open) => !open && !ended && setDiscarding(false)}
        title={intl.formatMessage(m.discardTitle)}
        confirmLabel={intl.formatMessage(m.discard)}
        cancelLabel={intl.formatMessage(m.keepCounting)}
        onConfirm={confirmDiscard}
        isPending={discard.isPending}
      >
        {intl.formatMessage(m.discardBody)}
      </AlertDialog>
    </div>
  );
}
