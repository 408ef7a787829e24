// Renders a screen inside MatProvider against a fake API (fakeApi.ts), its clock stopped at
// TEST_NOW (the instant Storybook's preview stands at) unless a test gives its own to move on.
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MatProvider } from '../provider/MatProvider';
import { fixedClock, type Clock } from '../provider/clock';
import type { Locale } from '../i18n/catalogue';
import { memoryTokenStore } from '../provider/tokenStore';

export { fakeApi, type FakeAnswer, type FixedAnswer } from './fakeApi';

/** Noon on 24 November 2026 in Los Angeles, as in the stories. */
export const TEST_NOW = '2026-11-24T20:00:00.000Z';

export function renderWithMat(
  ui: ReactElement,
  options: { locale?: Locale; fetch: typeof fetch; token?: string | null; clock?: Clock; queryClient?: QueryClient },
) {
  const tokens = memoryTokenStore(options.token ?? null);
  const clock = options.clock ?? fixedClock(TEST_NOW);
  const result = render(
    <MatProvider
      locale={options.locale ?? 'en'}
      tokens={tokens}
      fetch={options.fetch}
      apiBaseUrl="http://matrona.test/api/v2"
      clock={clock}
      queryClient={options.queryClient}
    >
      {ui}
    </MatProvider>,
  );
  return { ...result, tokens, clock };
}
