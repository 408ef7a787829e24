import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import type { Schema } from '@mat/api';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storyUser } from '../../test/storyProviders';
import { fakeApi, renderWithMat } from '../../test/renderWithMat';
import { BloodPressureFormScreen } from '../bloodPressure/BloodPressureFormScreen';
import { openReadingOutbox } from './readingOutbox';

const stored: Schema<'BloodPressureReading'> = {
  id: 7001,
  monitor_id: 17,
  systolic: 150,
  diastolic: 95,
  pulse: null,
  symptoms: [],
  notes: null,
  measured_at: '2026-11-22T16:00:00Z',
  source: 'manual',
  category: 'stage2',
  advice: 'Sit quietly and recheck in 15 minutes.',
};

// A fresh device database for each test (the shared setup takes the global away after it).
beforeEach(() => void vi.stubGlobal('indexedDB', new IDBFactory()));

describe('a blood pressure reading logged with no connection', () => {
  it('waits on the device, shown by text, and is sent once under its key and time when back online', async () => {
    let online = false;
    const api = fakeApi({
      'GET /user': { body: storyUser },
      'GET /symptoms': { body: [] },
      'POST /patient/monitors/pressure/17': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return { status: 201 as const, body: stored };
      },
    });
    renderWithMat(<BloodPressureFormScreen monitorId={17} monitorHref="/blood-pressure/17" />, {
      fetch: api.fetch,
      token: 'session',
    });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Systolic (top number)' }), '150');
    await user.type(screen.getByRole('textbox', { name: 'Diastolic (bottom number)' }), '95');
    await user.click(screen.getByRole('button', { name: 'Save reading' }));

    expect(await screen.findByText('Waiting to send')).toBeTruthy();
    // The category and its advice come from @mat/domain, offline too.
    expect(screen.getByText(/recheck in 15 minutes/i)).toBeTruthy();
    const outbox = await openReadingOutbox(indexedDB);
    const [waiting] = await outbox.list(storyUser.userId);
    if (waiting?.kind !== 'bloodPressure') throw new Error('The reading should wait in the outbox');
    expect(waiting).toMatchObject({ kind: 'bloodPressure', monitorId: 17, body: { systolic: 150, diastolic: 95 } });

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(async () => expect(await outbox.list(storyUser.userId)).toEqual([]));
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts.map((c) => c.headers.get('Idempotency-Key'))).toEqual([waiting.key, waiting.key]);
    expect(posts.map((c) => (c.body as { measured_at: string }).measured_at)).toEqual([
      waiting.body.measured_at,
      waiting.body.measured_at,
    ]);
  });

  it('says of a severe reading still on the phone that no one has been told, and to call now', async () => {
    const api = fakeApi({
      'GET /user': { body: storyUser },
      'GET /symptoms': { body: [] },
      'POST /patient/monitors/pressure/17': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithMat(<BloodPressureFormScreen monitorId={17} monitorHref="/blood-pressure/17" />, {
      fetch: api.fetch,
      token: 'session',
      locale: 'es',
    });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Sistólica (número de arriba)' }), '166');
    await user.type(screen.getByRole('textbox', { name: 'Diastólica (número de abajo)' }), '112');
    await user.click(screen.getByRole('button', { name: 'Guardar medición' }));
    const urgent = await screen.findByTestId('urgent-guidance');
    expect(urgent.textContent).toContain(
      'Esta lectura aún no se ha enviado, así que tu equipo de cuidado no lo sabe. Llámales ahora.',
    );
    expect(urgent.textContent).not.toContain('Hemos avisado');
  });
});
