import { Heading as AriaHeading } from 'react-aria-components';
import type { ReactNode } from 'react';
import * as styles from './Heading.css';

export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export interface HeadingProps {
  /** The document outline level (h1-h4). */
  level: HeadingLevel;
  /** The look, when it must differ from the level (a dialog's h2 that looks like an h3). */
  size?: HeadingLevel;
  id?: string;
  className?: string;
  children: ReactNode;
}

export function Heading({ level, size = level, id, className, children }: HeadingProps) {
  return (
    <AriaHeading
      level={level}
      id={id}
      className={[styles.heading, styles.level[size], className].filter(Boolean).join(' ')}
    >
      {children}
    </AriaHeading>
  );
}
