import type { ReactNode } from 'react';
import * as s from './Illustration.css';

/**
 * The families the week-by-week size comparisons fall in, smallest to largest: a seed or a
 * blueberry, a plum or a lime, a lemon or an avocado, a banana or an ear of corn, a squash or a
 * cabbage, a melon. One drawing per family, growing with it: the week's own comparison is in words.
 */
export type BabySizeFamily = 'seed' | 'berry' | 'citrus' | 'long' | 'squash' | 'melon';

/** The size family of a week of pregnancy (4 to 42). */
export function babySizeFamily(week: number): BabySizeFamily {
  if (week < 8) return 'seed';
  if (week < 14) return 'berry';
  if (week < 20) return 'citrus';
  if (week < 28) return 'long';
  if (week < 36) return 'squash';
  return 'melon';
}

const drawings: Record<BabySizeFamily, ReactNode> = {
  seed: (
    <>
      <circle className={s.accent} cx="80" cy="66" r="9" />
      <path className={s.ink} d="M76 58l4 3 4-3" />
    </>
  ),
  berry: (
    <>
      <circle className={s.accent} cx="80" cy="68" r="18" />
      <path className={s.ink} d="M80 50v-6" />
      <path className={s.fill} d="M80 46c6-8 16-8 20-4-6 6-14 8-20 4z" />
    </>
  ),
  citrus: (
    <>
      <path className={s.accent} d="M50 68c0-16 14-28 30-28s30 12 30 28-14 26-30 26-30-10-30-26z" />
      <path className={s.ink} d="M46 68h4M110 68h4" />
      <path className={s.fill} d="M80 40c4-10 16-12 22-8-6 8-14 10-22 8z" />
    </>
  ),
  long: (
    <>
      <path className={s.accent} d="M36 56c10 26 44 40 82 26 6-2 8-8 4-10-30 10-60 2-76-20-4-4-12-2-10 4z" />
      <path className={s.ink} d="M122 72l6-4M48 60c14 14 34 20 56 18" />
    </>
  ),
  squash: (
    <>
      <path
        className={s.accent}
        d="M62 40c0-8 6-12 14-12s14 4 14 12v10c14 8 22 20 22 32 0 16-14 26-32 26S48 98 48 82c0-12 8-24 14-32z"
      />
      <path className={s.ink} d="M76 28v-8M66 84c6 6 22 6 28 0" />
    </>
  ),
  melon: (
    <>
      <circle className={s.accent} cx="80" cy="64" r="46" />
      <path className={s.ink} d="M60 24c-10 22-10 58 0 80M80 18v92M100 24c10 22 10 58 0 80" />
    </>
  ),
};

export interface BabySizeIllustrationProps {
  /** The week of pregnancy whose size family is drawn. */
  week: number;
  /** What the drawing shows, in words ("About the size of a lemon"): read by screen readers. */
  label: string;
  className?: string;
}

/** The baby's size this week, drawn by size family over the soft circle of Today's drawings. */
export function BabySizeIllustration({ week, label, className }: BabySizeIllustrationProps) {
  const family = babySizeFamily(week);
  return (
    <svg
      viewBox="0 0 160 120"
      className={[s.illustration, className].filter(Boolean).join(' ')}
      role="img"
      aria-label={label}
      data-size-family={family}
      focusable="false"
    >
      <circle className={s.soft} cx="80" cy="64" r="54" />
      {drawings[family]}
    </svg>
  );
}
