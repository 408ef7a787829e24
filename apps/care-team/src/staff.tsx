// The console's access to the staff API: one client with the session and the language, handed to
// the screens through context, so stories and tests give a fake fetch instead of a server, and the
// clock the screens count time on, so they give one fixed instant instead of the wall clock.
import { createStaffClient, type StaffClient } from '@mat/api/staff';
import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import type { Clock } from '@mat/features';
import type { Locale, TokenStore } from './browser';

type Staff = { client: StaffClient; tokens: TokenStore; clock: Clock };

const wallClock: Clock = { now: () => new Date() };

const StaffContext = createContext<Staff | null>(null);

export function StaffProvider({
  locale,
  tokens,
  onUnauthorized,
  fetch,
  baseUrl = '/api/staff/v1',
  clock = wallClock,
  children,
}: {
  locale: Locale;
  tokens: TokenStore;
  /** A 401: the session ended or was never there; the console shows sign-in again. */
  onUnauthorized: () => void;
  fetch?: typeof globalThis.fetch;
  /** The staff root; the console's own origin by default. */
  baseUrl?: string;
  /** The time the screens count on (a patient's weeks): the wall clock unless a story or test fixes it. */
  clock?: Clock;
  children: ReactNode;
}) {
  const localeRef = useRef(locale);
  localeRef.current = locale;
  const unauthorized = useRef(onUnauthorized);
  unauthorized.current = onUnauthorized;
  const value = useMemo<Staff>(
    () => ({
      tokens,
      clock,
      client: createStaffClient({
        baseUrl,
        getLocale: () => localeRef.current,
        getToken: () => tokens.get(),
        onUnauthorized: () => unauthorized.current(),
        fetch,
      }),
    }),
    [tokens, fetch, baseUrl, clock],
  );
  return <StaffContext.Provider value={value}>{children}</StaffContext.Provider>;
}

export function useStaff(): Staff {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff needs a <StaffProvider> above it');
  return staff;
}

/** The console's clock: what a screen reads instead of the wall clock. */
export function useStaffClock(): Clock {
  return useStaff().clock;
}
