import type { CarePlanList } from '@mat/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMat } from '../provider/MatContext';
import { carePlanListQuery } from './carePlanQueries';

/** One list of the plan, a page of days at a time; `enabled: false` waits to ask. */
export function useCarePlanList(list: CarePlanList, { enabled = true }: { enabled?: boolean } = {}) {
  const { client } = useMat();
  return useInfiniteQuery({ ...carePlanListQuery(client, list), enabled });
}
