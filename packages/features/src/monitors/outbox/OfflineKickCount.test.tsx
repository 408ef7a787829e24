import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import type { Schema } from '@mat/api';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storyUser } from '../../test/storyProviders';
import { fakeApi, renderWithMat, TEST_NOW } from '../../test/renderWithMat';
import { KickCounterScreen } from '../kickCounter/KickCounterScreen';
import { KickCountSessionScreen } from '../kickCounter/KickCountSessionScreen';
import { openReadingOutbox } from './readingOutbox';

const gold = { ...storyUser, matrona_gold_view: true };

// A fresh device database for each test (the shared setup takes the global away after it).
beforeEach(() => void vi.stubGlobal('indexedDB', new IDBFactory()));

describe('a kick count whose connection drops once started', () => {
  it("counts on the device, waits on the counter's screen once saved, and is saved once on its session when back online", async () => {
    let online = true;
    const offline = () => {
      if (!online) throw new TypeError('Failed to fetch');
    };
    const saved: object[] = [];
    const startedAt = new Date(Date.parse(TEST_NOW) - 20 * 60_000).toISOString();
    const api = fakeApi({
      'GET /user': { body: gold },
      'POST /patient/monitors/kick-counter': () => (
        offline(), { status: 201 as const, body: { id: 44, monitor_id: 19, started_at: startedAt, kicks: 1 } }
      ),
      'POST /patient/monitors/kick-counter/kick/44': () => (
        offline(), { body: { id: 44, monitor_id: 19, started_at: startedAt, kicks: 2 } }
      ),
      'PUT /patient/monitors/kick-counter/44': (call) => {
        offline();
        saved.push(call.body as object);
        return {
          body: {
            id: 44,
            monitor_id: 19,
            notes: null,
            ...(call.body as Schema<'KickCountReadingInput'>),
            added_by: { id: 1042, name: 'Ana Rivera' },
          },
        };
      },
      'GET /patient/monitors/19': {
        body: {
          id: 19,
          type: 'kick_counter',
          name: 'Kick counter',
          child_id: 301,
          last_reading_at: null,
          reminder: null,
        },
      },
      'GET /patient/monitors/kick-counter/19/readings': () => ({ body: { data: [], page: 1, has_more: false } }),
    });
    const onDone = vi.fn();
    const session = renderWithMat(<KickCountSessionScreen monitorId={19} onDone={onDone} />, {
      fetch: api.fetch,
      token: 'session',
    });
    const user = userEvent.setup();
    const kick = await screen.findByRole('button', { name: 'I felt a movement' });

    online = false;
    await user.click(kick);
    await user.click(kick);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('3 movements'));
    await user.click(screen.getByRole('button', { name: 'Finish and save' }));
    expect((screen.getByRole('textbox', { name: 'Movements felt' }) as HTMLInputElement).value).toBe('3');
    await user.click(screen.getByRole('button', { name: 'Save count' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(null));

    const outbox = await openReadingOutbox(indexedDB);
    const [waiting] = await outbox.list(gold.userId);
    if (waiting?.kind !== 'kickCount') throw new Error('The count should wait in the outbox');
    expect(waiting).toMatchObject({ monitorId: 19, sessionId: 44, body: { total_kicks: 3 } });
    session.unmount();

    renderWithMat(<KickCounterScreen monitorId={19} />, { fetch: api.fetch, token: 'session' });
    const section = await screen.findByRole('region', { name: 'Counts waiting to send' });
    expect(section.textContent).toContain('3 movements');
    expect(section.textContent).toContain('Waiting to send');

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(async () => expect(await outbox.list(gold.userId)).toEqual([]));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Counts waiting to send' })).toBeNull());
    expect(saved).toEqual([waiting.body]);
  });

  it('says so, and keeps nothing, when the server refuses a kick', async () => {
    const api = fakeApi({
      'GET /user': { body: gold },
      'POST /patient/monitors/kick-counter': {
        status: 201,
        body: { id: 45, monitor_id: 19, started_at: TEST_NOW, kicks: 0 },
      },
      'POST /patient/monitors/kick-counter/kick/45': {
        status: 404,
        body: { code: 'errors.notFound', message: 'gone' },
      },
    });
    renderWithMat(<KickCountSessionScreen monitorId={19} onDone={() => {}} />, { fetch: api.fetch, token: 'session' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'I felt a movement' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/patient/monitors/kick-counter/kick/45')).toHaveLength(1),
    );
    expect(screen.getByRole('status').textContent).toBe('0 movements');
  });
});
