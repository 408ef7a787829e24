// Groups, classes and coaching (spec 3, 4 and 9): the offers page by page, one session of an
// offer, the patient's credits, and reserving or cancelling a place. A seat changes the credits,
// the session's places and the care plan (a reserved session is an item of it): all are refreshed.
import { ApiError, unwrap, type Schema } from '@mat/api';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMat } from '../provider/MatContext';
import { careKey } from './useCarePlan';

export type SupportSession = Schema<'SupportSession'>;

export const creditsKey = ['credits'] as const;
const offersKey = [...careKey, 'offers'] as const;
const sessionKey = (product: number, uuid: string) => [...careKey, 'session', product, uuid] as const;

export function useSupportOffers() {
  const { client } = useMat();
  return useInfiniteQuery({
    queryKey: offersKey,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        client.POST('/patient/support-product/groups', { params: { query: { page: pageParam } }, body: {}, signal }),
      ),
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
  });
}

export function useCredits() {
  const { client } = useMat();
  return useQuery({
    queryKey: creditsKey,
    queryFn: ({ signal }) => unwrap(client.GET('/stripe/get-balance', { signal })),
  });
}

export function useSupportSession(product: number, uuid: string) {
  const { client } = useMat();
  return useQuery({
    queryKey: sessionKey(product, uuid),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/patient/support-product/{id}/{sessionUuid}', {
          params: { path: { id: product, sessionUuid: uuid } },
          signal,
        }),
      ),
  });
}

/** The refusal the server gave (spec 4's rules: ended, started, reserved, full, no credits), or null. */
export const seatRefusal = (error: unknown): string | null =>
  error instanceof ApiError && error.status === 409 ? error.code : null;

export function useSeat() {
  const { client } = useMat();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: careKey }),
      queryClient.invalidateQueries({ queryKey: creditsKey }),
    ]);
  const reserve = useMutation({
    mutationFn: (session: SupportSession) =>
      unwrap(client.POST('/patient/support-session/reserve/{id}', { params: { path: { id: session.id } } })),
    onSettled: refresh,
  });
  const cancel = useMutation({
    mutationFn: ({ session, reason }: { session: SupportSession; reason: string }) =>
      unwrap(
        client.POST('/patient/support-session/cancel/{uuid}', {
          params: { path: { uuid: session.uuid } },
          body: { reason },
        }),
      ),
    onSettled: refresh,
  });
  return { reserve, cancel };
}
