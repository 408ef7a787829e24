import { useId, useLayoutEffect, useRef, useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import { useIntl, type IntlShape } from 'react-intl';
import { buttonClassName } from '../Button/Button';
import { Table, type TableColumn } from '../Table';
import { Text } from '../Text';
import { linePath, niceTicks, scale, timeExtent, type Point } from './geometry';
import * as styles from './ReadingsChart.css';
import { readingsChartMessages as m } from './ReadingsChart.messages';

export type { Point as ChartPoint } from './geometry';

export interface ChartSeries {
  id: string;
  label: string;
  points: readonly Point[];
}

export interface ReadingsChartProps {
  /** Visible above the chart; names the figure, its picture and its table. */
  title: string;
  /** Up to three series, each told apart by colour, dash and marker shape. */
  series: readonly ChartSeries[];
  /** Written after every value, e.g. "mmHg". */
  unit: string;
  /** Lines to compare against, such as 140 mmHg. */
  thresholds?: readonly { value: number; label: string }[];
  /** How a reading's time is written; a medium date by default. */
  formatAt?: (at: string) => string;
}

const looks = ['first', 'second', 'third'] as const;
const HEIGHT = 220;
const PAD = { top: 24, right: 16, bottom: 28, left: 44 };

/** The chart's drawing width: the width it is given, measured again when it changes. */
function useWidth(fallback = 600) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(240, element.clientWidth || fallback));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [fallback]);
  return [ref, width] as const;
}

function Marker({ look, x, y }: { look: (typeof looks)[number]; x: number; y: number }) {
  const className = styles.marker[look];
  if (look === 'second') return <rect className={className} x={x - 4} y={y - 4} width={8} height={8} />;
  if (look === 'third')
    return <path className={className} d={`M${x},${y - 5} L${x + 5},${y + 4} L${x - 5},${y + 4} Z`} />;
  return <circle className={className} cx={x} cy={y} r={4.5} />;
}

/** The same readings as a table, newest first: one row per time, one column per series. */
function ReadingsTable({
  title,
  shown,
  unit,
  at,
}: {
  title: string;
  shown: readonly ChartSeries[];
  unit: string;
  at: (iso: string) => string;
}) {
  const intl = useIntl();
  const times = [...new Set(shown.flatMap((s) => s.points).map((p) => p.at))].sort(
    (a, b) => Date.parse(b) - Date.parse(a),
  );
  const columns: TableColumn<string>[] = [
    { key: 'at', header: intl.formatMessage(m.date), cell: at, isRowHeader: true },
    ...shown.map((s) => ({
      key: s.id,
      header: `${s.label} (${unit})`,
      isNumeric: true,
      cell: (time: string) => {
        const point = s.points.find((p) => p.at === time);
        return point ? intl.formatNumber(point.value) : '';
      },
    })),
  ];
  return <Table caption={title} isCaptionHidden columns={columns} rows={times} rowKey={(time) => time} />;
}

/** What the picture shows, in words, for a screen reader: each series' count, span, latest, highest and lowest. */
function summaryOf(
  intl: IntlShape,
  shown: readonly ChartSeries[],
  at: (iso: string) => string,
  value: (n: number) => string,
) {
  return shown
    .map((s) => {
      const ordered = [...s.points].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
      const numbers = s.points.map((p) => p.value);
      return intl.formatMessage(m.summary, {
        label: s.label,
        count: s.points.length,
        from: at(ordered[0]!.at),
        to: at(ordered.at(-1)!.at),
        latest: value(ordered.at(-1)!.value),
        highest: value(Math.max(...numbers)),
        lowest: value(Math.min(...numbers)),
      });
    })
    .join(' ');
}

