import { screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { futurePage, todayPage } from '../care/fixtures';
import { storyApi } from '../test/fakeApi';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { NextFromCare } from './NextFromCare';

const emptyPage = { page: 1, has_more: false, data: [] };

/** Today's other data, still on its way until `release` is called. */
function FirstScreen({ arrived }: { arrived: Promise<void> }) {
  useQuery({ queryKey: ['today', 'first screen'], queryFn: () => arrived.then(() => 'in') });
  return null;
}

function setUp(
  today: typeof todayPage | typeof emptyPage,
  future: typeof futurePage | typeof emptyPage,
  locale: 'en' | 'es' = 'en',
) {
  const api = fakeApi(
    storyApi({ 'GET /patient/care-plan/today': { body: today }, 'GET /patient/care-plan/future': { body: future } }),
  );
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  renderWithMat(
    <>
      <FirstScreen arrived={arrived} />
      <NextFromCare />
    </>,
    { fetch: api.fetch, token: 'session', locale },
  );
  const askedCare = () => api.calls.some((call) => call.path.startsWith('/patient/care-plan/'));
  return { api, release, askedCare };
}

describe('NextFromCare', () => {
  it("asks Care only once the first screen is in, then links today's next item", async () => {
    const { release, askedCare } = setUp(todayPage, futurePage);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(askedCare()).toBe(false);
    release();
    const link = await screen.findByRole('link', { name: 'Open: Take a 10-minute walk, Today' });
    expect(link.getAttribute('href')).toBe('/care-plan/8');
    expect(screen.getByRole('heading', { level: 2, name: 'Next from Care' })).toBeTruthy();
  });

  it('opens a booked visit on a coming day at its booking, with the day in Spanish', async () => {
    const { release } = setUp(emptyPage, futurePage, 'es');
    release();
    const link = await screen.findByRole('link', { name: 'Abrir: Lactation visit, jueves, 26 de noviembre' });
    expect(link.getAttribute('href')).toBe('/appointment/4b7e0c2d-9f1a-4d3b-8c6e-5a4b3c2d1e0f');
    expect(screen.getByRole('heading', { level: 2, name: 'Lo próximo en tu cuidado' })).toBeTruthy();
  });

  it('shows nothing when nothing is due', async () => {
    const { api, release } = setUp(emptyPage, emptyPage);
    release();
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path.startsWith('/patient/care-plan/'))).toHaveLength(2),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Next from Care' })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
