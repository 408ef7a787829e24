import type { QueryClient } from '@tanstack/react-query';

/**
 * After a removal: everything about monitors is fetched again except the removed thing itself,
 * which would answer 404 (and a 404 leads away from the screen) while its screen is still open.
 */
export function refreshMonitorsAfterRemoving(queryClient: QueryClient, removedQuery: string): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: ['monitors'],
    predicate: (query) => query.queryKey[1] !== removedQuery,
  });
}
