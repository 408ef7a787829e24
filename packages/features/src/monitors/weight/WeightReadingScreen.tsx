import { monitorsMutations, monitorsQueries } from '@mat/api';
import type { MeasureUnit } from '@mat/domain';
import { Alert, Heading, Link, LinkButton, Skeleton, Text } from '@mat/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useMat } from '../../provider/MatContext';
import { useSession } from '../../session/useSession';
import { useErrorText } from '../../shared/useErrorText';
import * as screen from '../../shared/screen.css';
import { RemoveDialog } from '../../shared/RemoveDialog';
import { weightMessages as m } from './weight.messages';
import { WeightFormScreen } from './WeightFormScreen';
import { formatWeight, readingGrams } from '../../shared/weightUnits';
import { refreshMonitorsAfterRemoving } from '../shared/refreshMonitors';

export interface WeightReadingScreenProps {
  readingId: number;
  mode: 'view' | 'edit' | 'remove';
  /** After saving or removing: the monitor's id. On "Keep it": null. */
  onDone: (monitorId: number | null) => void;
}

/** /weight-monitor/reading/{id}/view, /edit and /remove (spec 2). */
export function WeightReadingScreen({ readingId, mode, onDone }: WeightReadingScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { text } = useErrorText();
  const reading = useQuery(monitorsQueries.getWeightReading(client, { params: { path: { id: readingId } } }));
  const remove = useMutation(monitorsMutations.deleteWeightReading(client));
  const unit: MeasureUnit = user?.user_data.prefs.measureUnit ?? 'imperial';

  if (reading.isPending) return <Skeleton lines={4} />;
  if (reading.isError) return <Alert tone="danger">{text('errors.loadDataFailed')}</Alert>;
  const r = reading.data;
  if (mode === 'edit') return <WeightFormScreen monitorId={r.monitor_id} reading={r} onSaved={onDone} />;

  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.readingTitle)}</Heading>
      <Text size="small" tone="muted">
        {intl.formatDate(r.measured_on, { dateStyle: 'full', timeZone: 'UTC' })}
      </Text>
      <Text size="large">{formatWeight(intl, readingGrams(r), unit)}</Text>
      {r.notes && <Text>{r.notes}</Text>}
      <div className={screen.actions}>
        <LinkButton href={`/weight-monitor/reading/${r.id}/edit`} variant="secondary">
          {intl.formatMessage(m.edit)}
        </LinkButton>
        <LinkButton href={`/weight-monitor/reading/${r.id}/remove`} variant="secondary">
          {intl.formatMessage(m.remove)}
        </LinkButton>
        <Link href={`/weight-monitor/${r.monitor_id}`}>{intl.formatMessage(m.back)}</Link>
      </div>
      <RemoveDialog
        isOpen={mode === 'remove'}
        title={intl.formatMessage(m.removeTitle)}
        removeLabel={intl.formatMessage(m.remove)}
        keepLabel={intl.formatMessage(m.keep)}
        remove={() => remove.mutateAsync({ params: { path: { id: r.id } } })}
        failure="errors.readingRemoveFailed"
        onRemoved={async () => {
          await refreshMonitorsAfterRemoving(queryClient, 'getWeightReading');
          onDone(r.monitor_id);
        }}
        onKeep={() => onDone(null)}
      >
        {intl.formatMessage(m.removeBody)}
      </RemoveDialog>
    </div>
  );
}
