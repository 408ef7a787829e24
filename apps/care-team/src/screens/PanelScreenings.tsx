// The patient's newest screenings in her panel: each with its score, its band and the band's name
// (@mat/domain's severity, given by the server, never worked out here), newest first.
import type { StaffSchemas } from '@mat/api/staff';
import { Badge, Heading, Text } from '@mat/ui';
import { useIntl } from 'react-intl';
import { panelMessages as m } from '../messages';
import * as styles from './console.css';

type Screening = StaffSchemas['RecordScreening'];

/** The strongest badge for the bands that ask the care team to act (10 or more is positive on every scale). */
const severityTone: Record<Screening['severity'], 'danger' | 'warning' | 'success'> = {
  minimal: 'success',
  mild: 'success',
  possible: 'warning',
  moderate: 'warning',
  likely: 'danger',
  moderatelySevere: 'danger',
  severe: 'danger',
};

export function PanelScreenings({ screenings, timeZone }: { screenings: Screening[]; timeZone: string }) {
  const intl = useIntl();
  return (
    <div className={styles.stack}>
      <Heading level={3} id="patient-panel-screenings">
        {intl.formatMessage(m.screenings)}
      </Heading>
      {screenings.length === 0 ? (
        <Text tone="muted">{intl.formatMessage(m.noScreenings)}</Text>
      ) : (
        <ul className={styles.list} aria-labelledby="patient-panel-screenings">
          {screenings.map((screening) => (
            <li key={screening.id} className={styles.fact}>
              <Text as="span" weight="bold">
                {screening.title}
              </Text>
              <span className={styles.row}>
                <Text as="span">
                  {intl.formatMessage(m.screeningResult, {
                    score: screening.score,
                    max: screening.max_score,
                    low: screening.band_min,
                    high: screening.band_max,
                    date: intl.formatDate(screening.finished_at, { dateStyle: 'medium', timeZone }),
                  })}
                </Text>
                <Badge tone={severityTone[screening.severity]}>
                  {intl.formatMessage(m.severity[screening.severity])}
                </Badge>
                {screening.crisis && <Badge tone="danger">{intl.formatMessage(m.crisis)}</Badge>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
