import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { futurePage, todayPage } from '../care/fixtures';
import { storyApi } from '../test/fakeApi';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { NextFromCare } from './NextFromCare';

const emptyPage = { page: 1, has_more: false, data: [] };

function setUp(
  today: typeof todayPage | typeof emptyPage,
  future: typeof futurePage | typeof emptyPage,
  locale: 'en' | 'es' = 'en',
) {
  const api = fakeApi(
    storyApi({ 'GET /patient/care-plan/today': { body: today }, 'GET /patient/care-plan/future': { body: future } }),
  );
  renderWithMat(<NextFromCare />, { fetch: api.fetch, token: 'session', locale });
  return { api };
}

describe('NextFromCare', () => {
  it("links today's next item", async () => {
    setUp(todayPage, futurePage);
    const link = await screen.findByRole('link', { name: 'Open: Take a 10-minute walk, Today' });
    expect(link.getAttribute('href')).toBe('/care-plan/8');
    expect(screen.getByRole('heading', { level: 2, name: 'Next from Care' })).toBeTruthy();
  });

  it('opens a booked visit on a coming day at its booking, with the day in Spanish', async () => {
    setUp(emptyPage, futurePage, 'es');
    const link = await screen.findByRole('link', { name: 'Abrir: Lactation visit, jueves, 26 de noviembre' });
    expect(link.getAttribute('href')).toBe('/appointment/4b7e0c2d-9f1a-4d3b-8c6e-5a4b3c2d1e0f');
    expect(screen.getByRole('heading', { level: 2, name: 'Lo próximo en tu cuidado' })).toBeTruthy();
  });

  it('shows nothing when nothing is due', async () => {
    const { api } = setUp(emptyPage, emptyPage);
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path.startsWith('/patient/care-plan/'))).toHaveLength(2),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Next from Care' })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
