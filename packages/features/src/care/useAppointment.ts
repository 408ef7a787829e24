// One appointment (spec 3, 4 and 7, "Appointments"): the booking by its uuid (a link
// /appointment/{uuid} from an e-mail or the care plan), its calendar event, cancelling it, and the
// visit summary PDF. Cancelling changes the care plan (the item leaves it) and the credits.
import { ApiError, unwrap, type Schema } from '@mat/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMat } from '../provider/MatContext';
import { save } from '../shared/saveDownload';
import { careKey } from './useCarePlan';
import { creditsKey } from './useSupport';

export type Appointment = Schema<'Appointment'>;

export const appointmentKey = (uuid: string) => [...careKey, 'appointment', uuid] as const;

export function useAppointment(uuid: string) {
  const { client } = useMat();
  return useQuery({
    queryKey: appointmentKey(uuid),
    queryFn: ({ signal }) =>
      unwrap(client.GET('/patient/appointments/{id}', { params: { path: { id: uuid } }, signal })),
  });
}

/** The event the calendar file holds, for a link to an online calendar; only while there is a visit to come. */
export function useCalendarEvent(appointment: Appointment | undefined) {
  const { client } = useMat();
  const id = appointment?.id ?? 0;
  return useQuery({
    queryKey: [...careKey, 'appointment', 'calendar', id] as const,
    enabled: !!appointment && appointment.status !== 'finished' && !appointment.reservation?.cancelled_at,
    queryFn: ({ signal }) =>
      unwrap(client.GET('/patient/appointments/{id}/calendar-event/json', { params: { path: { id } }, signal })),
  });
}

/** Google Calendar's link for an event: times in UTC as YYYYMMDDTHHMMSSZ. */
export function googleCalendarUrl(event: Schema<'CalendarEvent'>): string {
  const stamp = (iso: string) =>
    new Date(iso)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${stamp(event.starts_at)}/${stamp(event.ends_at)}`,
    details: event.description,
    location: event.location,
    ctz: event.timezone,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

/** Fetches a file the call's session header guards and hands it to the browser. */
async function download(request: Promise<{ data?: unknown; response: Response }>, fallbackName: string) {
  const result = await request;
  // A refused call throws ApiError (the spec's words for it); the file's name comes with the answer.
  const data = await unwrap(Promise.resolve(result));
  const { response } = result;
  save(data as Blob, /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName);
}

export function useAppointmentFiles(appointment: Appointment) {
  const { client } = useMat();
  const path = { params: { path: { id: appointment.id } } };
  const calendar = useMutation({
    mutationFn: () =>
      download(
        client.GET('/patient/appointments/{id}/calendar-event/file', { ...path, parseAs: 'blob' }),
        `appointment-${appointment.id}.ics`,
      ),
  });
  // The PDF opens by a short-lived token, asked for at the moment of the download.
  const summary = useMutation({
    mutationFn: async () => {
      const { token } = await unwrap(client.GET('/appointments/{id}/summary/token', path));
      await download(
        client.GET('/appointments/summary/{token}/pdf', { params: { path: { token } }, parseAs: 'blob' }),
        `visit-summary-${appointment.id}.pdf`,
      );
    },
  });
  return { calendar, summary };
}

/** The server's refusal to cancel (spec 4 and 8: nothing to cancel, already ended), or null. */
export const cancelRefusal = (error: unknown): string | null =>
  error instanceof ApiError && error.status === 409 ? error.code : null;

export function useCancelAppointment() {
  const { client } = useMat();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appointment, reason }: { appointment: Appointment; reason: string }) =>
      unwrap(
        client.POST('/patient/appointments/cancel/{uuid}', {
          params: { path: { uuid: appointment.uuid } },
          body: { reason },
        }),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: careKey }),
        queryClient.invalidateQueries({ queryKey: creditsKey }),
      ]),
  });
}
