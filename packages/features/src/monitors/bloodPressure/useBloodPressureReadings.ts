import { unwrap } from '@mat/api';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMat } from '../../provider/MatContext';
import { usePressureMonitorId } from '../shared/usePressureMonitor';
import { bloodPressureReadingsQuery } from './readingsQuery';

/** The monitor's readings, newest first, a page at a time; `withSymptoms` keeps those with symptoms. */
export function useBloodPressureReadings(monitorId: number, withSymptoms: boolean) {
  const { client } = useMat();
  return useInfiniteQuery(bloodPressureReadingsQuery(client, monitorId, withSymptoms));
}

/**
 * One reading by its id. The contract lists readings by monitor only, so the patient's blood
 * pressure monitor is paged until the reading turns up (it is usually on the first page).
 */
export function useBloodPressureReading(readingId: number) {
  const { client } = useMat();
  const monitorId = usePressureMonitorId();
  return useQuery({
    queryKey: ['monitors', 'bloodPressureReading', readingId],
    enabled: monitorId !== undefined,
    queryFn: async ({ signal }) => {
      for (let page = 1; ; page++) {
        const answer = await unwrap(
          client.GET('/patient/monitors/pressure/{id}/readings', {
            params: { path: { id: monitorId! }, query: { page } },
            signal,
          }),
        );
        const found = answer.data.find((r) => r.id === readingId);
        if (found) return found;
        if (!answer.has_more) return null;
      }
    },
  });
}
