// The inbox's queues, each with how many items it holds (GET /inbox/counts): pressing one narrows
// the list to it. Toggle buttons in a named group: a screen reader says which one is on.
import type { StaffSchemas } from '@mat/api/staff';
import { Button } from '@mat/ui';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { inboxMessages as m } from '../messages';
import * as styles from './console.css';

export type Queue = 'all' | 'urgent_alerts' | StaffSchemas['InboxQueue'];

const queues: { queue: Queue; label: MessageDescriptor }[] = [
  { queue: 'all', label: m.queueAll },
  { queue: 'urgent_alerts', label: m.queueUrgent },
  { queue: 'unanswered', label: m.queueUnanswered },
  { queue: 'waiting_longest', label: m.queueWaitingLongest },
  { queue: 'mine', label: m.queueMine },
];

export function InboxQueues({
  queue,
  counts,
  onChange,
}: {
  queue: Queue;
  counts: StaffSchemas['InboxCounts'] | undefined;
  onChange: (queue: Queue) => void;
}) {
  const intl = useIntl();
  return (
    <div role="group" aria-label={intl.formatMessage(m.queues)} className={styles.row}>
      {queues.map(({ queue: each, label }) => {
        const name = intl.formatMessage(label);
        const count = each === 'all' ? undefined : counts?.[each];
        return (
          <Button
            key={each}
            variant={each === queue ? 'primary' : 'secondary'}
            aria-pressed={each === queue}
            onPress={() => onChange(each)}
          >
            {count === undefined ? name : intl.formatMessage(m.queueCount, { queue: name, count })}
          </Button>
        );
      })}
    </div>
  );
}
