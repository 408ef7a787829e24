// The blood pressure monitor's prefetch (entry @mat/features/monitors/prefetch): its first page of
// readings, asked by the patient app's route loader while the monitors' screens are on their way.
import type { PrefetchContext } from '../../shared/prefetchContext';
import { bloodPressureReadingsQuery } from './readingsQuery';

/**
 * The query BloodPressureScreen makes on its first render (all readings, first page), with its key,
 * so the screen finds it asked or answered. A failed answer is left to the screen.
 */
export function prefetchBloodPressure({ queryClient, client }: PrefetchContext, monitorId: number): void {
  void queryClient.prefetchInfiniteQuery(bloodPressureReadingsQuery(client, monitorId, false));
}
