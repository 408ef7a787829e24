import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import type { Schema } from '@mat/api';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storyUser } from '../../test/storyProviders';
import { fakeApi, renderWithMat } from '../../test/renderWithMat';
import { WeightFormScreen } from '../weight/WeightFormScreen';
import { WeightMonitorScreen } from '../weight/WeightMonitorScreen';
import { openReadingOutbox } from './readingOutbox';

const user = { ...storyUser, user_data: { prefs: { ...storyUser.user_data.prefs, measureUnit: 'imperial' as const } } };

// A fresh device database for each test (the shared setup takes the global away after it).
beforeEach(() => void vi.stubGlobal('indexedDB', new IDBFactory()));

describe('a weight logged with no connection', () => {
  it("waits on the device, shown on the monitor's screen, and is sent once under its key and day when back online", async () => {
    let online = false;
    const stored: Schema<'WeightReading'>[] = [];
    const api = fakeApi({
      'GET /user': { body: user },
      'GET /patient/monitors/18': {
        body: { id: 18, type: 'weight', name: "Mateo's weight", child_id: null, last_reading_at: null, reminder: null },
      },
      'GET /patient/monitors/weight/18/readings': () => ({ body: { data: stored, page: 1, has_more: false } }),
      'POST /patient/monitors/weight': (call) => {
        if (!online) throw new TypeError('Failed to fetch');
        stored.push({ id: 830, notes: null, ...(call.body as Schema<'WeightReadingInput'>) });
        return { status: 201 as const, body: stored[0] };
      },
    });
    const onSaved = vi.fn();
    const form = renderWithMat(<WeightFormScreen monitorId={18} onSaved={onSaved} />, {
      fetch: api.fetch,
      token: 'session',
    });
    const person = userEvent.setup();
    await person.type(await screen.findByRole('textbox', { name: 'Pounds' }), '7');
    await person.type(screen.getByRole('textbox', { name: 'Ounces' }), '8');
    await person.click(screen.getByRole('button', { name: 'Save weight' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(18));

    const outbox = await openReadingOutbox(indexedDB);
    const [waiting] = await outbox.list(user.userId);
    if (waiting?.kind !== 'weight') throw new Error('The weight should wait in the outbox');
    expect(waiting).toMatchObject({ monitorId: 18, body: { monitor_id: 18, weight: 7.5, unit: 'lb' } });
    form.unmount();

    renderWithMat(<WeightMonitorScreen monitorId={18} />, { fetch: api.fetch, token: 'session' });
    const section = await screen.findByRole('region', { name: 'Weights waiting to send' });
    expect(section.textContent).toContain('7 lb 8 oz');
    expect(section.textContent).toContain('Waiting to send');

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(async () => expect(await outbox.list(user.userId)).toEqual([]));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Weights waiting to send' })).toBeNull());
    // The form's try, the screen's try at start (still offline), and the one back online: each
    // under the weight's one key and day.
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts.length).toBeGreaterThanOrEqual(2);
    expect(new Set(posts.map((c) => c.headers.get('Idempotency-Key')))).toEqual(new Set([waiting.key]));
    expect(new Set(posts.map((c) => (c.body as { measured_on: string }).measured_on))).toEqual(
      new Set([waiting.body.measured_on]),
    );
    expect(stored).toHaveLength(1);
    expect(await screen.findByText('7 lb 8 oz')).toBeTruthy();
  });

  it('is not kept when the server refuses it: the form says why', async () => {
    const api = fakeApi({
      'GET /user': { body: user },
      'POST /patient/monitors/weight': {
        status: 422,
        body: {
          code: 'errors.validationFailed',
          message: 'invalid',
          fields: { measured_on: 'validation.invalidDate' },
        },
      },
    });
    const onSaved = vi.fn();
    renderWithMat(<WeightFormScreen monitorId={18} onSaved={onSaved} />, { fetch: api.fetch, token: 'session' });
    const person = userEvent.setup();
    await person.type(await screen.findByRole('textbox', { name: 'Pounds' }), '7');
    await person.click(screen.getByRole('button', { name: 'Save weight' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(onSaved).not.toHaveBeenCalled();
    const outbox = await openReadingOutbox(indexedDB);
    expect(await outbox.list(user.userId)).toEqual([]);
  });
});
