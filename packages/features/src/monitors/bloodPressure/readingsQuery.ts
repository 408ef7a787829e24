// The blood pressure readings' query, apart from the hooks (useBloodPressureReadings.ts), so the
// monitor's prefetch (prefetchBloodPressure.ts) waits for no React code.
import { unwrap, type MatClient, type Schema } from '@mat/api';
import { infiniteQueryOptions } from '@tanstack/react-query';

type Page = Schema<'BloodPressureReadingPage'>;

/** A monitor's readings, newest first, a page at a time; `withSymptoms` keeps those with symptoms. */
export const bloodPressureReadingsQuery = (client: MatClient, monitorId: number, withSymptoms: boolean) =>
  infiniteQueryOptions({
    queryKey: ['monitors', 'listBloodPressureReadings', monitorId, { withSymptoms }],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        client.GET('/patient/monitors/pressure/{id}/readings', {
          params: { path: { id: monitorId }, query: { page: pageParam, symptoms: withSymptoms ? 1 : 0 } },
          signal,
        }),
      ),
    getNextPageParam: (last: Page) => (last.has_more ? last.page + 1 : undefined),
  });
