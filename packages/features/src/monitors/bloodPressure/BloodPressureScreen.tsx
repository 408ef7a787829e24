import type { Schema } from '@mat/api';
import { Badge, EmptyState, Heading, Link, LinkButton, LoadMore, ReadingsChart, Switch, Text, AddIcon } from '@mat/ui';
import { classifyBloodPressure } from '@mat/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '../../session/useSession';
import * as screen from '../../shared/screen.css';
import { CategoryBadge } from '../shared/CategoryBadge';
import { ExportButtons } from '../shared/ExportButtons';
import * as styles from '../shared/monitors.css';
import { bloodPressureMessages as m } from './bloodPressure.messages';
import { CuffSync } from './CuffSync';
import { useReadingOutbox } from '../outbox/useReadingOutbox';
import { WaitingToSend } from '../outbox/WaitingToSend';
import { useBloodPressureReadings } from './useBloodPressureReadings';

type Reading = Schema<'BloodPressureReading'>;

export interface BloodPressureScreenProps {
  monitorId: number;
}

/** /blood-pressure/{monitorId} and its /readings: the history, newest first, filterable by symptoms. */
export function BloodPressureScreen({ monitorId }: BloodPressureScreenProps) {
  const intl = useIntl();
  const { user } = useSession();
  const [withSymptoms, setWithSymptoms] = useState(false);
  const readings = useBloodPressureReadings(monitorId, withSymptoms);
  const rows = readings.data?.pages.flatMap((page) => page.data) ?? [];
  const waiting = useReadingOutbox().waiting.flatMap((r) =>
    r.kind === 'bloodPressure' && r.monitorId === monitorId ? [r] : [],
  );

  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
      <div className={screen.actions}>
        <LinkButton icon={<AddIcon />} href={`/blood-pressure/${monitorId}/reading/add`}>
          {intl.formatMessage(m.addReading)}
        </LinkButton>
        <Link href={`/monitor-reminders/${monitorId}`}>{intl.formatMessage(m.reminders)}</Link>
        <Link href="/blood-pressure/learn-more">{intl.formatMessage(m.learnMore)}</Link>
        {user?.has_pylo_device && <CuffSync />}
      </div>
      <section aria-labelledby="history-heading" className={screen.form}>
        <Heading level={2} id="history-heading">
          {intl.formatMessage(m.history)}
        </Heading>
        <WaitingToSend
          headingId="waiting-heading"
          headingLevel={3}
          heading={intl.formatMessage(m.waitingHeading)}
          badge={intl.formatMessage(m.waitingToSend)}
          entries={waiting.map(({ key, body }) => ({
            key,
            when: intl.formatDate(body.measured_at, { dateStyle: 'medium', timeStyle: 'short' }),
            value: intl.formatMessage(m.reading, { systolic: body.systolic, diastolic: body.diastolic }),
            note: <CategoryBadge category={classifyBloodPressure(body).category} />,
          }))}
        />
        <Switch isSelected={withSymptoms} onChange={setWithSymptoms}>
          {intl.formatMessage(m.onlyWithSymptoms)}
        </Switch>
        {rows.length > 0 && <BloodPressureChart readings={rows} />}
        {readings.isSuccess && rows.length === 0 ? (
          <EmptyState title={intl.formatMessage(m.noReadings)}>{intl.formatMessage(m.noReadingsHint)}</EmptyState>
        ) : (
          <ul className={styles.list} aria-busy={readings.isLoading}>
            {rows.map((reading) => (
              <BloodPressureRow key={reading.id} reading={reading} />
            ))}
          </ul>
        )}
        <LoadMore
          shown={rows.length}
          hasMore={readings.hasNextPage}
          isLoading={readings.isFetchingNextPage}
          onLoadMore={() => void readings.fetchNextPage()}
        />
      </section>
      {/* Below the history, once it is known: a section drawn above a history still loading
          would jump down when the readings or the empty state arrive. */}
      {!readings.isPending && <ExportButtons />}
    </div>
  );
}

/** Systolic and diastolic over time, one line each. */
function BloodPressureChart({ readings }: { readings: Reading[] }) {
  const intl = useIntl();
  return (
    <ReadingsChart
      title={intl.formatMessage(m.chartTitle)}
      unit="mmHg"
      formatAt={(at) => intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' })}
      series={[
        {
          id: 'systolic',
          label: intl.formatMessage(m.systolicShort),
          points: readings.map((r) => ({ at: r.measured_at, value: r.systolic })),
        },
        {
          id: 'diastolic',
          label: intl.formatMessage(m.diastolicShort),
          points: readings.map((r) => ({ at: r.measured_at, value: r.diastolic })),
        },
      ]}
    />
  );
}

/** One reading of the history: when, the numbers and their category, the pulse and symptoms, and its page. */
function BloodPressureRow({ reading }: { reading: Reading }) {
  const intl = useIntl();
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <Text size="small" tone="muted">
          {intl.formatDate(reading.measured_at, { dateStyle: 'medium', timeStyle: 'short' })}
        </Text>
        <span className={styles.big}>
          {intl.formatMessage(m.reading, { systolic: reading.systolic, diastolic: reading.diastolic })}
        </span>
        <span>
          <CategoryBadge category={reading.category} />{' '}
          {reading.source === 'device' && <Badge tone="info">{intl.formatMessage(m.fromDevice)}</Badge>}
        </span>
        {reading.pulse !== null && (
          <Text size="small">{intl.formatMessage(m.pulseValue, { pulse: reading.pulse })}</Text>
        )}
        {reading.symptoms.length > 0 && <Text size="small">{reading.symptoms.map((s) => s.name).join(', ')}</Text>}
      </div>
      <Link
        href={`/blood-pressure/readings/${reading.id}/view`}
        aria-label={`${intl.formatMessage(m.view)}: ${intl.formatDate(reading.measured_at, { dateStyle: 'medium', timeStyle: 'short' })}`}
      >
        {intl.formatMessage(m.view)}
      </Link>
    </li>
  );
}
