// Generated from openapi/v2.yaml by `pnpm --filter @mat/api generate`. Do not edit.

import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { MatClient } from '../../client.js';
import { keyOf, requestInit, type Args, type RequestOf, type Variables } from '../../request.js';
import { unwrap } from '../../unwrap.js';

/** Appointments: query options. Keys start with 'appointments'. */
export const appointmentsQueries = {
  /** GET /patient/appointments/type/{id}: A kind of visit and its open times */
  getAppointmentType: (client: MatClient, ...[request]: Args<RequestOf<'/patient/appointments/type/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['appointments', 'getAppointmentType', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/appointments/type/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/appointments/type/{id}/{sessionUuid}: A kind of visit at one chosen time */
  getAppointmentTypeSession: (client: MatClient, ...[request]: Args<RequestOf<'/patient/appointments/type/{id}/{sessionUuid}', 'get'>>) =>
    queryOptions({
      queryKey: ['appointments', 'getAppointmentTypeSession', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/appointments/type/{id}/{sessionUuid}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/appointments/{id}: An appointment */
  getAppointment: (client: MatClient, ...[request]: Args<RequestOf<'/patient/appointments/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['appointments', 'getAppointment', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/appointments/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/appointments/{id}/calendar-event/json: An appointment as a calendar event (native apps) */
  getAppointmentCalendarEvent: (client: MatClient, ...[request]: Args<RequestOf<'/patient/appointments/{id}/calendar-event/json', 'get'>>) =>
    queryOptions({
      queryKey: ['appointments', 'getAppointmentCalendarEvent', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/appointments/{id}/calendar-event/json', { ...requestInit(request), signal })),
    }),
  /** GET /patient/appointments/{id}/calendar-event/file: An appointment as an iCalendar file */
  downloadAppointmentCalendarEvent: (client: MatClient, ...[request]: Args<RequestOf<'/patient/appointments/{id}/calendar-event/file', 'get'>>) =>
    queryOptions({
      queryKey: ['appointments', 'downloadAppointmentCalendarEvent', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/appointments/{id}/calendar-event/file', { ...requestInit(request), signal, parseAs: 'blob' as const })),
    }),
  /** GET /patient/appointments/{id}/preview: A short card for an appointment */
  getAppointmentPreview: (client: MatClient, ...[request]: Args<RequestOf<'/patient/appointments/{id}/preview', 'get'>>) =>
    queryOptions({
      queryKey: ['appointments', 'getAppointmentPreview', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/appointments/{id}/preview', { ...requestInit(request), signal })),
    }),
  /** GET /appointments/{id}/summary/token: A token to open a visit summary */
  getVisitSummaryToken: (client: MatClient, ...[request]: Args<RequestOf<'/appointments/{id}/summary/token', 'get'>>) =>
    queryOptions({
      queryKey: ['appointments', 'getVisitSummaryToken', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/appointments/{id}/summary/token', { ...requestInit(request), signal })),
    }),
  /** GET /appointments/summary/{token}/pdf: A visit summary as a PDF, opened by its summary token */
  downloadVisitSummaryPdf: (client: MatClient, ...[request]: Args<RequestOf<'/appointments/summary/{token}/pdf', 'get'>>) =>
    queryOptions({
      queryKey: ['appointments', 'downloadVisitSummaryPdf', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/appointments/summary/{token}/pdf', { ...requestInit(request), signal, parseAs: 'blob' as const })),
    }),
  /** GET /patient/request-appointments/get-available-organizations: Organizations that take appointment requests */
  listAppointmentOrganizations: (client: MatClient, ...[request]: Args<RequestOf<'/patient/request-appointments/get-available-organizations', 'get'>>) =>
    queryOptions({
      queryKey: ['appointments', 'listAppointmentOrganizations', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/request-appointments/get-available-organizations', { ...requestInit(request), signal })),
    }),
  /** GET /patient/request-appointments/get-request-categories: What a request can be about */
  listAppointmentRequestCategories: (client: MatClient, ...[request]: Args<RequestOf<'/patient/request-appointments/get-request-categories', 'get'>>) =>
    queryOptions({
      queryKey: ['appointments', 'listAppointmentRequestCategories', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/request-appointments/get-request-categories', { ...requestInit(request), signal })),
    }),
  /** GET /patient/request-appointments: The patient's appointment requests */
  listMyAppointmentRequests: (client: MatClient, ...[request]: Args<RequestOf<'/patient/request-appointments', 'get'>>) =>
    queryOptions({
      queryKey: ['appointments', 'listMyAppointmentRequests', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/request-appointments', { ...requestInit(request), signal })),
    }),
};

/** Appointments: mutation options. Keys start with 'appointments'. */
export const appointmentsMutations = {
  /** POST /patient/appointments/cancel/{uuid}: Cancel an appointment */
  cancelAppointment: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['appointments', 'cancelAppointment'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/appointments/cancel/{uuid}', 'post'>>) => unwrap(client.POST('/patient/appointments/cancel/{uuid}', { ...requestInit(request) })),
    }),
  /** POST /patient/request-appointments: Ask organizations for an appointment */
  requestAppointment: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['appointments', 'requestAppointment'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/request-appointments', 'post'>>) => unwrap(client.POST('/patient/request-appointments', { ...requestInit(request) })),
    }),
};
