import { monitorsQueries } from '@mat/api';
import { EmptyState, Heading, Link, LinkButton, LoadMore, Text, StartIcon } from '@mat/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useMat } from '../../provider/MatContext';
import * as screen from '../../shared/screen.css';
import * as styles from '../shared/monitors.css';
import { kickCounterMessages as m } from './kickCounter.messages';
import { useKickCountReadings } from './useKickCounts';
import { useReadingOutbox } from '../outbox/useReadingOutbox';
import { WaitingToSend } from '../outbox/WaitingToSend';

export interface KickCounterScreenProps {
  monitorId: number;
}

/** /kick-counter/{monitorId} and its /readings: start or continue counting, and past counts. */
export function KickCounterScreen({ monitorId }: KickCounterScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const monitor = useQuery(monitorsQueries.getMonitor(client, { params: { path: { id: monitorId } } }));
  const readings = useKickCountReadings(monitorId);
  const rows = readings.data?.pages.flatMap((page) => page.data) ?? [];
  // Counts saved with no connection, waiting on this device (the outbox) to be sent.
  const waiting = useReadingOutbox().waiting.flatMap((r) =>
    r.kind === 'kickCount' && r.monitorId === monitorId ? [r] : [],
  );

  return (
    <div className={screen.screen}>
      <Heading level={1}>{monitor.data?.name ?? intl.formatMessage(m.title)}</Heading>
      <div className={screen.actions}>
        <LinkButton icon={<StartIcon />} href={`/kick-counter/${monitorId}/add-reading`}>
          {intl.formatMessage(m.start)}
        </LinkButton>
        <Link href={`/monitor-reminders/${monitorId}`}>{intl.formatMessage(m.reminders)}</Link>
        <Link href={`/kick-counter/${monitorId}/add-reading/learn-more`}>{intl.formatMessage(m.learnMore)}</Link>
      </div>
      <section aria-labelledby="kick-history" className={screen.form}>
        <Heading level={2} id="kick-history">
          {intl.formatMessage(m.history)}
        </Heading>
        <WaitingToSend
          headingId="kick-waiting"
          headingLevel={3}
          heading={intl.formatMessage(m.waitingHeading)}
          badge={intl.formatMessage(m.waitingToSend)}
          entries={waiting.map(({ key, body }) => ({
            key,
            when: `${intl.formatDate(body.date, { dateStyle: 'medium', timeZone: 'UTC' })} ${body.time}`,
            value: intl.formatMessage(m.kicks, { count: body.total_kicks }),
          }))}
        />
        {readings.isSuccess && rows.length === 0 && waiting.length === 0 ? (
          <EmptyState title={intl.formatMessage(m.none)}>{intl.formatMessage(m.noneHint)}</EmptyState>
        ) : (
          <ul className={styles.list} aria-busy={readings.isLoading}>
            {rows.map((reading) => {
              const when = `${intl.formatDate(reading.date, { dateStyle: 'medium', timeZone: 'UTC' })} ${reading.time}`;
              return (
                <li key={reading.id} className={styles.row}>
                  <div className={styles.rowMain}>
                    <Text size="small" tone="muted">
                      {when}
                    </Text>
                    <span className={styles.big}>{intl.formatMessage(m.kicks, { count: reading.total_kicks })}</span>
                    <Text size="small">{intl.formatMessage(m.durationValue, reading.duration)}</Text>
                  </div>
                  <Link
                    href={`/kick-counter/readings/${reading.id}/view`}
                    aria-label={`${intl.formatMessage(m.view)}: ${when}`}
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
      </section>
    </div>
  );
}
