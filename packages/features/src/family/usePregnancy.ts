import { familyQueries } from '@mat/api';
import { useQuery } from '@tanstack/react-query';
import { useMat } from '../provider/MatContext';

/** The pregnancy going on, or null (a 204: none). */
export function useActivePregnancy() {
  const { client } = useMat();
  return useQuery(familyQueries.getActivePregnancy(client));
}

/**
 * Where a pregnancy is this week. Asked only for a pregnancy still going on: a lost or born one has
 * no week, and the server answers 409 for it, so the screens never show week content after a loss.
 */
export function usePregnancyStage(pregnancy: { id: number; loss_report: unknown; child_id: number | null } | null | undefined) {
  const { client } = useMat();
  const ongoing = !!pregnancy && pregnancy.loss_report === null && pregnancy.child_id === null;
  return useQuery({ ...familyQueries.getPregnancyStage(client, { params: { path: { id: pregnancy?.id ?? 0 } } }), enabled: ongoing });
}
