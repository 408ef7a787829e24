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
  const quietly = (asked: Promise<unknown>) => void asked.catch(() => undefined);
  quietly(queryClient.prefetchQuery(familyQueries.listPregnancies(client)));
  quietly(queryClient.prefetchQuery(monitorsQueries.listMonitors(client)));
  quietly(queryClient.prefetchInfiniteQuery(carePlanListQuery(client, 'today')));
  quietly(queryClient.prefetchInfiniteQuery(carePlanListQuery(client, 'future')));
  quietly(
    queryClient.fetchQuery(familyQueries.getActivePregnancy(client)).then((pregnancy) => {
      if (!pregnancy || !isOngoingPregnancy({ lossReport: pregnancy.loss_report, childId: pregnancy.child_id })) return;
      quietly(
        queryClient.prefetchQuery(familyQueries.getPregnancyStage(client, { params: { path: { id: pregnancy.id } } })),
      );
      quietly(queryClient.prefetchQuery(weekFileQuery('pregnancy', locale)));
    }),
  );
  quietly(
    queryClient.fetchQuery(familyQueries.listChildren(client)).then((children) => {
      const baby = youngestBaby(children);
      if (!baby) return;
      quietly(queryClient.prefetchQuery(familyQueries.getChildStage(client, { params: { path: { id: baby.id } } })));
      quietly(queryClient.prefetchQuery(weekFileQuery('baby', locale)));
    }),
  );
}
