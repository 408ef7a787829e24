import { ApiError, unwrap } from '@mat/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMat } from '../provider/MatContext';

/** Spec 9: unread conversations are polled every 30000 ms. */
export const UNREAD_POLL_MS = 30_000;

export const unreadConversationsKey = ['conversations', 'unread'] as const;

/** What the badge holds between polls: the count, and the ETag of the answer it came from. */
type UnreadAnswer = { count: number; etag: string | null };

/**
 * The patient's unread conversations, for the Team tab's badge. The poll sends X-Extend-Token
 * false (spec 7), so it never keeps an idle session alive, and stops for good on a 401 (spec 4):
 * a signed-out patient is not asked again every 30 seconds. It sends the ETag of its last answer
 * as If-None-Match: while nothing changed the server answers 304 without a body, and the badge
 * keeps its count.
 */
export function useUnreadConversations(enabled = true): number {
  const { client } = useMat();
  const queryClient = useQueryClient();
  const unread = useQuery({
    queryKey: unreadConversationsKey,
    queryFn: async ({ signal }): Promise<UnreadAnswer> => {
      const held = queryClient.getQueryData<UnreadAnswer>(unreadConversationsKey);
      const pending = client.GET('/conversations', {
        params: { query: { filters: { read: 0 } } },
        headers: { 'X-Extend-Token': 'false', ...(held?.etag ? { 'If-None-Match': held.etag } : {}) },
        signal,
      });
      const { response } = await pending;
      if (response.status === 304 && held) return held;
      const page = await unwrap(pending);
      return { count: page.data.length, etag: response.headers.get('ETag') };
    },
    enabled,
    retry: (count, error) => !(error instanceof ApiError && error.status === 401) && count < 2,
    refetchInterval: (query) =>
      query.state.error instanceof ApiError && query.state.error.status === 401 ? false : UNREAD_POLL_MS,
  });
  return unread.data?.count ?? 0;
}
