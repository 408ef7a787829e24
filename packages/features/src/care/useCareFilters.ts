// The care page's filters (spec 3 and 9): what the plan and the offers hold (locations, types,
// categories), the patient's selection kept for the browser session as `care_filters` in session
// storage, and the plan's items that match it, paged by day from 1.
import { unwrap, type Schema } from '@mat/api';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useMat } from '../provider/MatContext';
import { careKey } from './useCarePlan';

export type CareFilterSelection = { locations: string[]; types: string[]; categories: string[] };

/** Spec 3, "Storage keys": session storage. */
export const CARE_FILTERS_KEY = 'care_filters';

export const noFilters: CareFilterSelection = { locations: [], types: [], categories: [] };

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, 100) : []);

/** What was kept, or none: a value another version wrote, or a hand-edited one, is not trusted. */
export function readCareFilters(storage: Storage | undefined = globalThis.sessionStorage): CareFilterSelection {
  try {
    const kept = JSON.parse(storage?.getItem(CARE_FILTERS_KEY) ?? 'null') as Record<string, unknown> | null;
    if (!kept || typeof kept !== 'object') return noFilters;
    return { locations: strings(kept.locations), types: strings(kept.types), categories: strings(kept.categories) };
  } catch {
    return noFilters;
  }
}

export const isFiltering = (selection: CareFilterSelection) => selection.locations.length + selection.types.length + selection.categories.length > 0;

/** The selection, kept in session storage on every change (cleared when nothing is selected). */
export function useCareFilterSelection() {
  const [selection, setSelection] = useState(() => readCareFilters());
  const change = useCallback((next: CareFilterSelection) => {
    setSelection(next);
    try {
      if (isFiltering(next)) sessionStorage.setItem(CARE_FILTERS_KEY, JSON.stringify(next));
      else sessionStorage.removeItem(CARE_FILTERS_KEY);
    } catch {
      // Storage refused (private mode, full): the selection still holds for this page.
    }
  }, []);
  return [selection, change] as const;
}

export function useCareFilterOptions() {
  const { client } = useMat();
  return useQuery({ queryKey: [...careKey, 'filters'] as const, queryFn: ({ signal }) => unwrap(client.GET('/patient/care/filters', { signal })) });
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
