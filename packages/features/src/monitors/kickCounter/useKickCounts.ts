import { unwrap, type Schema } from '@mat/api';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMat } from '../../provider/MatContext';
import { useMonitors } from '../shared/usePressureMonitor';

/** A kick counter's saved counts, newest first, a page at a time. */
export function useKickCountReadings(monitorId: number) {
  const { client } = useMat();
  return useInfiniteQuery({
    queryKey: ['monitors', 'listKickCountReadings', monitorId, 'pages'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        client.GET('/patient/monitors/kick-counter/{id}/readings', {
          params: { path: { id: monitorId }, query: { page: pageParam } },
          signal,
        }),
      ),
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
  });
}

/**
 * One saved count by its id. The contract lists counts by counter only, so the patient's counters
 * are paged until the count turns up (usually on a first page).
 */
export function useKickCountReading(readingId: number) {
  const { client } = useMat();
  const monitors = useMonitors();
  const counters = (monitors.data ?? [])
    .filter((monitor) => monitor.type === 'kick_counter')
    .map((monitor) => monitor.id);
  return useQuery({
    queryKey: ['monitors', 'kickCountReading', readingId, counters],
    enabled: monitors.isSuccess,
    queryFn: async ({ signal }): Promise<Schema<'KickCountReading'> | null> => {
      for (const id of counters) {
        for (let page = 1; ; page++) {
          const answer = await unwrap(
            client.GET('/patient/monitors/kick-counter/{id}/readings', {
              params: { path: { id }, query: { page } },
              signal,
            }),
          );
          const found = answer.data.find((reading) => reading.id === readingId);
          if (found) return found;
          if (!answer.has_more) break;
        }
      }
      return null;
    },
  });
}
