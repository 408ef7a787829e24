import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { storyUser } from '../../test/storyProviders';
import { fakeApi, renderWithMat } from '../../test/renderWithMat';
import { BloodPressureScreen } from './BloodPressureScreen';

const share = () => screen.queryByRole('heading', { level: 2, name: 'Share with your care team' });

it('draws the export section below the history once the history is known, so nothing on the page jumps down', async () => {
  const api = fakeApi({
    'GET /user': { body: storyUser },
    'GET /patient/monitors/pressure/4/readings': { body: { data: [], page: 1, has_more: false } },
  });
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  const fetch = async (request: Request) => {
    if (new URL(request.url).pathname.endsWith('/readings')) {
      asked = true;
      await arrived;
    }
    return api.fetch(request);
  };
  renderWithMat(<BloodPressureScreen monitorId={4} />, { fetch: fetch as typeof globalThis.fetch, token: 'session' });
  await waitFor(() => expect(asked).toBe(true));
  expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  expect(share()).toBeNull();
  release();
  expect(await screen.findByText('No readings yet')).toBeTruthy();
  expect(share()).toBeTruthy();
});
