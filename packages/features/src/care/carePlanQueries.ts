// The care plan's lists as queries, apart from the item actions (useCarePlan.ts), so a screen that
// only reads the plan (Today's "Next from Care") brings neither the actions nor Care's messages;
// and apart from the hook (useCarePlanList.ts), so Today's prefetch waits for no React code.
import { unwrap, type MatClient, type Schema } from '@mat/api';
import type { CarePlanList } from '@mat/domain';
import { infiniteQueryOptions } from '@tanstack/react-query';

export type CarePlanItem = Schema<'CarePlanItem'>;
export type CarePlanDay = Schema<'CarePlanDay'>;

/** Every query of Care starts with this key, so one invalidation refreshes them all. */
export const careKey = ['care'] as const;
export const carePlanKey = (list: CarePlanList) => [...careKey, 'carePlan', list] as const;
export const careItemKey = (id: number) => [...careKey, 'item', id] as const;

const paths = {
  today: '/patient/care-plan/today',
  history: '/patient/care-plan/history',
  future: '/patient/care-plan/future',
} as const;

/** One list of the plan, a page of days at a time, as the screens and Today's prefetch ask it. */
export function carePlanListQuery(client: MatClient, list: CarePlanList) {
  return infiniteQueryOptions({
    queryKey: carePlanKey(list),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      unwrap(client.GET(paths[list], { params: { query: { page: pageParam } }, signal })),
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
  });
}
