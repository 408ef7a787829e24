// The inbox: urgent alerts (crisis answers, blood pressure; a severe recheck first) at the very top, grouped by patient, then the questions
// waiting for an answer (the longest wait first, with how long), then answered ones, and handled ones apart. Queues with their counts
// (counted by the server) narrow it; keys move through it (inboxKeys.ts) and a live region says where she is.
// An alert selected (by the keys, or by moving focus into it) opens the patient panel beside the list, as a
// conversation has it beside its thread.
import { unwrap } from '@mat/api';
import { Alert, Badge, Button, Card, Heading, Link, Spinner, Text, useToast } from '@mat/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { inboxMessages as m, shellMessages } from '../messages';
import { useStaff } from '../staff';
import { waitOf } from '../wait';
import * as styles from './console.css';
import { errorText } from './errors';
import { stageText } from './stage';
import { useInboxKeys } from './inboxKeys';
import { InboxQueues, type Queue } from './InboxQueues';
import { InboxAlerts } from './InboxAlerts';
import { PatientPanel } from './PatientPanel';
import { entryKey, selectedClass, useInboxEntries, type Conversation, type Entry } from './useInboxEntries';

/** How long she has waited: minutes under an hour, then hours and minutes ("Waiting 2 h 10 min") under two days, then days. */
export function waitedText(intl: IntlShape, seconds: number): string {
  const { value, unit } = waitOf(seconds);
  if (unit === 'hour')
    return intl.formatMessage(m.waitedHours, { hours: value, minutes: Math.floor((Math.max(0, seconds) % 3600) / 60) });
  return intl.formatMessage(m.waited, {
    duration: intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'long' }),
  });
}

function ConversationItem({ conversation, isSelected }: { conversation: Conversation; isSelected: boolean }) {
  const intl = useIntl();
  return (
    <li tabIndex={-1} data-inbox-item={`conversation-${conversation.id}`} className={selectedClass(isSelected)}>
      <Card>
        <div className={styles.stack}>
          <div className={styles.row}>
            <Link href={`/conversations/${conversation.id}`} className={styles.grow} data-inbox-open="">
              {conversation.patient.name}: {conversation.name}
            </Link>
            {conversation.waiting_seconds !== null && (
              <Badge tone="warning">{waitedText(intl, conversation.waiting_seconds)}</Badge>
            )}
            {conversation.handled && <Badge tone="neutral">{intl.formatMessage(m.handled)}</Badge>}
          </div>
          <Text size="small" tone="muted">
            {stageText(intl, conversation.patient.stage)}
            {conversation.last_message_date &&
              ` · ${intl.formatDate(conversation.last_message_date, { dateStyle: 'medium', timeStyle: 'short' })}`}
          </Text>
          {conversation.last_message && <Text className={styles.breakable}>{conversation.last_message}</Text>}
        </div>
      </Card>
    </li>
  );
}

