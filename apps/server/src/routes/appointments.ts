// HTTP for appointments (spec 7, "Appointments"): kinds of visit and their open times, one
// appointment, cancelling it, the calendar event, the visit summary (token and PDF), and requests.
import { created, ok, type Handlers } from '../http/routes.js';
import { currentUser } from '../http/session.js';
import type { Services } from '../services/index.js';

const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

export function appointmentHandlers({ appointments }: Services): Handlers {
  return {
    async getAppointmentType(request) {
      return ok(await appointments.type(currentUser(request), request.params.id));
    },
    async getAppointmentTypeSession(request) {
      return ok(await appointments.typeAtSession(currentUser(request), request.params.id, request.params.sessionUuid));
    },
    async getAppointment(request) {
      return ok(await appointments.get(currentUser(request), request.params.id));
    },
    async cancelAppointment(request) {
      return ok(await appointments.cancel(currentUser(request), request.params.uuid, request.body.reason));
    },
    async getAppointmentCalendarEvent(request) {
      return ok(await appointments.calendarJson(currentUser(request), request.params.id));
    },
    async downloadAppointmentCalendarEvent(request, reply) {
      const file = await appointments.calendarFile(currentUser(request), request.params.id);
      reply
        .header('content-disposition', attachment(`appointment-${request.params.id}.ics`))
        .type('text/calendar; charset=utf-8');
      return ok(file);
    },
    async getAppointmentPreview(request) {
      return ok(await appointments.preview(currentUser(request), request.params.id));
    },
    async getVisitSummaryToken(request) {
      return ok(await appointments.summaryToken(currentUser(request), request.params.id));
    },
    async downloadVisitSummaryPdf(request, reply) {
      const { fileName, body } = await appointments.summaryPdf(request.params.token);
      // A public call (the token is the key), so the private calls' no-store is set here: clinical notes.
      reply
        .header('content-disposition', attachment(fileName))
        .header('cache-control', 'no-store')
        .type('application/pdf');
      return ok(body);
    },
    async listAppointmentOrganizations(request) {
      return ok(await appointments.organizations(currentUser(request)));
    },
    async listAppointmentRequestCategories(request) {
      return ok(await appointments.categories(currentUser(request)));
    },
    async listMyAppointmentRequests(request) {
      return ok(await appointments.requests(currentUser(request)));
    },
    async requestAppointment(request) {
      return created(await appointments.request(currentUser(request), request.body));
    },
  };
}
