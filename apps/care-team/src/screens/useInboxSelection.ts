// Which inbox item the keys act on, and what they do to it: j/k move the selection (it takes focus, and a
// live announcement says where she is), r opens the item's reply, e resolves an alert or marks a question handled.
import { unwrap } from '@mat/api';
import { useToast } from '@mat/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { inboxMessages as m } from '../messages';
import { useStaff } from '../staff';
import { errorText } from './errors';
import { useInboxKeys } from './inboxKeys';
import { waitedText } from './InboxConversations';
import { entryKey, type Entry } from './useInboxEntries';

export function useInboxSelection(entries: Entry[]) {
  const intl = useIntl();
  const { client } = useStaff();
  const queryClient = useQueryClient();
  const toast = useToast();
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

  return {
    list,
    selected,
    selectedAlert,
    announcement,
    /** A new queue starts with nothing selected. */
    clear: () => setSelected(null),
    /** She moved focus into the item herself: select it without taking focus from where she put it. */
    selectByFocus: (key: string) => {
      focusedByHer.current = true;
      setSelected(key);
    },
  };
}
