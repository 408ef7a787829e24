import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { storyUser } from '../test/storyProviders';
import { OnboardingDetailsScreen } from './OnboardingDetailsScreen';

it("asks anew, once saved, what was asked before (Today's answers, asked as the app opened on Today)", async () => {
  const api = fakeApi({
    'GET /user': { body: storyUser },
    'POST /patient/profile/onboarding': { body: storyUser },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  // No pregnancy yet: what the landing prefetch found before the guards sent her to onboarding.
  const activePregnancy = ['family', 'getActivePregnancy', {}];
  queryClient.setQueryData(activePregnancy, null);
  let done = false;
  renderWithMat(<OnboardingDetailsScreen status="expecting" statusHref="/onboarding" onDone={() => (done = true)} />, {
    fetch: api.fetch,
    token: 'session',
    queryClient,
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(done).toBe(true));
  expect(api.calls.some((call) => call.method === 'POST' && call.path === '/patient/profile/onboarding')).toBe(true);
  expect(queryClient.getQueryData(activePregnancy)).toBeUndefined();
  // The session she has now stays: it is the answer of the save.
  expect(queryClient.getQueryData(['auth', 'getCurrentUser', {}])).toEqual(storyUser);
});
