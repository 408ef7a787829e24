import { screen, waitFor } from '@testing-library/react';
import type { Schema } from '@mat/api';
import { describe, expect, it } from 'vitest';
import { pregnancyWith } from '../family/fixtures';
import { storyUser } from '../test/storyProviders';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { MonitorsOverview } from './MonitorsOverview';

const kickCounter: Schema<'Monitor'> = { id: 19, type: 'kick_counter', name: 'Kick counter', child_id: null, last_reading_at: null, reminder: null };

const pregnancy = pregnancyWith({ due_date: '2027-02-01' });

/** A Gold member's overview whose monitors arrive only when `release` is called; expecting unless told. */
function setUp(monitors: Schema<'Monitor'>[], activePregnancy: Schema<'Pregnancy'> | null = pregnancy) {
  const api = fakeApi({
    'GET /user': { body: { ...storyUser, matrona_gold_view: true } },
    'GET /patient/monitors': { body: monitors },
    'GET /patient/pregnancies/active': activePregnancy ? { body: activePregnancy } : { status: 204 },
  });
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const fetch = async (request: Request) => {
    if (new URL(request.url).pathname.endsWith('/patient/monitors')) await arrived;
    return api.fetch(request);
  };
  renderWithMat(<MonitorsOverview />, { fetch: fetch as typeof globalThis.fetch, token: 'session' });
  return { api, release };
}

const startLink = () => screen.queryByRole('link', { name: 'Start counting kicks' });

describe('MonitorsOverview', () => {
  it('does not offer a new kick counter while the monitors load, nor to a member who has one', async () => {
    const { api, release } = setUp([kickCounter]);
    await waitFor(() => expect(api.calls.some((call) => call.path === '/user')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(startLink()).toBeNull();
    release();
    expect(await screen.findByRole('link', { name: 'Open: Kick counter' })).toBeTruthy();
    expect(startLink()).toBeNull();
  });

  it('offers kick counting to a Gold member without a counter once the monitors are known', async () => {
    const { release } = setUp([]);
    release();
    expect(await screen.findByRole('link', { name: 'Start counting kicks' })).toBeTruthy();
  });

  it('offers no kick counting to a Gold member with no pregnancy going on, as after a loss', async () => {
    const { api, release } = setUp([], null);
    release();
    await waitFor(() => expect(api.calls.some((call) => call.path === '/patient/pregnancies/active')).toBe(true));
    await waitFor(() => expect(api.calls.some((call) => call.path === '/patient/monitors')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(startLink()).toBeNull();
  });
});
