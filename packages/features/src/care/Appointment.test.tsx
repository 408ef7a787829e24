import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { save } from '../shared/saveDownload';
import { mergeApis, storyApi, type FakeAnswers } from '../test/fakeApi';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { storyUser } from '../test/storyProviders';
import { AppointmentScreen } from './AppointmentScreen';
import { appointmentAnswers, finishedVisit, upcomingVisit, visitSummary } from './appointmentFixtures';
import { credits } from './supportFixtures';

vi.mock('../shared/saveDownload', () => ({ save: vi.fn() }));

function open<K extends string>(
  uuid: string,
  intent: 'view' | 'cancel',
  answers?: FakeAnswers<K>,
  locale: 'en' | 'es' = 'en',
) {
  const api = fakeApi(
    mergeApis(
      storyApi({ 'GET /user': { body: storyUser }, 'GET /stripe/get-balance': credits(1) }),
      appointmentAnswers,
      answers ? storyApi(answers) : storyApi({}),
    ),
  );
  const hrefs = { view: `/appointment/${uuid}`, cancel: `/appointment/cancel/${uuid}` };
  const cancelled: string[] = [];
  renderWithMat(
    <AppointmentScreen
      uuid={uuid}
      intent={intent}
      hrefs={hrefs}
      careHref="/care"
      onCancelled={() => cancelled.push(uuid)}
    />,
    { fetch: api.fetch, token: 'session', locale },
  );
  return { api, cancelled, hrefs };
}

beforeEach(() => vi.mocked(save).mockClear());

