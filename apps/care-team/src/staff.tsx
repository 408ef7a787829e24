// The console's access to the staff API: one client with the session and the language, handed to
// the screens through context, so stories and tests give a fake fetch instead of a server.
import { createStaffClient, type StaffClient } from '@mat/api/staff';
import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import type { Locale, TokenStore } from './browser';

type Staff = { client: StaffClient; tokens: TokenStore };

const StaffContext = createContext<Staff | null>(null);

export function StaffProvider({
  locale,
  tokens,
  onUnauthorized,
  fetch,
  baseUrl = '/api/staff/v1',
  children,
}: {
  locale: Locale;
  tokens: TokenStore;
  /** A 401: the session ended or was never there; the console shows sign-in again. */
  onUnauthorized: () => void;
  fetch?: typeof globalThis.fetch;
  /** The staff root; the console's own origin by default. */
  baseUrl?: string;
  children: ReactNode;
}) {
  const localeRef = useRef(locale);
  localeRef.current = locale;
  const unauthorized = useRef(onUnauthorized);
  unauthorized.current = onUnauthorized;
  const value = useMemo<Staff>(
    () => ({
      tokens,
      client: createStaffClient({
        baseUrl,
        getLocale: () => localeRef.current,
        getToken: () => tokens.get(),
        onUnauthorized: () => unauthorized.current(),
        fetch,
      }),
    }),
    [tokens, fetch, baseUrl],
  );
  return <StaffContext.Provider value={value}>{children}</StaffContext.Provider>;
}

export function useStaff(): Staff {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff needs a <StaffProvider> above it');
  return staff;
}
