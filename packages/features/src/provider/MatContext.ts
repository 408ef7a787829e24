import type { MatClient } from '@mat/api';
import { createContext, useContext } from 'react';
import type { Locale } from '../i18n/catalogue';
import type { ScreenClock } from './clock';
import type { TokenStore } from './tokenStore';

export type MatContextValue = {
  client: MatClient;
  tokens: TokenStore;
  locale: Locale;
  /**
   * A URL on the API's origin outside the v2 API, for what a processor serves beside it (the local
   * payment processor's card form), with the fetch the client uses.
   */
  serverUrl: (path: string) => string;
  fetch: typeof fetch;
  /** The time the screens go by: MatProvider's `clock`, the wall clock unless given. */
  clock: ScreenClock;
};

export const MatContext = createContext<MatContextValue | null>(null);

/** The API client, token store and language of the nearest MatProvider. */
export function useMat(): MatContextValue {
  const value = useContext(MatContext);
  if (!value) throw new Error('Matrona screens must be rendered inside <MatProvider>.');
  return value;
}

/** The nearest MatProvider's clock: what a screen or hook reads instead of the wall clock. */
export function useClock(): ScreenClock {
  return useMat().clock;
}
