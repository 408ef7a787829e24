import { ApiError, unwrap } from '@mat/api';
import { useQuery } from '@tanstack/react-query';
import { useMat } from '../provider/MatContext';

/** Spec 9: unread conversations are polled every 30000 ms. */
export const UNREAD_POLL_MS = 30_000;

export const unreadConversationsKey = ['conversations', 'unread'] as const;

/**
 * The patient's unread conversations, for the Team tab's badge. The poll sends X-Extend-Token
 * false (spec 7), so it never keeps an idle session alive, and stops for good on a 401 (spec 4):
 * a signed-out patient is not asked again every 30 seconds.
 */
export function useUnreadConversations(enabled = true): number {
  const { client } = useMat();
  const unread = useQuery({
    queryKey: unreadConversationsKey,
    queryFn: ({ signal }) =>
      unwrap(client.GET('/conversations', { params: { query: { filters: { read: 0 } } }, headers: { 'X-Extend-Token': 'false' }, signal })),
    enabled,
    retry: (count, error) => !(error instanceof ApiError && error.status === 401) && count < 2,
    refetchInterval: (query) => (query.state.error instanceof ApiError && query.state.error.status === 401 ? false : UNREAD_POLL_MS),
  });
  return unread.data?.data.length ?? 0;
}
