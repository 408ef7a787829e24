// Today's prefetch (entry @mat/features/today/prefetch): asks for what Today's first screen shows,
// all at once, while the screen's own code is still on its way. The patient app's /dashboard route
// loader calls it, so the answers come beside Today's chunks instead of after them and a render.
import { familyQueries, monitorsQueries } from '@mat/api';
import { isOngoingPregnancy } from '@mat/domain';
import { carePlanListQuery } from '../care/carePlanQueries';
import type { PrefetchContext } from '../shared/prefetchContext';
import { weekFileQuery } from './weekContent';
import { youngestBaby } from './youngestBaby';

/**
 * Every query Today's parts make on their first render, with the same keys and options, so the
 * screen finds them asked or answered. A failed answer is left to the screen, which asks again as
 * it mounts and shows its own error. The week's text is asked beside the week's stage, once a
 * pregnancy going on or a born baby is known, not after it.
 */
export function prefetchToday({ queryClient, client, locale }: PrefetchContext): void {
  // prefetchQuery never rejects (a failure stays in the cache for the screen); fetchQuery does,
  // and is used only where the answer decides what to ask next.
  void queryClient.prefetchQuery(familyQueries.listPregnancies(client));
  void queryClient.prefetchQuery(monitorsQueries.listMonitors(client));
  void queryClient.prefetchInfiniteQuery(carePlanListQuery(client, 'today'));
  void queryClient.prefetchInfiniteQuery(carePlanListQuery(client, 'future'));
  queryClient
    .fetchQuery(familyQueries.getActivePregnancy(client))
    .then((pregnancy) => {
      if (!pregnancy || !isOngoingPregnancy({ lossReport: pregnancy.loss_report, childId: pregnancy.child_id })) return;
      void queryClient.prefetchQuery(
        familyQueries.getPregnancyStage(client, { params: { path: { id: pregnancy.id } } }),
      );
      void queryClient.prefetchQuery(weekFileQuery('pregnancy', locale));
    })
    .catch(() => undefined);
  queryClient
    .fetchQuery(familyQueries.listChildren(client))
    .then((children) => {
      const baby = youngestBaby(children);
      if (!baby) return;
      void queryClient.prefetchQuery(familyQueries.getChildStage(client, { params: { path: { id: baby.id } } }));
      void queryClient.prefetchQuery(weekFileQuery('baby', locale));
    })
    .catch(() => undefined);
}
