// The inbox: urgent alerts (crisis answers, blood pressure; a severe recheck first) at the very top, grouped by patient, then the questions
// waiting for an answer (the longest wait first, with how long), then answered ones, and handled ones apart. Queues with their counts
// (counted by the server) narrow it; keys move through it (inboxKeys.ts) and a live region says where she is.
// An alert selected (by the keys, or by moving focus into it) opens the patient panel beside the list, as a
// conversation has it beside its thread.
import { Alert, Heading, Text } from '@mat/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { inboxMessages as m } from '../messages';
import * as styles from './console.css';
import { errorText } from './errors';
import { InboxAlerts } from './InboxAlerts';
import { InboxConversations } from './InboxConversations';
import { InboxQueues, type Queue } from './InboxQueues';
import { PatientPanel } from './PatientPanel';
import { useInboxEntries } from './useInboxEntries';
import { useInboxSelection } from './useInboxSelection';

export function InboxScreen() {
  const intl = useIntl();
  const [queue, setQueue] = useState<Queue>('all');
  const { alerts, counts, inbox, waiting, answered, handled, alertGroups, showConversations, entries } =
    useInboxEntries(queue);
  const { list, selected, selectedAlert, announcement, clear, selectByFocus } = useInboxSelection(entries);

  return (
    <div className={styles.withPanel}>
      <div className={[styles.stack, styles.conversation].join(' ')} ref={list}>
        <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
        <Text size="small" tone="muted">
          {intl.formatMessage(m.keyboardHelp)}
        </Text>
        <InboxQueues
          queue={queue}
          counts={counts.data}
          onChange={(next) => {
            setQueue(next);
            clear();
          }}
        />
        <div role="status" className={styles.visuallyHidden}>
          {announcement}
        </div>
        {alerts.isError && <Alert tone="danger">{errorText(intl, alerts.error)}</Alert>}
        <InboxAlerts
          groups={alertGroups}
          selected={selected}
          onSelect={(alert) => selectByFocus(`alert-${alert.id}`)}
        />
        {showConversations && (
          <InboxConversations
            inbox={inbox}
            waiting={waiting}
            answered={answered}
            handled={handled}
            selected={selected}
          />
        )}
      </div>
      {selectedAlert && <PatientPanel patientId={selectedAlert.patient.id} />}
    </div>
  );
}
