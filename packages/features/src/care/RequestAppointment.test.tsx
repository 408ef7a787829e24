import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schema } from '@mat/api';
import { describe, expect, it } from 'vitest';
import { storyUser } from '../test/storyProviders';
import { mergeApis, storyApi, type FakeAnswer, type FakeAnswers } from '../test/fakeApi';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { RequestAppointmentScreen } from './RequestAppointmentScreen';

const organization = (id: number, name: string): Schema<'Organization'> => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  type_icon: 13,
  logo: null,
  description: null,
  city: null,
  state: null,
  phone: null,
  website: null,
  languages: [],
  accepts_new_patients: true,
  connection_status: 'active',
  practitioners_count: 3,
});

function requestScreen<K extends string>(answers: FakeAnswers<K>, organizationId?: number, locale: 'en' | 'es' = 'en') {
  const api = fakeApi(
    mergeApis(
      storyApi({
        'GET /user': { body: storyUser },
        'GET /patient/request-appointments/get-available-organizations': {
          body: [organization(2, 'Sunrise Maternity Care'), organization(5, 'Bayview Midwives')],
        },
        'GET /patient/request-appointments/get-request-categories': {
          body: [
            { id: 1, name: 'Breastfeeding and feeding' },
            { id: 2, name: 'Recovery after birth' },
          ],
        },
      }),
      storyApi(answers),
    ),
  );
  const requested: number[] = [];
  renderWithMat(<RequestAppointmentScreen organizationId={organizationId} onRequested={() => requested.push(1)} />, {
    fetch: api.fetch,
    token: 'session',
    locale,
  });
  return { api, requested };
}

const sent = {
  status: 201,
  body: {
    id: 70,
    status: 'sent',
    organizations: [{ id: 2, name: 'Sunrise Maternity Care' }],
    created_at: '2026-11-25T10:00:00Z',
  },
} satisfies FakeAnswer<'POST /patient/request-appointments'>;

describe('RequestAppointmentScreen', () => {
  it('sends the request to the team asked from the start, about a category, with the times that suit', async () => {
    const { api, requested } = requestScreen({ 'POST /patient/request-appointments': sent }, 2);
    const user = userEvent.setup();
    expect(await screen.findByRole('checkbox', { name: 'Sunrise Maternity Care' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: /What is it about\?/ }));
    await user.click(await screen.findByRole('option', { name: 'Recovery after birth' }));
    await user.type(screen.getByRole('textbox', { name: /What would you like help with/ }), 'My stitches still hurt.');
    await user.type(screen.getByRole('textbox', { name: /Times that suit you/ }), 'Mornings');
    await user.click(screen.getByRole('button', { name: 'Send my request' }));
    await waitFor(() => expect(requested).toEqual([1]));
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({
      organization_ids: [2],
      category_id: 2,
      message: 'My stitches still hurt.',
      preferred_times: 'Mornings',
    });
  });

  it('asks for a message and a care team before sending anything', async () => {
    const { api } = requestScreen({});
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send my request' }));
    const message = screen.getByRole('textbox', { name: /What would you like help with/ }) as HTMLTextAreaElement;
    expect(message.validity.valueMissing).toBe(true);
    await user.click(screen.getByRole('button', { name: /What is it about\?/ }));
    await user.click(await screen.findByRole('option', { name: 'Recovery after birth' }));
    await user.type(message, 'My stitches still hurt.');
    await user.click(screen.getByRole('button', { name: 'Send my request' }));
    expect(await screen.findByText('Please pick one of the options')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('says the spec’s words when the request fails, in Spanish', async () => {
    requestScreen(
      { 'POST /patient/request-appointments': { status: 500, body: { code: 'errors.unexpected', message: 'boom' } } },
      5,
      'es',
    );
    const user = userEvent.setup();
    await screen.findByRole('checkbox', { name: 'Bayview Midwives' });
    await user.click(screen.getByRole('button', { name: /¿De qué se trata\?/ }));
    await user.click(await screen.findByRole('option', { name: 'Breastfeeding and feeding' }));
    await user.type(
      screen.getByRole('textbox', { name: /¿Con qué te gustaría recibir ayuda\?/ }),
      'Dolor al amamantar.',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar mi solicitud' }));
    expect(await screen.findByText('No se pudo solicitar la cita')).toBeTruthy();
  });
});
