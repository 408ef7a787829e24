import type { ReactNode } from 'react';
import { Text } from '../Text';
import * as styles from './List.css';

export interface FactsProps {
  /** Fact elements. */
  children: ReactNode;
  className?: string;
}

/**
 * Facts about one thing, each a label and its value (an appointment's kind, time and place; a
 * patient's week and language), read as a description list. Label above value, so nothing is
 * squeezed at 320 px or at 200% text.
 */
export function Facts({ children, className }: FactsProps) {
  return <dl className={[styles.facts, className].filter(Boolean).join(' ')}>{children}</dl>;
}

export interface FactProps {
  label: string;
  /** The value: text is set as body text; anything else (a link, a badge) as it is. */
  children: ReactNode;
}

export function Fact({ label, children }: FactProps) {
  return (
    <>
      <dt>
        <Text weight="bold" as="span">
          {label}
        </Text>
      </dt>
      <dd className={styles.fact}>{typeof children === 'string' ? <Text>{children}</Text> : children}</dd>
    </>
  );
}
