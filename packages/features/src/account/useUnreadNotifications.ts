import { monitorsQueries } from '@mat/api';
import { useQuery } from '@tanstack/react-query';
import { useMat } from '../provider/MatContext';

/** Notifications not yet read, for a badge; checked each minute, as reminders fall due. */
export function useUnreadNotifications(enabled = true): number {
  const { client } = useMat();
  const unread = useQuery({ ...monitorsQueries.countUnreadNotifications(client), enabled, refetchInterval: 60_000 });
  return unread.data?.count ?? 0;
}
