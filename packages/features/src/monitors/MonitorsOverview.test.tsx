import { screen, waitFor } from '@testing-library/react';
import type { Schema } from '@mat/api';
import { describe, expect, it } from 'vitest';
import { pregnancyWith } from '../family/fixtures';
import { ShownTogether } from '../shared/ShownTogether';
import { storyUser } from '../test/storyProviders';
import { answerAt, mergeApis, storyApi, type CheckedAnswers } from '../test/fakeApi';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { bloodPressureReading } from './bloodPressure/fixtures';
import { MonitorsOverview } from './MonitorsOverview';

const kickCounter: Schema<'Monitor'> = {
  id: 19,
  type: 'kick_counter',
  name: 'Kick counter',
  child_id: null,
  last_reading_at: null,
  reminder: null,
};

const pregnancy = pregnancyWith({ due_date: '2027-02-01' });

/** An answer held back until `release` is called. */
function held() {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release };
}

/**
 * A Gold member's overview whose monitors arrive only when `release` is called; expecting unless
 * told. On Today (`onToday`) it is shown together with the other parts, and the monitors' readings
 * can be held back too, until `releaseReadings`.
 */
function setUp(
  monitors: Schema<'Monitor'>[],
  activePregnancy: Schema<'Pregnancy'> | null = pregnancy,
  readings: CheckedAnswers = storyApi({}),
  { onToday = false, holdReadings = false } = {},
) {
  const api = fakeApi(
    mergeApis(
      readings,
      storyApi({
        'GET /user': { body: { ...storyUser, matrona_gold_view: true } },
        'GET /patient/monitors': { body: monitors },
        'GET /patient/pregnancies/active': activePregnancy ? { body: activePregnancy } : { status: 204 },
      }),
    ),
  );
  const monitorsHeld = held();
  const readingsHeld = held();
  if (!holdReadings) readingsHeld.release();
  const asked: string[] = [];
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname;
    asked.push(path);
    if (path.endsWith('/patient/monitors')) await monitorsHeld.arrived;
    if (path.endsWith('/readings')) await readingsHeld.arrived;
    return api.fetch(request);
  };
  const overview = onToday ? (
    <ShownTogether>
      <MonitorsOverview />
    </ShownTogether>
  ) : (
    <MonitorsOverview />
  );
  renderWithMat(overview, { fetch: fetch as typeof globalThis.fetch, token: 'session' });
  return { api, asked, release: monitorsHeld.release, releaseReadings: readingsHeld.release };
}

const pressure: Schema<'Monitor'> = {
  id: 17,
  type: 'pressure',
  name: 'Blood pressure',
  child_id: null,
  last_reading_at: '2026-11-28T08:00:00Z',
  reminder: null,
};

/** A reading of monitor 17 on the 2`day`th of November, with `day` as its id. */
const pressureReading = (
  day: number,
  systolic: number,
  diastolic: number,
  category: Schema<'BloodPressureReading'>['category'],
) => bloodPressureReading(systolic, diastolic, category, { id: day, measured_at: `2026-11-2${day}T08:00:00Z` });

const weight: Schema<'Monitor'> = {
  id: 18,
  type: 'weight',
  name: 'Weight',
  child_id: null,
  last_reading_at: null,
  reminder: null,
};

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

  it('shows the latest blood pressure with its category and the earlier readings in text beside the sparkline', async () => {
    const { api, release } = setUp(
      [pressure],
      pregnancy,
      answerAt('GET /patient/monitors/pressure/17/readings', {
        body: {
          data: [
            pressureReading(8, 116, 74, 'normal'),
            pressureReading(7, 142, 91, 'stage2'),
            pressureReading(6, 120, 78, 'elevated'),
          ],
          page: 1,
          has_more: false,
        },
      }),
    );
    release();
    expect(await screen.findByText('116/74 mmHg')).toBeTruthy();
    expect(screen.getByText('Normal')).toBeTruthy();
    expect(screen.getByText('Before: 120/78, 142/91')).toBeTruthy();
    expect(document.querySelector('svg[aria-hidden="true"] polyline')).toBeTruthy();
    expect(screen.queryByText(/Last logged/)).toBeNull();
    // Only the first page, the one the monitor's own screen opens with: never the whole history.
    const asked = api.calls.filter((call) => call.path === '/patient/monitors/pressure/17/readings');
    expect(asked.map((call) => call.query.get('page'))).toEqual(['1']);
  });

  it('says nothing is logged, and asks for no readings, for a monitor without any', async () => {
    const { api, release } = setUp([weight]);
    release();
    expect(await screen.findByText('Nothing logged yet')).toBeTruthy();
    expect(document.querySelector('polyline')).toBeNull();
    expect(api.calls.some((call) => call.path.includes('/readings'))).toBe(false);
  });

  it('shows the last kick count', async () => {
    const counter: Schema<'Monitor'> = { ...kickCounter, last_reading_at: '2026-11-28T08:00:00Z' };
    const count = (id: number, total_kicks: number): Schema<'KickCountReading'> => ({
      id,
      monitor_id: 19,
      total_kicks,
      duration: { hours: 0, minutes: 20, seconds: 0 },
      date: '2026-11-28',
      time: '08:00',
      notes: null,
      added_by: { id: 1, name: 'Ana' },
    });
    const { release } = setUp(
      [counter],
      pregnancy,
      answerAt('GET /patient/monitors/kick-counter/19/readings', {
        body: { data: [count(2, 10), count(1, 8)], page: 1, has_more: false },
      }),
    );
    release();
    expect(await screen.findByText('10 movements')).toBeTruthy();
    expect(screen.getByText('Before: 8')).toBeTruthy();
  });

  it('is shown on Today only once each glance has its readings, so no Open moves under a tap', async () => {
    const { asked, release, releaseReadings } = setUp(
      [pressure, weight],
      pregnancy,
      answerAt('GET /patient/monitors/pressure/17/readings', {
        body: { data: [pressureReading(8, 116, 74, 'normal')], page: 1, has_more: false },
      }),
      { onToday: true, holdReadings: true },
    );
    release();
    await waitFor(() =>
      expect(asked.some((path) => path.endsWith('/patient/monitors/pressure/17/readings'))).toBe(true),
    );
    // The monitors are there, but laid out only with the glance that would push Weight's Open down.
    const openWeight = screen.getByRole('link', { name: 'Open: Weight', hidden: true });
    expect(openWeight.closest('[hidden]')).not.toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();

    releaseReadings();
    expect(await screen.findByText('116/74 mmHg')).toBeTruthy();
    expect(openWeight.closest('[hidden]')).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
