import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './Badge.css';
import { badgeMessages } from './Badge.messages';

export const badgeTones = ['brand', 'danger', 'neutral', 'success', 'warning', 'info'] as const;

export interface BadgeProps {
  tone?: (typeof badgeTones)[number];
  children: ReactNode;
}

/** A short label: a status ("Pending") or a count. */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return <span className={`${styles.badge} ${styles.tone[tone]}`}>{children}</span>;
}

export interface UnreadBadgeProps {
  count: number;
  /** Counts above it show as "max+" (default 99). */
  max?: number;
}

/** The unread count on a conversation or a tab; nothing at zero. Read out as "3 unread". */
export function UnreadBadge({ count, max = 99 }: UnreadBadgeProps) {
  const intl = useIntl();
  if (count <= 0) return null;
  return (
    <span
      className={`${styles.badge} ${styles.tone.danger}`}
      role="status"
      aria-label={intl.formatMessage(badgeMessages.unread, { count })}
    >
      {count > max ? `${intl.formatNumber(max)}+` : intl.formatNumber(count)}
    </span>
  );
}
