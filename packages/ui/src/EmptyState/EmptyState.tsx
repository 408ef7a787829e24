import type { ReactNode } from 'react';
import { Heading, type HeadingLevel } from '../Heading';
import { EmptyIllustration } from '../Illustration';
import { Text } from '../Text';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  title: string;
  /** What to do next: every empty list tells how it gets filled. */
  children?: ReactNode;
  /** A button or link that fills it. */
  action?: ReactNode;
  /** A decorative icon in place of the default drawing (a plant waiting to grow). */
  icon?: ReactNode;
  headingLevel?: HeadingLevel;
}

/** What a list shows when it has nothing yet ("No readings yet"). */
export function EmptyState({ title, children, action, icon, headingLevel = 2 }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      {icon ? (
        <span className={styles.illustration} aria-hidden="true">
          {icon}
        </span>
      ) : (
        <EmptyIllustration className={styles.drawing} />
      )}
      <Heading level={headingLevel} size={3}>
        {title}
      </Heading>
      {children && <Text tone="muted">{children}</Text>}
      {action}
    </div>
  );
}
