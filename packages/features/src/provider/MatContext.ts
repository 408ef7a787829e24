import type { MatClient } from '@mat/api';
import { createContext, useContext } from 'react';
import type { TokenStore } from '../session/tokenStore';

export type MatContextValue = { client: MatClient; tokens: TokenStore };

export const MatContext = createContext<MatContextValue | null>(null);

/** The API client and token store of the nearest MatProvider. */
export function useMat(): MatContextValue {
  const value = useContext(MatContext);
  if (!value) throw new Error('Matrona screens must be rendered inside <MatProvider>.');
  return value;
}
