import { familyQueries } from '@mat/api';
import { isOngoingPregnancy, speaksOfOngoingPregnancy } from '@mat/domain';
import { useQuery } from '@tanstack/react-query';
import { useMat } from '../provider/MatContext';

/** The pregnancy going on, or null (a 204: none, as after a reported loss). */
export function useActivePregnancy() {
  const { client } = useMat();
  return useQuery(familyQueries.getActivePregnancy(client));
}

/**
 * Where a pregnancy is this week. Asked only for a pregnancy still going on: a lost or born one has
 * no week, and the server answers 409 for it, so the screens never show week content after a loss.
 */
export function usePregnancyStage(
  pregnancy: { id: number; loss_report: unknown; child_id: number | null } | null | undefined,
) {
  const { client } = useMat();
  const ongoing = !!pregnancy && isOngoingPregnancy({ lossReport: pregnancy.loss_report, childId: pregnancy.child_id });
  return useQuery({
    ...familyQueries.getPregnancyStage(client, { params: { path: { id: pregnancy?.id ?? 0 } } }),
    enabled: ongoing,
  });
}

/**
 * Whether a screen may speak of a pregnancy going on (kick counting, week content): @mat/domain's
 * rule over the pregnancy the server calls active. Undefined while it is not known yet, so that
 * nothing is offered on a guess.
 */
export function useSpeaksOfOngoingPregnancy(): boolean | undefined {
  const active = useActivePregnancy();
  if (active.data === undefined) return undefined;
  return speaksOfOngoingPregnancy(
    active.data ? [{ lossReport: active.data.loss_report, childId: active.data.child_id }] : [],
  );
}
