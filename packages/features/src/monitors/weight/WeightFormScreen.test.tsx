import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schema } from '@mat/api';
import { describe, expect, it, vi } from 'vitest';
import { storyUser } from '../../test/storyProviders';
import { fakeApi, renderWithMat } from '../../test/renderWithMat';
import { WeightFormScreen } from './WeightFormScreen';

function setUp(measureUnit: 'imperial' | 'metric') {
  const user = { ...storyUser, user_data: { prefs: { ...storyUser.user_data.prefs, measureUnit } } };
  const api = fakeApi({
    'GET /user': { body: user },
    'POST /patient/monitors/weight': (call) => ({
      status: 201 as const,
      body: { id: 820, notes: null, ...(call.body as Schema<'WeightReadingInput'>) },
    }),
  });
  const onSaved = vi.fn();
  renderWithMat(<WeightFormScreen monitorId={18} onSaved={onSaved} />, { fetch: api.fetch, token: 'session' });
  return { api, onSaved };
}

describe('WeightFormScreen', () => {
  it('takes pounds and ounces from an imperial user and sends pounds', async () => {
    const { api, onSaved } = setUp('imperial');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Pounds' }), '7');
    await user.type(screen.getByRole('textbox', { name: 'Ounces' }), '8');
    await user.click(screen.getByRole('button', { name: 'Save weight' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(18));
    expect(api.calls.find((c) => c.method === 'POST')!.body).toMatchObject({ monitor_id: 18, weight: 7.5, unit: 'lb' });
  });

  it('takes kilograms and grams from a metric user and sends kilograms', async () => {
    const { api } = setUp('metric');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Kilograms' }), '3');
    await user.type(screen.getByRole('textbox', { name: 'Grams' }), '402');
    await user.click(screen.getByRole('button', { name: 'Save weight' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')!.body).toMatchObject({ weight: 3.402, unit: 'kg' }),
    );
  });

  it('refuses an empty weight with the domain message, sending nothing', async () => {
    const { api } = setUp('metric');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save weight' }));
    expect(await screen.findByText('Please enter a weight between 0 and 30 kg (66 lb).')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