describe('AppointmentScreen', () => {
  it('opens the booking by its uuid: kind of visit, practitioner, time in the patient’s zone, state, cancel and calendar', async () => {
    const { api, hrefs } = open(upcomingVisit.uuid, 'view');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lactation consult' })).toBeTruthy();
    expect(api.calls.some((c) => c.path === `/patient/appointments/${upcomingVisit.uuid}`)).toBe(true);
    expect(screen.getByText('Lactation visit')).toBeTruthy();
    expect(screen.getByText('Grace Okafor · Sunrise Maternity Care')).toBeTruthy();
    // 17:30 UTC is 9:30 AM in Los Angeles, the patient's zone (the visit's own zone is New York).
    expect(await screen.findByText(/Nov 26, 2026, 9:30/)).toBeTruthy();
    expect(screen.getByText('Times in your time zone (America/Los_Angeles)')).toBeTruthy();
    expect(screen.getByText('Upcoming')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel this appointment' }).getAttribute('href')).toBe(hrefs.cancel);
    const google = await screen.findByRole('link', { name: 'Add to Google Calendar' });
    expect(google.getAttribute('href')).toContain('dates=20261126T173000Z%2F20261126T181500Z');
    expect(screen.queryByRole('button', { name: 'Download the visit summary (PDF)' })).toBeNull();
  });

  it('names the kind of visit and its place in Spanish in @mat/domain’s words, the ones the server’s visit summary uses', async () => {
    open(
      upcomingVisit.uuid,
      'view',
      {
        'GET /patient/appointments/4b7e0c2d-9f1a-4d3b-8c6e-5a4b3c2d1e0f': {
          body: { ...upcomingVisit, type: 'coaching' as const },
        },
      },
      'es',
    );
    expect(await screen.findByText('Sesión de coaching')).toBeTruthy();
    expect(screen.getByText('En línea')).toBeTruthy();
    expect(screen.queryByText(/Coaching session|Online/)).toBeNull();
  });

  it('downloads the calendar file with the server’s name for it', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
    open(upcomingVisit.uuid, 'view', {
      'GET /patient/appointments/930/calendar-event/file': {
        body: ics,
        headers: {
          'content-type': 'text/calendar',
          'content-disposition': 'attachment; filename="appointment-930.ics"',
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Download the calendar file (.ics)' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(vi.mocked(save).mock.calls[0]![1]).toBe('appointment-930.ics');
  });

  it('says the spec’s words when the calendar file fails', async () => {
    open(upcomingVisit.uuid, 'view', {
      'GET /patient/appointments/930/calendar-event/file': {
        status: 500,
        body: { code: 'errors.unexpected', message: 'boom' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Download the calendar file (.ics)' }));
    expect(await screen.findByText("Can't generate calendar event")).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('a finished visit shows done, offers no cancel, and downloads the summary PDF by a fresh token', async () => {
    const { api } = open(finishedVisit.uuid, 'view', {
      'GET /appointments/931/summary/token': { body: { ...visitSummary, token: 'tok.1.sig' } },
      'GET /appointments/summary/tok.1.sig/pdf': {
        body: '%PDF-1.7',
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="visit-summary-931.pdf"',
        },
      },
    });
    expect(await screen.findByText('This visit is finished and marked done in your care plan.')).toBeTruthy();
    expect(screen.getByText('Finished')).toBeTruthy();
    expect(within(screen.getByTestId('visit-done')).getByText('Done')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Cancel this appointment' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Download the visit summary (PDF)' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(vi.mocked(save).mock.calls[0]![1]).toBe('visit-summary-931.pdf');
    expect(api.calls.map((c) => c.path)).toContain(`/appointments/${finishedVisit.id}/summary/token`);
    // A finished visit has no calendar event to add.
    expect(api.calls.some((c) => c.path.includes('calendar-event'))).toBe(false);
  });

  it('a finished visit shows its summary as text, with its kind, date and practitioner, above the PDF download', async () => {
    open(finishedVisit.uuid, 'view');
    const notes = await screen.findByText(/Latch is deeper on the left\.\s+Try laid-back feeding twice a day/);
    const summary = screen.getByRole('region', { name: 'Visit summary' });
    expect(within(summary).getByText('Lactation visit')).toBeTruthy();
    expect(within(summary).getByText('Grace Okafor')).toBeTruthy();
    // Nov 18 17:30 UTC is 9:30 AM in Los Angeles, the patient's zone.
    expect(within(summary).getByText(/Nov 18, 2026, 9:30/)).toBeTruthy();
    const download = within(summary).getByRole('button', { name: 'Download the visit summary (PDF)' });
    expect(notes.compareDocumentPosition(download) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a finished visit shows its summary in Spanish around the practitioner’s own words', async () => {
    open(finishedVisit.uuid, 'view', {}, 'es');
    const summary = await screen.findByRole('region', { name: 'Resumen de la visita' });
    expect(await within(summary).findByText(/Try laid-back feeding/)).toBeTruthy();
    expect(within(summary).getByText('Con')).toBeTruthy();
    expect(within(summary).getByRole('button', { name: /PDF/ })).toBeTruthy();
  });

  it('cancels with a reason, saying the credit comes back, then goes back to the booking', async () => {
    const { api, cancelled } = open(upcomingVisit.uuid, 'cancel', {
      'POST /patient/appointments/cancel/4b7e0c2d-9f1a-4d3b-8c6e-5a4b3c2d1e0f': {
        body: {
          ...upcomingVisit,
          reservation: {
            ...upcomingVisit.reservation!,
            cancelled_at: '2026-11-25T10:00:00Z',
            cancel_reason: 'Feeling better',
          },
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Cancel your appointment?' })).toBeTruthy();
    expect(screen.getByText('The credit you spent on this place comes back to you.')).toBeTruthy();
    const user = userEvent.setup();
    // A reason is asked for before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Cancel the appointment' }));
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Why are you cancelling?' }), '  Feeling better ');
    await user.click(screen.getByRole('button', { name: 'Cancel the appointment' }));
    await waitFor(() => expect(cancelled).toEqual([upcomingVisit.uuid]));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Feeling better' });
    expect(await screen.findByText('Your appointment is cancelled')).toBeTruthy();
  });

  it('shows the server’s refusal in the spec’s words, in Spanish', async () => {
    open(
      upcomingVisit.uuid,
      'cancel',
      {
        'POST /patient/appointments/cancel/4b7e0c2d-9f1a-4d3b-8c6e-5a4b3c2d1e0f': {
          status: 409,
          body: { code: 'errors.sessionEnded', message: 'ended' },
        },
      },
      'es',
    );
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: '¿Por qué cancelas?' }), 'Viaje');
    await user.click(screen.getByRole('button', { name: 'Cancelar la cita' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No se pudo cancelar tu reserva de la sesión')).toBeTruthy();
    expect(within(alert).getByText('Lo sentimos, esta sesión ya terminó')).toBeTruthy();
  });
});
