// Renders a console screen against a fake staff API: a table of answers keyed "METHOD /path"
// (the query string left out; each call keeps it in `search`). The one fake of the screens' tests:
// `paths()` lists the calls made as "METHOD /path" strings, `sent(path)` the bodies sent to one.
// The clock stands at STAFF_TEST_NOW, the instant Storybook's preview stands at.
import { UiProvider, uiMessages } from '@mat/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { StaffProvider } from '../staff';
import { consoleMessages } from '../stories/withConsole';

/** 20:00 UTC on 24 November 2026: noon in Los Angeles, the sample patients' time zone. */
export const STAFF_TEST_NOW = new Date('2026-11-24T20:00:00Z');
const testClock = { now: () => STAFF_TEST_NOW };

export type Answer = { status?: number; body: unknown; headers?: Record<string, string> };
export type Call = { path: string; search: URLSearchParams; body: unknown };

export function renderWithStaff(
  ui: ReactElement,
  answers: Record<string, Answer | ((call: Call, calls: Call[]) => Answer)>,
  locale: 'en' | 'es' = 'en',
) {
  const calls: Call[] = [];
  const fetch = (async (request: Request) => {
    const url = new URL(request.url);
    const path = `${request.method} ${url.pathname.replace(/^\/api\/staff\/v1/, '')}`;
    const text = request.method === 'GET' ? '' : await request.text();
    const call = { path, search: url.searchParams, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    const found = answers[path];
    const answer =
      typeof found === 'function'
        ? found(call, calls)
        : (found ?? { status: 404, body: { code: 'errors.notFound', message: 'Not found' } });
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  }) as typeof globalThis.fetch;
  const result = render(
    <IntlProvider locale={locale} messages={{ ...uiMessages[locale], ...consoleMessages[locale] }}>
      <UiProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <StaffProvider
            locale={locale}
            tokens={{ get: () => 'staff-token', set: () => {}, clear: () => {} }}
            onUnauthorized={() => {}}
            fetch={fetch}
            baseUrl="http://console.test/api/staff/v1"
            clock={testClock}
          >
            {ui}
          </StaffProvider>
        </QueryClientProvider>
      </UiProvider>
    </IntlProvider>,
  );
  return {
    ...result,
    calls,
    paths: () => calls.map((c) => c.path),
    sent: (path: string) => calls.filter((c) => c.path === path).map((c) => c.body),
  };
}
