import { monitorsMutations } from '@mat/api';
import { Alert, Heading, Link, LinkButton, Skeleton, Text } from '@mat/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useMat } from '../../provider/MatContext';
import { useErrorText } from '../../shared/useErrorText';
import * as screen from '../../shared/screen.css';
import { RemoveDialog } from '../../shared/RemoveDialog';
import { kickCounterMessages as m } from './kickCounter.messages';
import { KickCountForm } from './KickCountForm';
import { useKickCountReading } from './useKickCounts';
import { refreshMonitorsAfterRemoving } from '../shared/refreshMonitors';

export interface KickCountReadingScreenProps {
  readingId: number;
  mode: 'view' | 'edit' | 'remove';
  /** After saving or removing: the counter's id. On "Keep it": null. */
  onDone: (monitorId: number | null) => void;
}

/** /kick-counter/readings/{id}/view, /edit and /remove (spec 2). */
export function KickCountReadingScreen({ readingId, mode, onDone }: KickCountReadingScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const queryClient = useQueryClient();
  const { text } = useErrorText();
  const reading = useKickCountReading(readingId);
  const remove = useMutation(monitorsMutations.deleteKickCount(client));

  if (reading.isPending) return <Skeleton lines={4} />;
  if (reading.isError || !reading.data) return <Alert tone="danger">{text('errors.kickCountLoadFailed')}</Alert>;
  const r = reading.data;

  if (mode === 'edit') {
    const { total_kicks, duration, date, time, notes } = r;
    return (
      <div className={screen.screen}>
        <KickCountForm
          id={r.id}
          initial={{ total_kicks, duration, date, time, notes }}
          title="edit"
          onSaved={() => onDone(r.monitor_id)}
        />
      </div>
    );
  }

  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.readingTitle)}</Heading>
      <Text size="small" tone="muted">
        {intl.formatDate(r.date, { dateStyle: 'full', timeZone: 'UTC' })} {r.time}
      </Text>
      <Text size="large">{intl.formatMessage(m.kicks, { count: r.total_kicks })}</Text>
      <Text>{intl.formatMessage(m.durationValue, r.duration)}</Text>
      {r.notes && <Text>{r.notes}</Text>}
      <Text size="small" tone="muted">
        {intl.formatMessage(m.addedBy, { name: r.added_by.name })}
      </Text>
      <div className={screen.actions}>
        <LinkButton href={`/kick-counter/readings/${r.id}/edit`} variant="secondary">
          {intl.formatMessage(m.edit)}
        </LinkButton>
        <LinkButton href={`/kick-counter/readings/${r.id}/remove`} variant="secondary">
          {intl.formatMessage(m.remove)}
        </LinkButton>
        <Link href={`/kick-counter/${r.monitor_id}`}>{intl.formatMessage(m.back)}</Link>
      </div>
      <RemoveDialog
        isOpen={mode === 'remove'}
        title={intl.formatMessage(m.removeTitle)}
        removeLabel={intl.formatMessage(m.remove)}
        keepLabel={intl.formatMessage(m.keep)}
        remove={() => remove.mutateAsync({ params: { path: { id: r.id } } })}
        failure="errors.readingRemoveFailed"
        onRemoved={async () => {
          await refreshMonitorsAfterRemoving(queryClient, 'kickCountReading');
          onDone(r.monitor_id);
        }}
        onKeep={() => onDone(null)}
      >
        {intl.formatMessage(m.removeBody)}
      </RemoveDialog>
    </div>
  );
}
