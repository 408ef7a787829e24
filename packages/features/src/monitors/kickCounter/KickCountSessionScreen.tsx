import type { Schema } from '@mat/api';
import { KICK_COUNT_TARGET, type KickCountDuration } from '@mat/domain';
import { Alert, AlertDialog, Button, Heading, Link, Skeleton, Text, KickCountIcon } from '@mat/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useErrorText } from '../../shared/useErrorText';
import * as screen from '../../shared/screen.css';
import * as styles from '../shared/monitors.css';
import { kickCounterMessages as m } from './kickCounter.messages';
import { KickCountForm } from './KickCountForm';
import { useKickCountSession } from './useKickCountSession';

type Session = Schema<'KickCountSession'>;

export interface KickCountSessionScreenProps {
  monitorId: number;
  /** After saving (the new count) or discarding (null). */
  onDone: (reading: Schema<'KickCountReading'> | null) => void;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * /kick-counter/{monitorId}/add-reading: the live count. The server keeps the session (its start
 * and its kicks), so a reload or another device continues the same count: starting is idempotent.
 */
export function KickCountSessionScreen({ monitorId, onDone }: KickCountSessionScreenProps) {
  const intl = useIntl();
  const { text } = useErrorText();
  const count = useKickCountSession(monitorId, onDone);
  const { current, status, duration } = count;
  const [finishing, setFinishing] = useState(false);
  const [discarding, setDiscarding] = useState(false);

  if (count.session.isPending) return <Skeleton lines={5} />;
  if (count.session.isError || !current) return <Alert tone="danger">{text('errors.kickCountLoadFailed')}</Alert>;

  if (finishing) {
    return (
      <KickCountSaving
        session={current}
        duration={duration}
        monitorId={monitorId}
        onFinished={count.finished}
        onKeepCounting={() => setFinishing(false)}
      />
    );
  }

  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.sessionTitle)}</Heading>
      {status === 'contactProvider' && <Alert tone="danger">{text('advice.kickCount.contactProvider')}</Alert>}
      <KickTally duration={duration} kicks={current.kicks} />
      {status === 'done' && (
        <Alert tone="success">{intl.formatMessage(m.reached, { target: KICK_COUNT_TARGET })}</Alert>
      )}
      <Button
        icon={<KickCountIcon />}
        variant="primary"
        isFullWidth
        onPress={() => void count.change(1)}
        isDisabled={count.isAdding}
      >
        {intl.formatMessage(m.kick)}
      </Button>
      <div className={screen.actions}>
        <Button
          variant="secondary"
          onPress={() => void count.change(-1)}
          isDisabled={current.kicks === 0 || count.isRemoving}
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
        onOpenChange={(open) => !open && !count.ended && setDiscarding(false)}
        title={intl.formatMessage(m.discardTitle)}
        confirmLabel={intl.formatMessage(m.discard)}
        cancelLabel={intl.formatMessage(m.keepCounting)}
        onConfirm={count.confirmDiscard}
        isPending={count.isDiscarding}
      >
        {intl.formatMessage(m.discardBody)}
      </AlertDialog>
    </div>
  );
}

/** The time running and the kicks counted so far. */
function KickTally({ duration, kicks }: { duration: KickCountDuration; kicks: number }) {
  const intl = useIntl();
  return (
    <>
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
        {intl.formatMessage(m.kicks, { count: kicks })}
      </p>
    </>
  );
}

/** The session's end: its count, time and start, ready to check and save (or to go back to counting). */
function KickCountSaving({
  session,
  duration,
  monitorId,
  onFinished,
  onKeepCounting,
}: {
  session: Session;
  duration: KickCountDuration;
  monitorId: number;
  onFinished: (reading: Schema<'KickCountReading'> | null) => void;
  onKeepCounting: () => void;
}) {
  const intl = useIntl();
  const start = new Date(session.started_at);
  const initial = {
    total_kicks: session.kicks,
    duration,
    date: `${start.getFullYear()}-${two(start.getMonth() + 1)}-${two(start.getDate())}`,
    time: `${two(start.getHours())}:${two(start.getMinutes())}`,
    notes: null,
  };
  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.sessionTitle)}</Heading>
      <KickCountForm
        id={session.id}
        initial={initial}
        title="save"
        onSaved={onFinished}
        offline={{ monitorId, onQueued: () => onFinished(null) }}
      />
      <Button variant="tertiary" onPress={onKeepCounting}>
        {intl.formatMessage(m.keepCounting)}
      </Button>
    </div>
  );
}
