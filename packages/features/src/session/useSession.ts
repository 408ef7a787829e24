import { authQueries, unwrap, type Schema } from '@mat/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useMat } from '../provider/MatContext';

export type CurrentUser = Schema<'CurrentUser'>;

/** The session: its token, the signed-in user, and the two transitions of spec section 4 "Auth". */
export function useSession() {
  const { client, tokens } = useMat();
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(tokens.subscribe, tokens.get, () => null);
  const userQuery = authQueries.getCurrentUser(client);
  const user = useQuery({ ...userQuery, enabled: token !== null });

  /**
   * Logged out becomes logged in when a token is stored. The user is fetched first (unless the
   * caller has it), so the app never sees a token without its user.
   */
  const signIn = useCallback(
    async (next: string, knownUser?: CurrentUser) => {
      const user = knownUser ?? (await unwrap(client.GET('/user', { headers: { Authorization: `Bearer ${next}` } })));
      queryClient.clear();
      queryClient.setQueryData(userQuery.queryKey, user);
      tokens.set(next);
    },
    [client, queryClient, tokens, userQuery.queryKey],
  );

  /** Logout ends the session on the server, then clears stored data and the token. */
  const signOut = useCallback(async () => {
    try {
      await client.GET('/logout');
    } finally {
      tokens.clear();
      queryClient.clear();
    }
  }, [client, tokens, queryClient]);

  const setUser = useCallback(
    (next: CurrentUser) => queryClient.setQueryData(userQuery.queryKey, next),
    [queryClient, userQuery.queryKey],
  );

  /**
   * The signed-in user as the cache holds it right now, without waiting for a render: a guard
   * that runs just after setUser() or signIn() must see the new state.
   */
  const readUser = useCallback(
    (): CurrentUser | null =>
      tokens.get() ? (queryClient.getQueryData<CurrentUser>(userQuery.queryKey) ?? null) : null,
    [tokens, queryClient, userQuery.queryKey],
  );

  return {
    token,
    readUser,
    user: token ? (user.data ?? null) : null,
    /** True while a stored token's user is being fetched: guards must wait for it. */
    isResolving: token !== null && user.isPending,
    signIn,
    signOut,
    setUser,
  };
}