function Group({
  id,
  title,
  items,
  empty,
  selected,
}: {
  id: string;
  title: string;
  items: Conversation[];
  empty?: string;
  selected: string | null;
}) {
  if (items.length === 0 && !empty) return null;
  return (
    <section aria-labelledby={id} className={styles.stack}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      {items.length === 0 ? (
        <Text tone="muted">{empty}</Text>
      ) : (
        <ul className={styles.list}>
          {items.map((conversation) => (
            <ConversationItem
              key={conversation.id}
              conversation={conversation}
              isSelected={selected === `conversation-${conversation.id}`}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

export function InboxScreen() {
  const intl = useIntl();
  const { client } = useStaff();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [queue, setQueue] = useState<Queue>('all');
  const { alerts, counts, inbox, waiting, answered, handled, alertGroups, showConversations, entries } =
    useInboxEntries(queue);

  // The item the keys act on, by key so that a refresh of the list keeps it; the announcement says where she is.
  const [selected, setSelected] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const position = entries.findIndex((entry) => entryKey(entry) === selected);
  const current = entries[position];
  const selectedAlert = current?.kind === 'alert' ? current.alert : null;
  // Focus that moved into an alert selected it: it stays where she put it (on its button, its link).
  const focusedByHer = useRef(false);

  const handle = useMutation({
    mutationFn: (entry: Entry) =>
      entry.kind === 'alert'
        ? unwrap(client.POST('/alerts/{id}/resolved', { params: { path: { id: entry.alert.id } } }))
        : unwrap(client.POST('/conversations/{id}/handled', { params: { path: { id: entry.conversation.id } } })),
    onSuccess: (_, entry) => {
      const done = intl.formatMessage(entry.kind === 'alert' ? m.resolved : m.markHandled);
      toast.show(done, { tone: 'success' });
      setAnnouncement(done);
      void queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
    onError: (error) => setAnnouncement(errorText(intl, error)),
  });

  const describe = (entry: Entry, index: number) =>
    intl.formatMessage(m.position, {
      index: index + 1,
      total: entries.length,
      patient: entry.kind === 'alert' ? entry.alert.patient.name : entry.conversation.patient.name,
      what:
        entry.kind === 'alert'
          ? intl.formatMessage(m.urgentAlert)
          : entry.conversation.waiting_seconds !== null
            ? `${intl.formatMessage(m.question)}, ${waitedText(intl, entry.conversation.waiting_seconds)}`
            : intl.formatMessage(m.question),
    });

  useInboxKeys((key) => {
    if (entries.length === 0) return;
    if (key === 'next' || key === 'previous') {
      const index =
        position < 0
          ? key === 'next'
            ? 0
            : entries.length - 1
          : Math.min(entries.length - 1, Math.max(0, position + (key === 'next' ? 1 : -1)));
      const entry = entries[index]!;
      setSelected(entryKey(entry));
      setAnnouncement(describe(entry, index));
      return;
    }
    const entry = entries[position];
    if (!entry) return;
    const item = list.current?.querySelector<HTMLElement>(`[data-inbox-item="${entryKey(entry)}"]`);
    if (key === 'reply') item?.querySelector<HTMLElement>('[data-inbox-open]')?.click();
    else if (!handle.isPending) handle.mutate(entry);
  });

  // The selected item takes focus, so it scrolls into view and her screen reader is there too.
  useEffect(() => {
    if (focusedByHer.current) {
      focusedByHer.current = false;
      return;
    }
    if (selected) list.current?.querySelector<HTMLElement>(`[data-inbox-item="${selected}"]`)?.focus();
  }, [selected]);

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
            setSelected(null);
          }}
        />
        <div role="status" className={styles.visuallyHidden}>
          {announcement}
        </div>
        {alerts.isError && <Alert tone="danger">{errorText(intl, alerts.error)}</Alert>}
        <InboxAlerts
          groups={alertGroups}
          selected={selected}
          onSelect={(alert) => {
            focusedByHer.current = true;
            setSelected(`alert-${alert.id}`);
          }}
        />
        {showConversations && inbox.isPending && <Spinner label={intl.formatMessage(shellMessages.loading)} />}
        {showConversations && inbox.isError && <Alert tone="danger">{errorText(intl, inbox.error)}</Alert>}
        {showConversations && inbox.data && (
          <>
            <Group
              id="waiting"
              title={intl.formatMessage(m.waiting)}
              items={waiting}
              empty={intl.formatMessage(m.noneWaiting)}
              selected={selected}
            />
            <Group id="answered" title={intl.formatMessage(m.answered)} items={answered} selected={selected} />
            <Group id="handled" title={intl.formatMessage(m.handled)} items={handled} selected={selected} />
            {inbox.hasNextPage && (
              <Button
                variant="secondary"
                isPending={inbox.isFetchingNextPage}
                onPress={() => void inbox.fetchNextPage()}
              >
                {intl.formatMessage(m.loadMore)}
              </Button>
            )}
          </>
        )}
      </div>
      {selectedAlert && <PatientPanel patientId={selectedAlert.patient.id} />}
    </div>
  );
}
