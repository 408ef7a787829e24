import { Badge, Heading, Text } from '@mat/ui';
import type { ReactNode } from 'react';
import * as styles from '../shared/monitors.css';

export interface WaitingEntry {
  key: string;
  /** When it was taken, as the monitor's history says it. */
  when: string;
  /** What it says: the reading, the weight or the kicks. */
  value: ReactNode;
  /** Shown before the badge, e.g. a blood pressure reading's category. */
  note?: ReactNode;
}

export interface WaitingToSendProps {
  headingId: string;
  headingLevel: 2 | 3;
  heading: string;
  /** "Waiting to send", in the monitor's own messages. */
  badge: string;
  entries: WaitingEntry[];
}

/**
 * A monitor's entries kept on this device until the server has them (the outbox), listed above its
 * history so the patient sees nothing was lost. Renders nothing when none is waiting.
 */
export function WaitingToSend({ headingId, headingLevel, heading, badge, entries }: WaitingToSendProps) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId}>
        {heading}
      </Heading>
      <ul className={styles.list}>
        {entries.map(({ key, when, value, note }) => (
          <li key={key} className={styles.row}>
            <div className={styles.rowMain}>
              <Text size="small" tone="muted">
                {when}
              </Text>
              <span className={styles.big}>{value}</span>
              <span>
                {note}
                {note ? ' ' : null}
                <Badge tone="neutral">{badge}</Badge>
              </span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
