import { monitorsMutations } from '@mat/api';
import { Alert, Badge, Heading, Link, LinkButton, Skeleton, Text } from '@mat/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useMat } from '../../provider/MatContext';
import { useErrorText } from '../../shared/useErrorText';
import * as screen from '../../shared/screen.css';
import { RemoveDialog } from '../../shared/RemoveDialog';
import { CategoryBadge } from '../shared/CategoryBadge';
import { bloodPressureMessages as m } from './bloodPressure.messages';
import { BloodPressureFormScreen } from './BloodPressureFormScreen';
import { isUrgent } from './ReadingResult';
import { useBloodPressureReading } from './useBloodPressureReadings';
import { refreshMonitorsAfterRemoving } from '../shared/refreshMonitors';

export interface BloodPressureReadingScreenProps {
  readingId: number;
  /** view: /readings/{id}/view; edit: /reading/{id}/edit; remove: /reading/{id}/remove asks first. */
  mode: 'view' | 'edit' | 'remove';
  /** Where to go after the reading is removed, or on "Keep it". */
  onDone: (monitorId: number | null) => void;
}

/** One blood pressure reading: to view, change or remove (spec 2, monitor routes). */
export function BloodPressureReadingScreen({ readingId, mode, onDone }: BloodPressureReadingScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const queryClient = useQueryClient();
  const { text } = useErrorText();
  const reading = useBloodPressureReading(readingId);
  const remove = useMutation(monitorsMutations.deleteBloodPressureReading(client));

  if (reading.isPending) return <Skeleton lines={4} />;
  if (reading.isError || !reading.data) return <Alert tone="danger">{text('errors.loadDataFailed')}</Alert>;
  const r = reading.data;
  if (mode === 'edit')
    return (
      <BloodPressureFormScreen monitorId={r.monitor_id} reading={r} monitorHref={`/blood-pressure/${r.monitor_id}`} />
    );

  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.readingTitle)}</Heading>
      {isUrgent(r) && (
        <Alert tone="danger" title={intl.formatMessage(m.urgentTitle)}>
          {r.advice}
        </Alert>
      )}
      <Text size="small" tone="muted">
        {intl.formatDate(r.measured_at, { dateStyle: 'full', timeStyle: 'short' })}
      </Text>
      <Text>
        {intl.formatMessage(m.reading, { systolic: r.systolic, diastolic: r.diastolic })}{' '}
        <CategoryBadge category={r.category} />{' '}
        {r.source === 'device' && <Badge tone="info">{intl.formatMessage(m.fromDevice)}</Badge>}
      </Text>
      {r.pulse !== null && <Text>{intl.formatMessage(m.pulseValue, { pulse: r.pulse })}</Text>}
      {r.symptoms.length > 0 && <Text>{r.symptoms.map((s) => s.name).join(', ')}</Text>}
      {r.notes && <Text>{r.notes}</Text>}
      {!isUrgent(r) && <Text>{r.advice}</Text>}
      <div className={screen.actions}>
        <LinkButton href={`/blood-pressure/reading/${r.id}/edit`} variant="secondary">
          {intl.formatMessage(m.edit)}
        </LinkButton>
        <LinkButton href={`/blood-pressure/reading/${r.id}/remove`} variant="secondary">
          {intl.formatMessage(m.remove)}
        </LinkButton>
        <Link href={`/blood-pressure/${r.monitor_id}`}>{intl.formatMessage(m.title)}</Link>
      </div>
      <RemoveDialog
        isOpen={mode === 'remove'}
        title={intl.formatMessage(m.removeTitle)}
        removeLabel={intl.formatMessage(m.remove)}
        keepLabel={intl.formatMessage(m.keep)}
        remove={() => remove.mutateAsync({ params: { path: { id: r.id } } })}
        failure="errors.readingRemoveFailed"
        onRemoved={async () => {
          await refreshMonitorsAfterRemoving(queryClient, 'bloodPressureReading');
          onDone(r.monitor_id);
        }}
        onKeep={() => onDone(null)}
      >
        {intl.formatMessage(m.removeBody)}
      </RemoveDialog>
    </div>
  );
}
