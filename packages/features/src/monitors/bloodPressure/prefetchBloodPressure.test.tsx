import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderPrefetched } from '../../test/renderPrefetched';
import { fakeApi } from '../../test/renderWithMat';
import { storyUser } from '../../test/storyProviders';
import { BloodPressureScreen } from './BloodPressureScreen';
import { prefetchBloodPressure } from './prefetchBloodPressure';

it("asks for the monitor's first page of readings, which the screen then shows without asking again", async () => {
  const api = fakeApi({
    'GET /user': { body: storyUser },
    'GET /patient/monitors/pressure/4/readings': { body: { data: [], page: 1, has_more: false } },
  });
  const { showScreen } = renderPrefetched(
    api,
    (context) => prefetchBloodPressure(context, 4),
    <BloodPressureScreen monitorId={4} />,
  );
  await waitFor(() => expect(api.calls.map((call) => call.path)).toEqual(['/patient/monitors/pressure/4/readings']));
  showScreen();
  expect(await screen.findByText('No readings yet')).toBeTruthy();
  expect(api.calls.filter((call) => call.path.endsWith('/readings'))).toHaveLength(1);
});
