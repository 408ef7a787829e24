import type { ReactNode } from 'react';
import * as s from './Illustration.css';

export interface IllustrationProps {
  className?: string;
}

// Matrona's own drawings (no licence beyond the project's). Decorative: the heading beside each
// says what it shows, so they are hidden from screen readers.
function Drawing({ className, children }: IllustrationProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 160 120"
      className={[s.illustration, className].filter(Boolean).join(' ')}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A baby curled inside the womb, under a small sprout: Today's week of pregnancy. */
export function PregnancyIllustration(props: IllustrationProps) {
  return (
    <Drawing {...props}>
      <circle className={s.soft} cx="80" cy="62" r="54" />
      <circle className={s.fill} cx="80" cy="66" r="40" />
      <path className={s.accent} d="M92 52a16 16 0 1 1-22 22c-6 8-4 18 6 20 14 3 28-8 28-24 0-8-4-14-12-18z" />
      <circle className={s.accent} cx="80" cy="54" r="11" />
      <path className={s.ink} d="M76 54h.01M84 54h.01M78 59c1.5 1 2.5 1 4 0" />
      <path className={s.ink} d="M80 26V14M80 20c-6-6-14-6-18-2 4 4 12 6 18 2zM80 17c5-6 12-7 16-3-4 4-11 6-16 3z" />
    </Drawing>
  );
}

/** A swaddled newborn asleep under a crescent moon: Today's week of the baby's life. */
export function NewbornIllustration(props: IllustrationProps) {
  return (
    <Drawing {...props}>
      <circle className={s.soft} cx="80" cy="64" r="54" />
      <path className={s.fill} d="M128 22a18 18 0 1 1-22 22 14 14 0 0 0 22-22z" />
      <path className={s.fill} d="M38 78c0-20 20-34 42-34h8c16 0 28 10 28 24 0 18-20 30-44 30H58c-12 0-20-8-20-20z" />
      <circle className={s.accent} cx="58" cy="66" r="16" />
      <path className={s.ink} d="M51 66c1.5 1.5 3.5 1.5 5 0M60 66c1.5 1.5 3.5 1.5 5 0M56 73c1.5 1 2.5 1 4 0" />
      <path className={s.ink} d="M76 58c10 4 18 14 20 26M88 54c8 6 14 14 16 24" />
      <path
        className={s.ink}
        d="M32 30l2 4 4 2-4 2-2 4-2-4-4-2 4-2zM110 96l1.5 3 3 1.5-3 1.5-1.5 3-1.5-3-3-1.5 3-1.5z"
      />
    </Drawing>
  );
}

/** A small plant in a pot, waiting to grow: an empty list that will fill. */
export function EmptyIllustration(props: IllustrationProps) {
  return (
    <Drawing {...props}>
      <ellipse className={s.soft} cx="80" cy="104" rx="52" ry="8" />
      <path className={s.fill} d="M58 72h44l-6 32H64z" />
      <path className={s.ink} d="M54 72h52" />
      <path className={s.ink} d="M80 72V40" />
      <path className={s.accent} d="M80 52c-4-14-18-20-28-16 2 12 14 20 28 16z" />
      <path className={s.accent} d="M80 44c4-14 18-20 28-16-2 12-14 20-28 16z" />
    </Drawing>
  );
}

/** Two hands holding a heart: onboarding, being cared for from the first step. */
export function WelcomeIllustration(props: IllustrationProps) {
  return (
    <Drawing {...props}>
      <circle className={s.soft} cx="80" cy="60" r="54" />
      <path className={s.accent} d="M80 76c-16-10-26-18-26-30a12 12 0 0 1 26-6 12 12 0 0 1 26 6c0 12-10 20-26 30z" />
      <path className={s.fill} d="M30 74c10 0 20 6 28 14 6 6 14 8 22 8v14H52c-10 0-18-6-22-14z" />
      <path className={s.fill} d="M130 74c-10 0-20 6-28 14-6 6-14 8-22 8v14h28c10 0 18-6 22-14z" />
      <path className={s.ink} d="M60 86c6 4 12 6 20 6M100 86c-6 4-12 6-20 6" />
    </Drawing>
  );
}
