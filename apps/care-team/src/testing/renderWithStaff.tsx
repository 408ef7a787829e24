// Renders a console screen against a fake staff API: answers keyed "METHOD /path" (the query
// string left out; each call keeps it in `search`), typed from the contract (staffAnswers.ts).
// The one fake of the screens' tests: `paths()` lists the calls made as "METHOD /path" strings, `sent(path)` the bodies sent to one.
// The clock stands at STAFF_TEST_NOW, the instant Storybook's preview stands at.
import { UiProvider, uiMessages } from '@mat/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { StaffProvider } from '../staff';
import { consoleMessages } from '../stories/withConsole';
import { isStaffApi, staffApi, staffFetch, type StaffAnswers, type StaffApi, type StaffCall } from './staffAnswers';

/** 20:00 UTC on 24 November 2026: noon in Los Angeles, the sample patients' time zone. */
export const STAFF_TEST_NOW = new Date('2026-11-24T20:00:00Z');
const testClock = { now: () => STAFF_TEST_NOW };

/**
 * Renders `ui` in the console's providers against the staff answers given (made by staffApi, or
 * written here and checked the same way).
 */
export function renderWithStaff<Keys extends string>(
  ui: ReactElement,
  answers: StaffAnswers<Keys> | StaffApi,
  locale: 'en' | 'es' = 'en',
) {
  const calls: StaffCall[] = [];
  const fetch = staffFetch(isStaffApi(answers) ? answers : staffApi(answers), calls);
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
