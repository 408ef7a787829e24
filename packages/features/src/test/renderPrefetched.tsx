// Renders a screen after its prefetch (@mat/features/prefetch), as an app's route does: the prefetch
// runs first with the provider's client and query client, and the screen is shown when the test
// says so, to check that it finds its answers asked and asks for none of them again.
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import { MatProvider } from '../provider/MatProvider';
import { useMat } from '../provider/MatContext';
import { fixedClock } from '../provider/clock';
import { memoryTokenStore } from '../provider/tokenStore';
import type { PrefetchContext } from '../shared/prefetchContext';
import type { fakeApi } from './fakeApi';
import { TEST_NOW } from './renderWithMat';

export function renderPrefetched(
  api: ReturnType<typeof fakeApi>,
  prefetch: (context: PrefetchContext) => void,
  screen: ReactElement,
) {
  // The app's defaults (MatProvider's own query client).
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  function Prefetch({ show }: { show: boolean }) {
    const { client, locale } = useMat();
    useEffect(() => prefetch({ queryClient, client, locale }), [client, locale]);
    return show ? screen : null;
  }
  const ui = (show: boolean) => (
    <MatProvider
      locale="en"
      tokens={memoryTokenStore('session')}
      fetch={api.fetch}
      apiBaseUrl="http://matrona.test/api/v2"
      clock={fixedClock(TEST_NOW)}
      queryClient={queryClient}
    >
      <Prefetch show={show} />
    </MatProvider>
  );
  const result = render(ui(false));
  return { queryClient, showScreen: () => result.rerender(ui(true)) };
}