/** The line chart itself: value ticks and thresholds across, the first and last times along the bottom, a line per series. */
function ReadingsPlot({
  titleId,
  summaryId,
  shown,
  unit,
  thresholds,
  width,
  at,
}: {
  titleId: string;
  summaryId: string;
  shown: readonly ChartSeries[];
  unit: string;
  thresholds: readonly { value: number; label: string }[];
  width: number;
  at: (iso: string) => string;
}) {
  const intl = useIntl();
  const all = shown.flatMap((s) => s.points);
  const values = [...all.map((p) => p.value), ...thresholds.map((t) => t.value)];
  const ticks = niceTicks(Math.min(...values), Math.max(...values));
  const [t0, t1] = timeExtent(all);
  const x = scale(t0, t1, PAD.left, width - PAD.right);
  const y = scale(ticks[0]!, ticks.at(-1)!, HEIGHT - PAD.bottom, PAD.top);
  const summary = summaryOf(intl, shown, at, (n) => `${intl.formatNumber(n)} ${unit}`);
  return (
    <svg className={styles.svg} width={width} height={HEIGHT} role="img" aria-labelledby={`${titleId} ${summaryId}`}>
      <desc id={summaryId}>{summary}</desc>
      <text className={styles.axisText} x={PAD.left - 6} y={10} textAnchor="end">
        {unit}
      </text>
      {ticks.map((tick) => (
        <g key={tick}>
          <line className={styles.grid} x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} />
          <text className={styles.axisText} x={PAD.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle">
            {intl.formatNumber(tick)}
          </text>
        </g>
      ))}
      {thresholds.map((t) => (
        <g key={t.label}>
          <line className={styles.threshold} x1={PAD.left} x2={width - PAD.right} y1={y(t.value)} y2={y(t.value)} />
          <text className={styles.thresholdText} x={width - PAD.right} y={y(t.value) - 4} textAnchor="end">
            {t.label}
          </text>
        </g>
      ))}
      <text className={styles.axisText} x={PAD.left} y={HEIGHT - 6} textAnchor="start">
        {at(new Date(t0).toISOString())}
      </text>
      {t1 > t0 && (
        <text className={styles.axisText} x={width - PAD.right} y={HEIGHT - 6} textAnchor="end">
          {at(new Date(t1).toISOString())}
        </text>
      )}
      {shown.map((s, i) => {
        const look = looks[i]!;
        const points = [...s.points]
          .sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
          .map((p) => ({ x: x(Date.parse(p.at)), y: y(p.value) }));
        return (
          <g key={s.id}>
            <path className={styles.series[look]} d={linePath(points)} />
            {points.map((p, j) => (
              <Marker key={j} look={look} x={p.x} y={p.y} />
            ))}
          </g>
        );
      })}
    </svg>
  );
}

/** Which line is which, when there is more than one: its colour, dash and marker beside its label. */
function Legend({ shown }: { shown: readonly ChartSeries[] }) {
  return (
    <ul className={styles.legend}>
      {shown.map((s, i) => (
        <li key={s.id} className={styles.legendItem}>
          <svg width="28" height="12" aria-hidden="true" focusable="false">
            <line className={styles.series[looks[i]!]} x1="2" x2="26" y1="6" y2="6" />
            <Marker look={looks[i]!} x={14} y={6} />
          </svg>
          {s.label}
        </li>
      ))}
    </ul>
  );
}

/**
 * Readings over time as a line chart, with the same data as a table one press away. The picture
 * carries a written summary (count, span, latest, highest, lowest) for screen readers.
 */
export function ReadingsChart({ title, series, unit, thresholds = [], formatAt }: ReadingsChartProps) {
  const intl = useIntl();
  const titleId = useId();
  const summaryId = useId();
  const [asTable, setAsTable] = useState(false);
  const [ref, width] = useWidth();
  const at = formatAt ?? ((iso: string) => intl.formatDate(iso, { dateStyle: 'medium' }));
  const shown = series.slice(0, looks.length).filter((s) => s.points.length > 0);
  const isEmpty = shown.length === 0;

  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <div className={styles.header}>
        <figcaption id={titleId} className={styles.title}>
          {title}
        </figcaption>
        {!isEmpty && (
          // A pressed state, not a changing label: "Show as a table", pressed or not.
          <ToggleButton isSelected={asTable} onChange={setAsTable} className={buttonClassName('tertiary')}>
            {intl.formatMessage(m.showTable)}
          </ToggleButton>
        )}
      </div>
      <div ref={ref}>
        {isEmpty ? (
          <Text tone="muted">{intl.formatMessage(m.empty)}</Text>
        ) : asTable ? (
          <ReadingsTable title={title} shown={shown} unit={unit} at={at} />
        ) : (
          <ReadingsPlot
            titleId={titleId}
            summaryId={summaryId}
            shown={shown}
            unit={unit}
            thresholds={thresholds}
            width={width}
            at={at}
          />
        )}
      </div>
      {!asTable && shown.length > 1 && <Legend shown={shown} />}
    </figure>
  );
}
