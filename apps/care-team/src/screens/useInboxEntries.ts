// What the inbox shows, in the order shown (the keys walk it): the open alerts grouped by patient,
// then the questions waiting, answered and handled, from the staff API's alerts, counts and
// conversation pages, each polled.
import { unwrap } from '@mat/api';
import type { StaffSchemas } from '@mat/api/staff';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useStaff } from '../staff';
import * as styles from './console.css';
import type { Queue } from './InboxQueues';
import { ALERT_POLL_MS, POLL_MS, staffKeys } from './queries';

export type Conversation = StaffSchemas['InboxConversation'];
export type StaffAlert = StaffSchemas['StaffAlert'];

/** What the keys act on, in the order shown: each alert, then each conversation. */
export type Entry = { kind: 'alert'; alert: StaffAlert } | { kind: 'conversation'; conversation: Conversation };
export const entryKey = (entry: Entry) =>
  entry.kind === 'alert' ? `alert-${entry.alert.id}` : `conversation-${entry.conversation.id}`;
export const selectedClass = (isSelected: boolean) => (isSelected ? styles.selected : undefined);

/** The open alerts, one group per patient, in the server's order (urgent first): her first alert places her group. */
function byPatient(alerts: StaffAlert[]): StaffAlert[][] {
  const groups = new Map<number, StaffAlert[]>();
  for (const alert of alerts) groups.set(alert.patient.id, [...(groups.get(alert.patient.id) ?? []), alert]);
  return [...groups.values()];
}

/** The queue's alerts and conversations, and the entries the keys move through. */
export function useInboxEntries(queue: Queue) {
  const { client } = useStaff();
  const conversationQueue = queue === 'all' || queue === 'urgent_alerts' ? undefined : queue;
  const alerts = useQuery({
    queryKey: staffKeys.alerts,
    queryFn: () => unwrap(client.GET('/alerts')),
    refetchInterval: ALERT_POLL_MS,
  });
  const counts = useQuery({
    queryKey: staffKeys.inboxCounts,
    queryFn: () => unwrap(client.GET('/inbox/counts')),
    refetchInterval: ALERT_POLL_MS,
  });
  const inbox = useInfiniteQuery({
    queryKey: [...staffKeys.inbox, conversationQueue ?? 'all'],
    queryFn: ({ pageParam }) =>
      unwrap(client.GET('/conversations', { params: { query: { page: pageParam, queue: conversationQueue } } })),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
    refetchInterval: POLL_MS,
    enabled: queue !== 'urgent_alerts',
  });
  const all = inbox.data?.pages.flatMap((page) => page.data) ?? [];
  const waiting = all.filter((c) => c.waiting_seconds !== null);
  const answered = all.filter((c) => c.waiting_seconds === null && !c.handled);
  const handled = all.filter((c) => c.waiting_seconds === null && c.handled);
  const showAlerts = queue === 'all' || queue === 'urgent_alerts';
  const alertGroups = showAlerts ? byPatient(alerts.data ?? []) : [];
  const showConversations = queue !== 'urgent_alerts';
  const entries: Entry[] = [
    ...alertGroups.flat().map((alert) => ({ kind: 'alert' as const, alert })),
    ...(showConversations ? [...waiting, ...answered, ...handled] : []).map((conversation) => ({
      kind: 'conversation' as const,
      conversation,
    })),
  ];

  return { alerts, counts, inbox, waiting, answered, handled, alertGroups, showConversations, entries };
}
