import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithStaff } from '../testing/renderWithStaff';
import type { StaffCall } from '../testing/staffAnswers';
import { AppointmentRequestsScreen } from './AppointmentRequestsScreen';
import { AssignCareScreen } from './AssignCareScreen';
import { sampleConnections, sampleProducts, sampleRequest, sampleVisits } from './CareScreens.stories';
import { ScheduleSessionScreen } from './ScheduleSessionScreen';
import { VisitSummariesScreen } from './VisitSummariesScreen';

async function choose(user: ReturnType<typeof userEvent.setup>, label: string | RegExp, option: string) {
  await user.click(screen.getByRole('button', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const answered = (path: string) => (_call: StaffCall, calls: StaffCall[]) => ({
  body: calls.some((c) => c.path === path) ? [] : [sampleRequest],
});

afterEach(cleanup);

describe('the Care screens of the console', () => {
  it('confirms a request with a kind of visit and a time on the practitioner’s clock, then it leaves the list', async () => {
    const user = userEvent.setup();
    const { sent } = renderWithStaff(<AppointmentRequestsScreen />, {
      'GET /appointment-requests': answered('POST /appointment-requests/21/confirm'),
      'GET /products': { body: sampleProducts },
      'POST /appointment-requests/21/confirm': { body: { ...sampleRequest, status: 'confirmed' } },
    });
    expect(await screen.findByText('Preferred times: Weekday mornings')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm with a time: Ana Rivera' }));
    // The only kind of visit is chosen already; groups and coaching are not kinds of visit.
    expect(within(screen.getByRole('button', { name: /Kind of visit/ })).getByText('Lactation visit')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Starts/), { target: { value: '2026-12-04T10:30' } });
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    await waitFor(() => expect(screen.queryByText('Preferred times: Weekday mornings')).toBeNull());
    const [body] = sent('POST /appointment-requests/21/confirm') as Record<string, unknown>[];
    const start = new Date('2026-12-04T10:30');
    expect(body).toEqual({
      product_id: 6,
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + 45 * 60_000).toISOString(),
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      platform: 'video',
    });
    expect(await screen.findByText('No requests are waiting.')).toBeTruthy();
  });

  it('shows the server’s refusal in its words and keeps the form; declining asks twice', async () => {
    const user = userEvent.setup();
    const { sent } = renderWithStaff(<AppointmentRequestsScreen />, {
      'GET /appointment-requests': answered('POST /appointment-requests/21/decline'),
      'GET /products': { body: sampleProducts },
      'POST /appointment-requests/21/confirm': {
        status: 409,
        body: { code: 'errors.conflict', message: 'This request was already answered' },
      },
      'POST /appointment-requests/21/decline': { body: { ...sampleRequest, status: 'declined' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm with a time: Ana Rivera' }));
    fireEvent.change(screen.getByLabelText(/Starts/), { target: { value: '2026-12-04T10:30' } });
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(
      await screen.findByText(
        "This can't be done right now because something changed. Please reload the page and try again.",
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    await user.click(screen.getByRole('button', { name: 'Decline: Ana Rivera' }));
    expect(sent('POST /appointment-requests/21/decline')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Yes, decline' }));
    expect(await screen.findByText('No requests are waiting.')).toBeTruthy();
    // No reason given: none is sent.
    expect(sent('POST /appointment-requests/21/decline')).toEqual([{}]);
  });

  it('declines with a reason for the patient, bounded in length, and sends it trimmed', async () => {
    const user = userEvent.setup();
    const { sent } = renderWithStaff(<AppointmentRequestsScreen />, {
      'GET /appointment-requests': answered('POST /appointment-requests/21/decline'),
      'GET /products': { body: sampleProducts },
      'POST /appointment-requests/21/decline': {
        body: { ...sampleRequest, status: 'declined', decline_reason: 'We only visit in Austin.' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Decline: Ana Rivera' }));
    const reason = screen.getByRole('textbox', { name: /Reason for the patient/ });
    fireEvent.change(reason, { target: { value: 'x'.repeat(501) } });
    await user.click(screen.getByRole('button', { name: 'Yes, decline' }));
    // Past the bound the field says so and nothing is sent.
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(sent('POST /appointment-requests/21/decline')).toEqual([]);
    fireEvent.change(reason, { target: { value: '  We only visit in Austin.  ' } });
    await user.click(screen.getByRole('button', { name: 'Yes, decline' }));
    expect(await screen.findByText('No requests are waiting.')).toBeTruthy();
    expect(sent('POST /appointment-requests/21/decline')).toEqual([{ reason: 'We only visit in Austin.' }]);
  });

  it('asks for the reason in Spanish', async () => {
    const user = userEvent.setup();
    renderWithStaff(
      <AppointmentRequestsScreen />,
      { 'GET /appointment-requests': { body: [sampleRequest] }, 'GET /products': { body: sampleProducts } },
      'es',
    );
    await user.click(await screen.findByRole('button', { name: 'Rechazar: Ana Rivera' }));
    expect(screen.getByRole('textbox', { name: /Motivo para la paciente \(opcional\)/ })).toBeTruthy();
  });

  it('schedules a session of an offer, in person with its address', async () => {
    const user = userEvent.setup();
    const { sent } = renderWithStaff(<ScheduleSessionScreen />, {
      'GET /products': { body: sampleProducts },
      'POST /products/4/sessions': {
        status: 201,
        body: {
          id: 70,
          uuid: 'c0ffee00-0000-4000-8000-000000000070',
          product_id: 4,
          starts_at: '2026-12-05T17:00:00Z',
          ends_at: '2026-12-05T18:00:00Z',
          timezone: 'UTC',
          platform: 'in_person',
          capacity: 8,
          reserved: 0,
        },
      },
    });
    await screen.findByRole('button', { name: 'Schedule' });
    await choose(user, /Offer/, 'Bump circle');
    fireEvent.change(screen.getByLabelText(/Starts/), { target: { value: '2026-12-05T09:00' } });
    await choose(user, /How long/, '60 minutes');
    await choose(user, /Where/, 'In person');
    await user.type(screen.getByRole('textbox', { name: /Address/ }), '12 Harbor St');
    const places = screen.getByRole('textbox', { name: /Places/ });
    await user.clear(places);
    await user.type(places, '8');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText(/Bump circle is scheduled for/)).toBeTruthy();
    expect(sent('POST /products/4/sessions')[0]).toMatchObject({
      platform: 'in_person',
      address: '12 Harbor St',
      capacity: 8,
    });
  });

  it('adds a milestone to a connected patient’s plan; a field the server refuses is named beside it', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const { sent } = renderWithStaff(<AssignCareScreen />, {
      'GET /connections': { body: sampleConnections },
      'POST /patients/9/care-plan': () =>
        ++tries === 1
          ? {
              status: 422 as const,
              body: { code: 'errors.validationFailed', message: 'invalid', fields: { day: 'validation.invalidDate' } },
            }
          : {
              status: 201 as const,
              body: {
                id: 1,
                uuid: 'c0ffee00-0000-4000-8000-000000000001',
                type: 'milestone',
                title: 'First walk outside',
                day: '2026-12-01',
                milestone: true,
              },
            },
    });
    await screen.findByRole('button', { name: 'Add to the care plan' });
    await choose(user, /Patient/, 'Marisol Díaz');
    await choose(user, /What it is/, 'Milestone');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'First walk outside');
    fireEvent.change(screen.getByLabelText(/Day/), { target: { value: '2026-12-01' } });
    await user.click(screen.getByRole('button', { name: 'Add to the care plan' }));
    expect(await screen.findByText('Invalid date')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Day/), { target: { value: '2026-12-02' } });
    expect(screen.queryByText('Invalid date')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add to the care plan' }));
    expect(await screen.findByText('“First walk outside” is on the care plan of Marisol Díaz.')).toBeTruthy();
    expect(sent('POST /patients/9/care-plan')[1]).toEqual({
      type: 'milestone',
      title: 'First walk outside',
      day: '2026-12-02',
    });
  });

  it('writes the summary of a finished visit, in Spanish', async () => {
    const user = userEvent.setup();
    const { sent } = renderWithStaff(
      <VisitSummariesScreen />,
      {
        'GET /appointments': { body: sampleVisits },
        'PUT /appointments/930/summary': { body: { summary: 'Buen agarre.' } },
      },
      'es',
    );
    const box = await screen.findByRole('textbox', { name: /Resumen de la visita con Ana Rivera/ });
    expect(screen.getByText('Por escribir')).toBeTruthy();
    expect(
      (screen.getByRole('textbox', { name: /Resumen de la visita con Marisol Díaz/ }) as HTMLTextAreaElement).value,
    ).toBe('Swelling is normal; rest with feet up.');
    await user.type(box, '  Buen agarre. ');
    await user.click(screen.getAllByRole('button', { name: 'Guardar el resumen' })[0]!);
    expect(await screen.findByText('Resumen guardado: Ana Rivera ya puede descargarlo.')).toBeTruthy();
    expect(sent('PUT /appointments/930/summary')).toEqual([{ summary: 'Buen agarre.' }]);
  });
});
