// Renders a screen inside MatProvider against a fake API (fakeApi.ts).
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MatProvider } from '../provider/MatProvider';
import type { Locale } from '../i18n/catalogue';
import { memoryTokenStore } from '../provider/tokenStore';

export { fakeApi, type FakeAnswer, type FixedAnswer } from './fakeApi';

export function renderWithMat(ui: ReactElement, options: { locale?: Locale; fetch: typeof fetch; token?: string | null }) {
  const tokens = memoryTokenStore(options.token ?? null);
  const result = render(
    <MatProvider locale={options.locale ?? 'en'} tokens={tokens} fetch={options.fetch} apiBaseUrl="http://matrona.test/api/v2">
      {ui}
    </MatProvider>,
  );
  return { ...result, tokens };
}
