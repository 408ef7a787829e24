import { authQueries, conversationsQueries, unwrap } from '@mat/api';
import { useToast } from '@mat/ui';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useFailureNotice } from '../shared/useFailureNotice';
import { teamMessages as m } from './team.messages';
import { FALLBACK_POLL_MS, useLiveThread } from './useLiveThread';
import { unreadConversationsKey } from './useUnreadConversations';

const messagePagesKey = (id: number) => ['conversations', 'listMessages', 'pages', id] as const;

/**
 * One conversation and its messages, kept current: replies arrive live (or by polling without a
 * live connection), opening it reads it, and the patient may mark it unread again.
 */
export function useConversation(id: number) {
  const intl = useIntl();
  const { client } = useMat();
  const queryClient = useQueryClient();
  const toast = useToast();
  const fail = useFailureNotice();
  const conversation = useQuery(conversationsQueries.getConversation(client, { params: { path: { id } } }));
  const refreshLists = () => {
    void queryClient.invalidateQueries({ queryKey: unreadConversationsKey });
    void queryClient.invalidateQueries({ queryKey: ['conversations', 'listConversations'] });
  };
  const markRead = useMutation({
    mutationFn: () => unwrap(client.POST('/conversations/{id}/read', { params: { path: { id } } })),
    onSuccess: () => {
      refreshLists();
      // Reading the greeting sets messages_options.linda_greeting_message_read.
      void queryClient.invalidateQueries({ queryKey: authQueries.getCurrentUser(client).queryKey });
    },
  });
  const markUnread = useMutation({
    mutationFn: () => unwrap(client.DELETE('/conversations/{id}/read', { params: { path: { id } } })),
    onSuccess: () => {
      refreshLists();
      toast.show(intl.formatMessage(m.markedUnread), { tone: 'success' });
    },
    onError: (error) => fail(error, 'errors.generic'),
  });
  const live = useLiveThread(id, () => {
    void queryClient.invalidateQueries({ queryKey: messagePagesKey(id) });
    void queryClient.invalidateQueries({ queryKey: ['conversations', 'getConversation'] });
    // On screen, a reply is read as it comes; in a hidden tab it stays unread for the badge.
    if (document.visibilityState === 'visible') markRead.mutate();
    else refreshLists();
  });
  const thread = useInfiniteQuery({
    queryKey: messagePagesKey(id),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        client.GET('/conversations/{id}/messages', { params: { path: { id }, query: { page: pageParam } }, signal }),
      ),
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
    refetchInterval: live ? false : FALLBACK_POLL_MS,
  });
  // Opening the conversation reads it, by its first answer alone. Later it turns unread only by a
  // reply, read as it comes (by the live stream, or below while polling), or by the patient's "Mark
  // as unread", which must hold: reading it again here would send a second read that can land after
  // the next reply.
  const opened = useRef<number | null>(null);
  const answer = conversation.data;
  useEffect(() => {
    if (answer?.id !== id || opened.current === id) return;
    opened.current = id;
    if (!answer.read) markRead.mutate();
  }, [id, answer, markRead]);

  // Pages come newest first; the thread reads from the oldest down.
  const messages = (thread.data?.pages.flatMap((page) => page.data) ?? []).slice().reverse();

  // While the stream is down, a reply comes by the thread's polling instead, and is read as it is
  // shown, as a live one is: by a newer message of the care team than the thread showed before.
  const newest = messages.at(-1);
  const shownNewest = useRef<{ conversation: number; message: number } | null>(null);
  useEffect(() => {
    if (!newest) return;
    const before = shownNewest.current;
    shownNewest.current = { conversation: id, message: newest.id };
    if (live || before?.conversation !== id || before.message === newest.id || newest.mine) return;
    if (document.visibilityState === 'visible') markRead.mutate();
    else refreshLists();
  });
  return { conversation, messages, thread, markUnread };
}
