// The console's frame around every page: who is signed in (getStaffMember), the language switch
// and sign-out (staffLogout, then the token is forgotten whatever the answer).
import { unwrap } from '@mat/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { createContext, useContext, type ReactNode } from 'react';
import type { Locale } from './browser';
import { ConsoleShell } from './screens/ConsoleShell';
import { staffKeys } from './screens/queries';
import { useStaff } from './staff';

export type Language = { locale: Locale; onLocaleChange: (locale: Locale) => void };

export const LanguageContext = createContext<Language>({ locale: 'en', onLocaleChange: () => {} });

export function ConsoleFrame({ children }: { children: ReactNode }) {
  const language = useContext(LanguageContext);
  const { client, tokens } = useStaff();
  const router = useRouter();
  const queryClient = useQueryClient();
  // The token is read again at each navigation: signing in leads from /login to the inbox, and the
  // header then shows who is signed in, the console's places and sign-out without a reload.
  useRouterState({ select: (state) => state.location.pathname });
  const signedIn = tokens.get() !== null;
  const me = useQuery({ queryKey: staffKeys.me, queryFn: () => unwrap(client.GET('/me')), enabled: signedIn });
  const signOut = async () => {
    await client.DELETE('/auth/session').catch(() => undefined);
    tokens.clear();
    queryClient.clear();
    await router.navigate({ to: '/login', replace: true });
  };
  return (
    <ConsoleShell {...language} member={signedIn ? (me.data ?? null) : null} onSignOut={() => void signOut()}>
      {children}
    </ConsoleShell>
  );
}
