// Renders a screen after its prefetch (today/prefetch.ts, monitors/prefetch.ts), as an app's route
// does: the prefetch runs first with the provider's client and query client, and the screen is
// shown when the test says so, to check that it finds its answers asked and asks none of them again.
import { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { useEffect, useState, type ReactElement } from 'react';
import { useMat } from '../provider/MatContext';
import type { PrefetchContext } from '../shared/prefetchContext';
import { renderWithMat, type fakeApi } from './renderWithMat';

export function renderPrefetched(
  api: ReturnType<typeof fakeApi>,
  prefetch: (context: PrefetchContext) => void,
  screen: ReactElement,
) {
  // The app's defaults (MatProvider's own query client).
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  let show = () => {};
  function Prefetch() {
    const { client, locale } = useMat();
    const [shown, setShown] = useState(false);
    show = () => setShown(true);
    useEffect(() => prefetch({ queryClient, client, locale }), [client, locale]);
    return shown ? screen : null;
  }
  renderWithMat(<Prefetch />, { fetch: api.fetch, token: 'session', queryClient });
  return { queryClient, showScreen: () => act(() => show()) };
}
