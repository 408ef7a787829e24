// The care page's filters (spec 3 and 9): what the plan and the offers hold (locations, types,
// categories), the patient's selection kept for the browser session as `care_filters` in session
// storage, and the plan's items that match it, paged by day from 1.
import { unwrap, type Schema } from '@mat/api';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useMat } from '../provider/MatContext';
import { patchCareFiltersStore, readCareFiltersStore } from '../shared/careFiltersStore';
import { careKey } from './useCarePlan';

export type CareFilterSelection = { locations: string[]; types: string[]; categories: string[] };

export { CARE_FILTERS_KEY } from '../shared/careFiltersStore';

export const noFilters: CareFilterSelection = { locations: [], types: [], categories: [] };

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, 100) : [];

/** What was kept, or none: a value another version wrote, or a hand-edited one, is not trusted. */
export function readCareFilters(storage: Storage | undefined = globalThis.sessionStorage): CareFilterSelection {
  const kept = readCareFiltersStore(storage);
  return { locations: strings(kept.locations), types: strings(kept.types), categories: strings(kept.categories) };
}

export const isFiltering = (selection: CareFilterSelection) =>
  selection.locations.length + selection.types.length + selection.categories.length > 0;

/** The selection, kept in session storage on every change (cleared when nothing is selected). */
export function useCareFilterSelection() {
  const [selection, setSelection] = useState(() => readCareFilters());
  const change = useCallback((next: CareFilterSelection) => {
    setSelection(next);
    // Only the care page's own keys: the directory's choices kept beside them stay.
    patchCareFiltersStore(isFiltering(next) ? next : { locations: undefined, types: undefined, categories: undefined });
  }, []);
  return [selection, change] as const;
}

export function useCareFilterOptions() {
  const { client } = useMat();
  return useQuery({
    queryKey: [...careKey, 'filters'] as const,
    queryFn: ({ signal }) => unwrap(client.GET('/patient/care/filters', { signal })),
  });
}

export function useFilteredCarePlan(selection: CareFilterSelection) {
  const { client } = useMat();
  return useInfiniteQuery({
    queryKey: [...careKey, 'filtered', selection] as const,
    initialPageParam: 1,
    enabled: isFiltering(selection),
    queryFn: ({ pageParam, signal }): Promise<Schema<'CarePlanPage'>> =>
      unwrap(client.POST('/patient/assignment', { params: { query: { page: pageParam } }, body: selection, signal })),
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
  });
}
