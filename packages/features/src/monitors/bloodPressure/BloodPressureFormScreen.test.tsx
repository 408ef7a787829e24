import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schema } from '@mat/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storyUser } from '../../test/storyProviders';
import { fixedClock } from '../../provider/clock';
import { fakeApi, renderWithMat, TEST_NOW } from '../../test/renderWithMat';
import { BloodPressureFormScreen } from './BloodPressureFormScreen';
import { bloodPressureReading as reading } from './fixtures';

const symptoms = [{ id: 4, name: 'Severe headache', description: null, urgent: true }];

type Reading = Schema<'BloodPressureReading'>;

function setUp(answer: Reading, clock = fixedClock(TEST_NOW)) {
  const api = fakeApi({
    'GET /user': { body: storyUser },
    'GET /symptoms': { body: symptoms },
    'POST /patient/monitors/pressure/17': { status: 201, body: answer },
    'POST /patient/monitor-reminders': {
      status: 201,
      body: { id: 23, monitor_id: 17, type: 'blood_pressure', time: '08:15', daily: false, minutes: 0, enabled: true },
    },
  });
  renderWithMat(<BloodPressureFormScreen monitorId={17} monitorHref="/blood-pressure/17" />, {
    fetch: api.fetch,
    token: 'session',
    clock,
  });
  return api;
}

async function enter(systolic: string, diastolic: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Systolic (top number)' }), systolic);
  await user.type(screen.getByRole('textbox', { name: 'Diastolic (bottom number)' }), diastolic);
  await user.click(screen.getByRole('button', { name: 'Save reading' }));
  return user;
}

describe('BloodPressureFormScreen', () => {
  afterEach(() => vi.useRealTimers());

  it("takes a new reading at the time on the screens' clock", async () => {
    const clock = fixedClock(TEST_NOW);
    const api = setUp(reading(118, 76, 'normal'), clock);
    clock.advance(90 * 60_000);
    await enter('118', '76');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your reading' })).toBeTruthy();
    const post = api.calls.find((c) => c.method === 'POST' && c.path === '/patient/monitors/pressure/17')!;
    expect(post.body).toMatchObject({ measured_at: '2026-11-24T21:30:00.000Z' });
  });

  it('stops an implausible reading with the domain message, sending nothing', async () => {
    const api = setUp(reading(118, 76, 'normal'));
    await enter('400', '76');
    expect(await screen.findByText('Systolic must be between 60 and 300.')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('puts the urgent guidance before everything else for a severe reading, and focuses it', async () => {
    const api = setUp(reading(165, 112, 'severe'));
    await enter('165', '112');
    const urgent = await screen.findByTestId('urgent-guidance');
    await waitFor(() => expect(document.activeElement).toBe(urgent));
    const heading = screen.getByRole('heading', { level: 1, name: 'Your reading' });
    expect(urgent.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call 911' }).getAttribute('href')).toBe('tel:911');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      systolic: 165,
      diastolic: 112,
      symptoms: [],
    });
  });

  it('says who the server told: her care team by name, or Matrona on-call team when she has none', async () => {
    const alert = (kind: 'care_team' | 'matrona_on_call', organizations: string[]) => ({
      care_team_alert: { id: 41, raised: false, alerted_team: { kind, organizations } },
    });
    setUp(reading(165, 112, 'severe', alert('care_team', ['Sunrise Maternity Care', 'Harbor Midwives'])));
    await enter('165', '112');
    const urgent = await screen.findByTestId('urgent-guidance');
    expect(urgent.textContent).toContain(
      'We have let your care team at Sunrise Maternity Care and Harbor Midwives know, and someone will reach out to you.',
    );
  });

  it("says Matrona's on-call team was told for a patient without a care team, and nothing of a team when no alert was made", async () => {
    setUp(
      reading(165, 112, 'severe', {
        care_team_alert: {
          id: 41,
          raised: false,
          alerted_team: { kind: 'matrona_on_call', organizations: ['Matrona Care Team'] },
        },
      }),
    );
    await enter('165', '112');
    expect((await screen.findByTestId('urgent-guidance')).textContent).toContain(
      "We have let Matrona's on-call care team know",
    );
  });

  it('claims no one was told when the server made no alert', async () => {
    setUp(reading(118, 76, 'normal', { symptoms, care_team_alert: null }));
    await enter('118', '76');
    expect((await screen.findByTestId('urgent-guidance')).textContent).not.toMatch(/We have let/);
  });

  it('treats a warning-sign symptom as urgent even with normal numbers', async () => {
    setUp(reading(118, 76, 'normal', { symptoms }));
    await enter('118', '76');
    expect(await screen.findByTestId('urgent-guidance')).toBeTruthy();
  });

  it("offers a stage 2 recheck reminder 15 minutes ahead in the patient's time zone", async () => {
    const api = setUp(reading(145, 92, 'stage2'));
    const user = await enter('145', '92');
    expect(await screen.findByText('Check again in 15 minutes')).toBeTruthy();
    expect(screen.queryByTestId('urgent-guidance')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remind me in 15 minutes' }));
    // The screens' clock stands at 20:00 UTC, noon in Los Angeles, her time zone.
    expect(await screen.findByText('We will remind you at 12:15.')).toBeTruthy();
    const body = api.calls.find((c) => c.path === '/patient/monitor-reminders')!.body as {
      time: string;
      daily: boolean;
    };
    expect(body.time).toBe('12:15');
    expect(body.daily).toBe(false);
  });
});
