import { Heading, LinkButton } from '@mat/ui';
import { useIntl } from 'react-intl';
import { useActivePregnancy, useSpeaksOfOngoingPregnancy } from '../family/usePregnancy';
import { useFirstScreenPart } from '../shared/FirstScreen';
import { MonitorGlance } from './MonitorGlance';
import { useSession } from '../session/useSession';
import * as styles from './shared/monitors.css';
import { monitorHref } from './shared/monitorPaths';
import { useMonitors } from './shared/usePressureMonitor';
import { monitorsMessages as m } from './monitors.messages';

/**
 * The patient's monitors on the Today dashboard. Kick counting is offered to Gold members expecting
 * a baby: after a reported loss (or the birth) no pregnancy is going on and no counter is offered.
 */
export function MonitorsOverview() {
  const intl = useIntl();
  const { user } = useSession();
  const monitors = useMonitors();
  const active = useActivePregnancy();
  const pregnancyGoingOn = useSpeaksOfOngoingPregnancy();
  useFirstScreenPart(monitors.isLoading || active.isLoading);
  const kickCounting = (user?.matrona_gold_view ?? false) && pregnancyGoingOn === true;
  const shown = (monitors.data ?? []).filter((monitor) => monitor.type !== 'kick_counter' || kickCounting);
  return (
    <section aria-labelledby="monitors-heading">
      <Heading level={2} id="monitors-heading">
        {intl.formatMessage(m.title)}
      </Heading>
      <ul className={styles.list}>
        {shown.map((monitor) => (
          <li key={monitor.id} className={styles.row}>
            <div className={styles.rowMain}>
              <span className={styles.monitorName}>{monitor.name}</span>
              <MonitorGlance monitor={monitor} />
            </div>
            <LinkButton
              href={monitorHref(monitor)}
              variant="secondary"
              aria-label={`${intl.formatMessage(m.open)}: ${monitor.name}`}
            >
              {intl.formatMessage(m.open)}
            </LinkButton>
          </li>
        ))}
      </ul>
      {/* Only once the monitors and the pregnancy are known: while they load, a member who has a counter would be offered a new one. */}
      {kickCounting && monitors.data && !shown.some((monitor) => monitor.type === 'kick_counter') && (
        <LinkButton href="/kick-counter/get-started" variant="tertiary">
          {intl.formatMessage(m.startKickCounting)}
        </LinkButton>
      )}
    </section>
  );
}
