import type { Tone } from '@mat/tokens';
import type { ReactNode } from 'react';
import { ToneIcon } from '../icons/ToneIcon';
import { toneBox, toneIcon } from '../styles/tone.css';
import * as styles from './Alert.css';

export const alertTones = ['info', 'success', 'warning', 'danger'] as const satisfies readonly Tone[];

export interface AlertProps {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  /**
   * Announce the alert when it appears (for messages shown after an action, like a failed
   * login). Danger and warning alerts interrupt; info and success wait their turn.
   * Leave it off for alerts present when the page loads.
   */
  isLive?: boolean;
  id?: string;
  className?: string;
}

/** A message inside the page, beside what it is about. */
export function Alert({ tone = 'info', title, children, isLive, id, className }: AlertProps) {
  const role = isLive ? (tone === 'danger' || tone === 'warning' ? 'alert' : 'status') : undefined;
  return (
    <div
      id={id}
      role={role}
      data-tone={tone}
      className={[styles.alert, toneBox[tone], className].filter(Boolean).join(' ')}
    >
      <ToneIcon tone={tone} className={`${styles.icon} ${toneIcon[tone]}`} />
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children}
      </div>
    </div>
  );
}
