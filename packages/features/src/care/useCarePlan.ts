// The care plan's data (spec 3, 4, 9): today, coming and earlier days, each paged from 1 with a
// has-more flag, and the item actions. Every action refreshes all of Care, as an item may move
// from one list to another (archived items leave today and the coming days for Earlier).
import { unwrap, type Schema } from '@mat/api';
import { markCareItemDone } from '@mat/domain';
import { useToast } from '@mat/ui';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { careItemKey, careKey, carePlanKey, type CarePlanItem } from './carePlanQueries';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useFailureNotice } from '../shared/useFailureNotice';
import { careMessages as m } from './care.messages';

type CarePlanPage = Schema<'CarePlanPage'>;

export { careItemKey, careKey, carePlanKey, type CarePlanItem } from './carePlanQueries';
export { useCarePlanList } from './useCarePlanList';

/** A done item heads its day's non-milestone items with its completed time (@mat/domain's rule), at once. */
function showDone(
  data: InfiniteData<CarePlanPage> | undefined,
  done: CarePlanItem,
): InfiniteData<CarePlanPage> | undefined {
  if (!data) return data;
  const pages = data.pages.map((page) => ({
    ...page,
    data: page.data.map((day) =>
      day.items.some((item) => item.id === done.id)
        ? {
            ...day,
            items: markCareItemDone(day.items, done.id, done.completed_at ?? '').map((item) =>
              item.id === done.id ? done : item,
            ),
          }
        : day,
    ),
  }));
  return { ...data, pages };
}

export type CareAction = 'complete' | 'completeMilestone' | 'archive' | 'unarchive' | 'unassign';

/** The item actions of spec 4, each with its notice and, on failure, the spec's words. */
export function useCareItemActions() {
  const { client } = useMat();
  const intl = useIntl();
  const toast = useToast();
  const fail = useFailureNotice();
  const queryClient = useQueryClient();
  // A removed item answers 404 from then on: its own page is left, not asked again.
  const refresh = (removed?: number) => {
    if (removed !== undefined) queryClient.removeQueries({ queryKey: careItemKey(removed) });
    return queryClient.invalidateQueries({
      queryKey: careKey,
      predicate: (query) => removed === undefined || query.queryKey[2] !== removed || query.queryKey[1] !== 'item',
    });
  };
  const run = useMutation({
    mutationFn: async ({ action, item }: { action: CareAction; item: CarePlanItem }) => {
      const at = { params: { path: { id: item.id } } };
      switch (action) {
        case 'complete':
          return unwrap(client.POST('/patient/assignment/complete/{id}', at));
        case 'completeMilestone':
          await unwrap(client.PUT('/patient/care-plan/milestones/{id}/completed', at));
          return null;
        case 'archive':
          await unwrap(client.PUT('/patient/assignment/{id}/archive', at));
          return null;
        case 'unarchive':
          await unwrap(client.PUT('/patient/assignment/{id}/unarchive', at));
          return null;
        case 'unassign':
          await unwrap(client.PUT('/patient/assignment/{id}/unassign', at));
          return null;
      }
    },
    onSuccess: async (done, { action, item }) => {
      if (done) {
        for (const list of ['today', 'history', 'future'] as const) {
          queryClient.setQueryData<InfiniteData<CarePlanPage>>(carePlanKey(list), (data) => showDone(data, done));
        }
      }
      const notice = {
        complete: m.markedDone,
        completeMilestone: m.markedDone,
        archive: m.archivedNotice,
        unarchive: m.unarchivedNotice,
        unassign: m.unassignedNotice,
      }[action];
      toast.show(intl.formatMessage(notice), { tone: 'success' });
      await refresh(action === 'unassign' ? item.id : undefined);
    },
    onError: (error, { action }) =>
      fail(
        error,
        action === 'archive'
          ? 'errors.archiveResourceFailed'
          : action === 'unarchive'
            ? 'errors.unarchiveResourceFailed'
            : 'errors.generic',
      ),
  });
  return run;
}
