// The arithmetic of the readings chart, apart from React so it is tested on its own.

export type Point = { at: string; value: number };

/** Round tick values that cover [min, max]: steps of 1, 2, 2.5 or 5 times a power of ten. */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  if (min === max) {
    min -= 1;
    max += 1;
  }
  const raw = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * power).find((s) => s >= raw)!;
  const first = Math.floor(min / step) * step;
  const ticks: number[] = [];
  // Rounded to the step's precision, so 0.1 + 0.2 never shows as 0.30000000000000004.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  for (let tick = first; tick < max + step; tick += step) {
    ticks.push(Number(tick.toFixed(decimals)));
    if (tick >= max) break;
  }
  return ticks;
}

/** A linear map from [d0, d1] onto [r0, r1]; a zero-width domain maps to the middle. */
export function scale(d0: number, d1: number, r0: number, r1: number): (value: number) => number {
  if (d0 === d1) return () => (r0 + r1) / 2;
  return (value) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

/** The time span of every point, in milliseconds since the epoch. */
export function timeExtent(points: readonly Point[]): [number, number] {
  const times = points.map((p) => Date.parse(p.at));
  return [Math.min(...times), Math.max(...times)];
}

/** An SVG path through the points, oldest first. */
export function linePath(points: readonly { x: number; y: number }[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
}
