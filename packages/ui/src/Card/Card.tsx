import type { ReactNode } from 'react';
import * as styles from './Card.css';

export interface CardProps {
  children: ReactNode;
  /** `section` with `aria-labelledby` when the card is a landmark-worthy part of the page. */
  as?: 'div' | 'section' | 'article' | 'li';
  'aria-labelledby'?: string;
  className?: string;
}

/** A raised box grouping one thing: a session, a reading, a care team member. */
export function Card({ children, as: Element = 'div', className, ...props }: CardProps) {
  return (
    <Element {...props} className={[styles.card, className].filter(Boolean).join(' ')}>
      {children}
    </Element>
  );
}
