import { familyQueries, monitorsQueries, unwrap } from '@mat/api';
import { PEDIATRICIAN_ADVICE, dayOfLife, shouldContactPediatrician } from '@mat/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMat } from '../../provider/MatContext';
import { birthGrams, readingGrams } from '../../shared/weightUnits';

/** A weight monitor's readings, newest first, a page at a time. */
export function useWeightReadings(monitorId: number) {
  const { client } = useMat();
  return useInfiniteQuery({
    queryKey: ['monitors', 'listWeightReadings', monitorId, 'pages'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        client.GET('/patient/monitors/weight/{id}/readings', {
          params: { path: { id: monitorId }, query: { page: pageParam } },
          signal,
        }),
      ),
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
  });
}

/** The baby a weight monitor follows, for the birth weight the readings are compared with. */
export function useMonitorChild(monitorId: number) {
  const { client } = useMat();
  const monitor = useQuery(monitorsQueries.getMonitor(client, { params: { path: { id: monitorId } } }));
  const childId = monitor.data?.child_id ?? null;
  const child = useQuery({
    ...familyQueries.getChild(client, { params: { path: { id: childId ?? 0 } } }),
    enabled: childId !== null,
  });
  return { monitor, child: child.data ?? null };
}

/** The pediatrician advice id when a weight calls for it (clinical.md), or null. */
export function weightAdvice(
  reading: { weight: number; unit: 'lb' | 'kg'; measured_on: string },
  child: { birth_weight: { lb: number; oz: number } | null; date_of_birth: string | null } | null,
): typeof PEDIATRICIAN_ADVICE | null {
  const birth = birthGrams(child?.birth_weight ?? null);
  if (birth === null || !child?.date_of_birth) return null;
  const day = dayOfLife(child.date_of_birth, reading.measured_on);
  return shouldContactPediatrician({ birthGrams: birth, currentGrams: readingGrams(reading), dayOfLife: day })
    ? PEDIATRICIAN_ADVICE
    : null;
}
