import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schema } from '@mat/api';
import { describe, expect, it, vi } from 'vitest';
import { storyUser } from '../../test/storyProviders';
import { fixedClock } from '../../provider/clock';
import { fakeApi, renderWithMat, TEST_NOW } from '../../test/renderWithMat';
import { KickCountSessionScreen } from './KickCountSessionScreen';

/** The session's start, `seconds` before the screens' clock. */
const before = (seconds: number) => new Date(Date.parse(TEST_NOW) - seconds * 1000).toISOString();

/** `serverDate`: the Date header of the session's answer, the server's clock (none by default). */
function setUp(startedAt: string, kicks = 0, clock = fixedClock(TEST_NOW), serverDate?: Date) {
  let count = kicks;
  const session = () => ({ body: { id: 44, monitor_id: 19, started_at: startedAt, kicks: count } });
  const headers = serverDate ? { date: serverDate.toUTCString() } : undefined;
  const api = fakeApi({
    'GET /user': { body: { ...storyUser, matrona_gold_view: true } },
    'POST /patient/monitors/kick-counter': () => ({ status: 201 as const, ...session(), headers }),
    'POST /patient/monitors/kick-counter/kick/44': () => ((count += 1), session()),
    'DELETE /patient/monitors/kick-counter/kick/44': () => ((count -= 1), session()),
    'PUT /patient/monitors/kick-counter/44': (call) => ({
      body: {
        id: 44,
        monitor_id: 19,
        notes: null,
        ...(call.body as Schema<'KickCountReadingInput'>),
        added_by: { id: 1042, name: 'Ana Rivera' },
      },
    }),
  });
  const onDone = vi.fn();
  renderWithMat(<KickCountSessionScreen monitorId={19} onDone={onDone} />, {
    fetch: api.fetch,
    token: 'session',
    clock,
  });
  return { api, onDone };
}

describe('KickCountSessionScreen', () => {
  it("shows the time since the session began on the screens' clock, and follows it as it moves on", async () => {
    const clock = fixedClock(TEST_NOW);
    setUp(before(5 * 60 + 7), 0, clock);
    expect(await screen.findByText('05:07')).toBeTruthy();
    act(() => clock.advance(1000));
    expect(screen.getByText('05:08')).toBeTruthy();
    // Two hours on with no movement: the time and the advice both follow the clock.
    act(() => clock.advance(2 * 3600_000));
    expect(screen.getByText('2:05:08')).toBeTruthy();
    expect(screen.getByText(/fewer than 10 movements in 2 hours/)).toBeTruthy();
  });

  it("goes by the server's clock, on which the start was recorded, when the device's is off", async () => {
    // The phone's clock three minutes behind the server's: a count the server began just now
    // shows no time passing until the phone's clock reaches the start, and would save too short.
    const clock = fixedClock(TEST_NOW);
    const serverNow = new Date(Date.parse(TEST_NOW) + 3 * 60_000);
    setUp(new Date(serverNow.getTime() - 12_000).toISOString(), 0, clock, serverNow);
    expect(await screen.findByText('00:12')).toBeTruthy();
    act(() => clock.advance(1000));
    expect(screen.getByText('00:13')).toBeTruthy();
  });

  it('counts and takes back movements, announcing the count', async () => {
    setUp(TEST_NOW);
    const user = userEvent.setup();
    const undo = await screen.findByRole('button', { name: 'Undo last' });
    expect(
      undo.hasAttribute('disabled') ||
        undo.getAttribute('aria-disabled') === 'true' ||
        undo.hasAttribute('data-disabled'),
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'I felt a movement' }));
    await user.click(screen.getByRole('button', { name: 'I felt a movement' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2 movements'));
    await user.click(undo);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 movement'));
  });

  it('tells the patient to contact their provider after 2 hours with fewer than 10 movements', async () => {
    setUp(before(2 * 3600 + 5), 6);
    expect(await screen.findByText(/fewer than 10 movements in 2 hours/)).toBeTruthy();
  });

  it('saves the session as a reading with its kicks and duration', async () => {
    const { api, onDone } = setUp(before(42 * 60 + 10), 9);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'I felt a movement' }));
    expect(await screen.findByText('You felt 10 movements. You can save this count now.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Finish and save' }));
    expect((screen.getByRole('textbox', { name: 'Movements felt' }) as HTMLInputElement).value).toBe('10');
    await user.click(screen.getByRole('button', { name: 'Save count' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const body = api.calls.find((c) => c.method === 'PUT')!.body as {
      total_kicks: number;
      duration: { hours: number; minutes: number };
    };
    expect(body.total_kicks).toBe(10);
    expect(body.duration).toMatchObject({ hours: 0, minutes: 42 });
    // Saved is saved: the closing screen never starts another session.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls.filter((c) => c.method === 'POST' && c.path === '/patient/monitors/kick-counter')).toHaveLength(1);
  });
});
