// Today's prefetch (prefetchToday.ts): everything the first screen shows is asked at once, with the
// screen's own keys, so Today then renders from the answers without asking anything again.
import type { Schema } from '@mat/api';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { babyWith, pregnancyWith, stageAtWeek30 } from '../family/fixtures';
import { renderPrefetched } from '../test/renderPrefetched';
import { fakeApi } from '../test/renderWithMat';
import { storyUser } from '../test/storyProviders';
import { prefetchToday } from './prefetchToday';
import { TodayScreen } from './TodayScreen';

const pregnancy = pregnancyWith({ due_date: '2027-02-01' });
const noPage = { page: 1, has_more: false, data: [] };

function worldWith(children: Schema<'Child'>[]) {
  return fakeApi({
    'GET /user': { body: storyUser },
    'GET /patient/monitors': { body: [] },
    'GET /patient/child': { body: children },
    'GET /patient/pregnancies': { body: [pregnancy] },
    'GET /patient/pregnancies/active': { body: pregnancy },
    'GET /patient/pregnancy/get-stage/88': { body: stageAtWeek30 },
    'GET /patient/child/get-stage/302': {
      body: { age_days: 17, weeks: 2, months: 0, stage: 'newborn', label: 'Day 17 of life' },
    },
    'GET /patient/care-plan/today': { body: noPage },
    'GET /patient/care-plan/future': { body: noPage },
  });
}

const asked = (api: ReturnType<typeof fakeApi>) => api.calls.map((call) => call.path).sort();

describe('prefetchToday', () => {
  it('asks for every part of Today at once, then the week once the pregnancy is known, and Today asks nothing again', async () => {
    const api = worldWith([]);
    const { queryClient, showScreen } = renderPrefetched(api, prefetchToday, <TodayScreen />);
    await waitFor(() =>
      expect(asked(api)).toEqual([
        '/patient/care-plan/future',
        '/patient/care-plan/today',
        '/patient/child',
        '/patient/monitors',
        '/patient/pregnancies',
        '/patient/pregnancies/active',
        '/patient/pregnancy/get-stage/88',
      ]),
    );
    // The week's text is asked beside its stage, before Today is shown.
    await waitFor(() => expect(queryClient.getQueryData(['today', 'weeks', 'pregnancy', 'en'])).toBeDefined());
    const before = api.calls.length;
    showScreen();
    expect(await screen.findByTestId('pregnancy-week')).toBeTruthy();
    // Only the session (the app has it by then): none of Today's parts is asked again.
    expect(api.calls.slice(before).map((call) => call.path)).toEqual(['/user']);
  });

  it("asks for a born baby's stage and week beside the pregnancy's", async () => {
    const { queryClient } = renderPrefetched(worldWith([babyWith({})]), prefetchToday, <TodayScreen />);
    await waitFor(() => {
      expect(queryClient.getQueryData(['family', 'getChildStage', { path: { id: 302 } }])).toBeDefined();
      expect(queryClient.getQueryData(['today', 'weeks', 'baby', 'en'])).toBeDefined();
    });
  });

  it('asks no stage and no week when no pregnancy is going on and no baby is born', async () => {
    const api = fakeApi({
      'GET /patient/monitors': { body: [] },
      'GET /patient/child': { body: [babyWith({ date_of_birth: null })] },
      'GET /patient/pregnancies': { body: [] },
      'GET /patient/pregnancies/active': { status: 204 },
      'GET /patient/care-plan/today': { body: noPage },
      'GET /patient/care-plan/future': { body: noPage },
    });
    const { queryClient } = renderPrefetched(api, prefetchToday, <TodayScreen />);
    await waitFor(() => expect(api.calls).toHaveLength(6));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls.some((call) => call.path.includes('get-stage'))).toBe(false);
    expect(queryClient.getQueryData(['today', 'weeks', 'pregnancy', 'en'])).toBeUndefined();
    expect(queryClient.getQueryData(['today', 'weeks', 'baby', 'en'])).toBeUndefined();
  });
});
