import * as styles from './monitors.css';

const WIDTH = 96;
const HEIGHT = 28;
const PAD = 3;

/**
 * A small line of the last readings, oldest on the left. Decorative (aria-hidden): the values are
 * written beside it in text. Drawn once, with no animation.
 */
export function Sparkline({ values }: { values: number[] }) {
  if (values.length < 2) return null;
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const step = (WIDTH - 2 * PAD) / (values.length - 1);
  const points = values.map((value, i) => {
    const x = PAD + i * step;
    const y = high === low ? HEIGHT / 2 : PAD + ((high - value) / span) * (HEIGHT - 2 * PAD);
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  });
  const [lastX, lastY] = points[points.length - 1]!.split(',');
  return (
    <svg
      className={styles.sparkline}
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      aria-hidden="true"
      focusable="false"
    >
      <polyline
        points={points.join(' ')}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <circle cx={lastX} cy={lastY} r="3" fill="currentColor" />
    </svg>
  );
}
