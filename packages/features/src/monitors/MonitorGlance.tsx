import type { Schema } from '@mat/api';
import { classifyBloodPressure, type MeasureUnit } from '@mat/domain';
import { Text } from '@mat/ui';
import { useIntl } from 'react-intl';
import { useSession } from '../session/useSession';
import { useShownTogether } from '../shared/ShownTogether';
import { useBloodPressureReadings } from './bloodPressure/useBloodPressureReadings';
import { bloodPressureMessages as bp } from './bloodPressure/bloodPressure.messages';
import { useKickCountReadings } from './kickCounter/useKickCounts';
import { kickCounterMessages as kc } from './kickCounter/kickCounter.messages';
import { monitorsMessages as m } from './monitors.messages';
import * as styles from './shared/monitors.css';
import { CategoryBadge } from './shared/CategoryBadge';
import { Sparkline } from './shared/Sparkline';
import { formatWeight, readingGrams } from '../shared/weightUnits';
import { useWeightReadings } from './weight/useWeights';

/** How many readings the sparkline draws: about a week of daily readings. */
const SPARK_READINGS = 7;

type Monitor = Schema<'Monitor'>;

/**
 * A monitor's latest value at a glance on Today ("116/74 mmHg" with its category's badge, as on the blood pressure screens, a weight in the patient's
 * unit, the last kick count) with a sparkline of the last readings. It reads the first page of the
 * monitor's readings, the page its own screen opens with, so the two share one cached answer.
 * On Today it is one of the parts shown together: a glance coming in late would push the monitors
 * below it down the page under a tap meant for their Open.
 */
export function MonitorGlance({ monitor }: { monitor: Monitor }) {
  if (monitor.last_reading_at === null) return <NothingLogged />;
  if (monitor.type === 'pressure') return <PressureGlance monitorId={monitor.id} />;
  if (monitor.type === 'weight') return <WeightGlance monitorId={monitor.id} />;
  return <KickGlance monitorId={monitor.id} />;
}

function NothingLogged() {
  const intl = useIntl();
  return (
    <Text size="small" tone="muted">
      {intl.formatMessage(m.noReading)}
    </Text>
  );
}

/** The latest value in words, then the sparkline with the earlier values written out for everyone. */
function Glance({ latest, values, earlier }: { latest: React.ReactNode; values: number[]; earlier: string[] }) {
  const intl = useIntl();
  return (
    <>
      <span className={styles.glance}>{latest}</span>
      {values.length > 1 && (
        <span className={styles.glance}>
          <Sparkline values={values} />
          <Text size="small" tone="muted">
            {intl.formatMessage(m.earlier, { values: intl.formatList(earlier, { type: 'unit', style: 'short' }) })}
          </Text>
        </span>
      )}
    </>
  );
}

function PressureGlance({ monitorId }: { monitorId: number }) {
  const intl = useIntl();
  const query = useBloodPressureReadings(monitorId, false);
  useShownTogether(query.isLoading);
  const readings = query.data?.pages[0]?.data.slice(0, SPARK_READINGS) ?? [];
  const [latest] = readings;
  if (!latest) return null;
  const oldestFirst = [...readings].reverse();
  return (
    <Glance
      latest={
        <>
          <span className={styles.value}>
            {intl.formatMessage(bp.reading, { systolic: latest.systolic, diastolic: latest.diastolic })}
          </span>
          <CategoryBadge category={classifyBloodPressure(latest).category} />
        </>
      }
      values={oldestFirst.map((r) => r.systolic)}
      earlier={oldestFirst.slice(0, -1).map((r) => `${r.systolic}/${r.diastolic}`)}
    />
  );
}

function WeightGlance({ monitorId }: { monitorId: number }) {
  const intl = useIntl();
  const { user } = useSession();
  const unit: MeasureUnit = user?.user_data.prefs.measureUnit ?? 'imperial';
  const query = useWeightReadings(monitorId);
  useShownTogether(query.isLoading);
  const readings = query.data?.pages[0]?.data.slice(0, SPARK_READINGS) ?? [];
  if (readings.length === 0) return null;
  const oldestFirst = [...readings].reverse();
  const grams = oldestFirst.map(readingGrams);
  return (
    <Glance
      latest={<span className={styles.value}>{formatWeight(intl, grams[grams.length - 1]!, unit)}</span>}
      values={grams}
      earlier={grams.slice(0, -1).map((g) => formatWeight(intl, g, unit))}
    />
  );
}

function KickGlance({ monitorId }: { monitorId: number }) {
  const intl = useIntl();
  const query = useKickCountReadings(monitorId);
  useShownTogether(query.isLoading);
  const readings = query.data?.pages[0]?.data.slice(0, SPARK_READINGS) ?? [];
  if (readings.length === 0) return null;
  const oldestFirst = [...readings].reverse();
  const kicks = oldestFirst.map((r) => r.total_kicks);
  return (
    <Glance
      latest={<span className={styles.value}>{intl.formatMessage(kc.kicks, { count: kicks[kicks.length - 1]! })}</span>}
      values={kicks}
      earlier={kicks.slice(0, -1).map((k) => intl.formatNumber(k))}
    />
  );
}
