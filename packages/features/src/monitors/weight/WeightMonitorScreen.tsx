import type { MeasureUnit } from '@mat/domain';
import { Alert, EmptyState, Heading, Link, LinkButton, LoadMore, ReadingsChart, Text, AddIcon } from '@mat/ui';
import { useIntl } from 'react-intl';
import { useSession } from '../../session/useSession';
import * as screen from '../../shared/screen.css';
import { ExportButtons } from '../shared/ExportButtons';
import * as styles from '../shared/monitors.css';
import { weightMessages as m } from './weight.messages';
import { formatWeight, readingGrams } from '../../shared/weightUnits';
import { useMonitorChild, useWeightReadings, weightAdvice } from './useWeights';
import { MonitorArticles } from '../../articles/MonitorArticles';
import { useReadingOutbox } from '../outbox/useReadingOutbox';
import { WaitingToSend } from '../outbox/WaitingToSend';

export interface WeightMonitorScreenProps {
  monitorId: number;
}

/** /weight-monitor/{monitorId} and its /readings: a baby's weights in the patient's unit, newest first. */
export function WeightMonitorScreen({ monitorId }: WeightMonitorScreenProps) {
  const intl = useIntl();
  const { user } = useSession();
  const unit: MeasureUnit = user?.user_data.prefs.measureUnit ?? 'imperial';
  const { monitor, child } = useMonitorChild(monitorId);
  const readings = useWeightReadings(monitorId);
  const rows = readings.data?.pages.flatMap((page) => page.data) ?? [];
  const latest = rows[0];
  const advice = latest ? weightAdvice(latest, child) : null;
  // Weights logged with no connection, waiting on this device (the outbox) to be sent.
  const waiting = useReadingOutbox().waiting.flatMap((r) =>
    r.kind === 'weight' && r.monitorId === monitorId ? [r] : [],
  );

  return (
    <div className={screen.screen}>
      <Heading level={1}>{monitor.data?.name ?? intl.formatMessage(m.readings)}</Heading>
      {advice && (
        <Alert tone="warning" title={intl.formatMessage(m.flagTitle)}>
          {intl.formatMessage({ id: advice })}
        </Alert>
      )}
      <div className={screen.actions}>
        <LinkButton icon={<AddIcon />} href={`/weight-monitor/${monitorId}/reading/add`}>
          {intl.formatMessage(m.add)}
        </LinkButton>
        <Link href={`/monitor-reminders/${monitorId}`}>{intl.formatMessage(m.reminders)}</Link>
      </div>
      <Text size="small" tone="muted">
        {intl.formatMessage(m.normalLoss)}
      </Text>
      <WaitingToSend
        headingId="waiting-heading"
        headingLevel={2}
        heading={intl.formatMessage(m.waitingHeading)}
        badge={intl.formatMessage(m.waitingToSend)}
        entries={waiting.map(({ key, body }) => ({
          key,
          when: intl.formatDate(body.measured_on, { dateStyle: 'medium', timeZone: 'UTC' }),
          value: formatWeight(intl, readingGrams(body), unit),
        }))}
      />
      {rows.length > 0 && (
        <ReadingsChart
          title={intl.formatMessage(m.chartTitle)}
          unit={rows[0]!.unit}
          formatAt={(at) => intl.formatDate(at, { dateStyle: 'medium', timeZone: 'UTC' })}
          series={[
            {
              id: 'weight',
              label: intl.formatMessage(m.readingTitle),
              points: rows.map((r) => ({ at: `${r.measured_on}T00:00:00Z`, value: r.weight })),
            },
          ]}
        />
      )}
      {readings.isSuccess && rows.length === 0 ? (
        <EmptyState title={intl.formatMessage(m.none)}>{intl.formatMessage(m.noneHint)}</EmptyState>
      ) : (
        <ul className={styles.list} aria-busy={readings.isLoading}>
          {rows.map((reading) => {
            const date = intl.formatDate(reading.measured_on, { dateStyle: 'medium', timeZone: 'UTC' });
            return (
              <li key={reading.id} className={styles.row}>
                <div className={styles.rowMain}>
                  <Text size="small" tone="muted">
                    {date}
                  </Text>
                  <span className={styles.big}>{formatWeight(intl, readingGrams(reading), unit)}</span>
                  {reading.notes && <Text size="small">{reading.notes}</Text>}
                </div>
                <Link
                  href={`/weight-monitor/reading/${reading.id}/view`}
                  aria-label={`${intl.formatMessage(m.view)}: ${date}`}
                >
                  {intl.formatMessage(m.view)}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <LoadMore
        shown={rows.length}
        hasMore={readings.hasNextPage}
        isLoading={readings.isFetchingNextPage}
        onLoadMore={() => void readings.fetchNextPage()}
      />
      {/* Below the history, once it is known: sections drawn above a history still loading
          would jump down when the readings or the empty state arrive. */}
      {!readings.isPending && (
        <>
          <ExportButtons />
          <MonitorArticles monitorId={monitorId} />
        </>
      )}
    </div>
  );
}
