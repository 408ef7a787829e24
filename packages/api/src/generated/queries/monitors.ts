// Generated from openapi/v2.yaml by `pnpm --filter @mat/api generate`. Do not edit.

import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { MatClient } from '../../client.js';
import { keyOf, requestInit, type Args, type RequestOf, type Variables } from '../../request.js';
import { unwrap } from '../../unwrap.js';

/** Monitors: query options. Keys start with 'monitors'. */
export const monitorsQueries = {
  /** GET /patient/monitors: The patient's monitors */
  listMonitors: (client: MatClient, ...[request]: Args<RequestOf<'/patient/monitors', 'get'>>) =>
    queryOptions({
      queryKey: ['monitors', 'listMonitors', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/monitors', { ...requestInit(request), signal })),
    }),
  /** GET /patient/notifications: The patient's in-app notifications */
  listNotifications: (client: MatClient, ...[request]: Args<RequestOf<'/patient/notifications', 'get'>>) =>
    queryOptions({
      queryKey: ['monitors', 'listNotifications', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/notifications', { ...requestInit(request), signal })),
    }),
  /** GET /patient/notifications/unread-count: How many notifications are unread */
  countUnreadNotifications: (client: MatClient, ...[request]: Args<RequestOf<'/patient/notifications/unread-count', 'get'>>) =>
    queryOptions({
      queryKey: ['monitors', 'countUnreadNotifications', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/notifications/unread-count', { ...requestInit(request), signal })),
    }),
  /** GET /patient/monitors/export/pdf: The patient's readings as a PDF to share with any provider */
  exportReadingsPdf: (client: MatClient, ...[request]: Args<RequestOf<'/patient/monitors/export/pdf', 'get'>>) =>
    queryOptions({
      queryKey: ['monitors', 'exportReadingsPdf', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/monitors/export/pdf', { ...requestInit(request), signal, parseAs: 'blob' as const })),
    }),
  /** GET /patient/monitors/export/fhir: The patient's readings as a FHIR R4 Bundle */
  exportReadingsFhir: (client: MatClient, ...[request]: Args<RequestOf<'/patient/monitors/export/fhir', 'get'>>) =>
    queryOptions({
      queryKey: ['monitors', 'exportReadingsFhir', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/monitors/export/fhir', { ...requestInit(request), signal, parseAs: 'blob' as const })),
    }),
  /** GET /patient/monitors/{id}: A monitor */
  getMonitor: (client: MatClient, ...[request]: Args<RequestOf<'/patient/monitors/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['monitors', 'getMonitor', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/monitors/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/monitors/articles/{id}: Articles for a monitor */
  listMonitorArticles: (client: MatClient, ...[request]: Args<RequestOf<'/patient/monitors/articles/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['monitors', 'listMonitorArticles', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/monitors/articles/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/monitor-reminders/{id}: Reminders of a monitor */
  listMonitorReminders: (client: MatClient, ...[request]: Args<RequestOf<'/patient/monitor-reminders/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['monitors', 'listMonitorReminders', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/monitor-reminders/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/monitor-reminders/{id}/edit: A reminder to edit */
  getReminder: (client: MatClient, ...[request]: Args<RequestOf<'/patient/monitor-reminders/{id}/edit', 'get'>>) =>
    queryOptions({
      queryKey: ['monitors', 'getReminder', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/monitor-reminders/{id}/edit', { ...requestInit(request), signal })),
    }),
  /** GET /patient/monitors/kick-counter/{id}/readings: Kick counts of a monitor */
  listKickCountReadings: (client: MatClient, ...[request]: Args<RequestOf<'/patient/monitors/kick-counter/{id}/readings', 'get'>>) =>
    queryOptions({
      queryKey: ['monitors', 'listKickCountReadings', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/monitors/kick-counter/{id}/readings', { ...requestInit(request), signal })),
    }),
  /** GET /patient/monitors/kick-counter/{id}: A kick counter and its readings */
  getKickCounter: (client: MatClient, ...[request]: Args<RequestOf<'/patient/monitors/kick-counter/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['monitors', 'getKickCounter', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/monitors/kick-counter/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/monitors/pressure/{id}/readings: Blood pressure readings of a monitor */
  listBloodPressureReadings: (client: MatClient, ...[request]: Args<RequestOf<'/patient/monitors/pressure/{id}/readings', 'get'>>) =>
    queryOptions({
      queryKey: ['monitors', 'listBloodPressureReadings', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/monitors/pressure/{id}/readings', { ...requestInit(request), signal })),
    }),
  /** GET /patient/monitors/pressure/{id}: A blood pressure monitor and its readings */
  getBloodPressureMonitor: (client: MatClient, ...[request]: Args<RequestOf<'/patient/monitors/pressure/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['monitors', 'getBloodPressureMonitor', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/monitors/pressure/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/monitors/pressure/get-new-pylo-reading: The cuff's newest reading of a day */
  getNewDeviceReading: (client: MatClient, ...[request]: Args<RequestOf<'/patient/monitors/pressure/get-new-pylo-reading', 'get'>>) =>
    queryOptions({
      queryKey: ['monitors', 'getNewDeviceReading', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/monitors/pressure/get-new-pylo-reading', { ...requestInit(request), signal })),
    }),
  /** GET /patient/monitors/weight/{id}/readings: Weights of a monitor */
  listWeightReadings: (client: MatClient, ...[request]: Args<RequestOf<'/patient/monitors/weight/{id}/readings', 'get'>>) =>
    queryOptions({
      queryKey: ['monitors', 'listWeightReadings', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/monitors/weight/{id}/readings', { ...requestInit(request), signal })),
    }),
  /** GET /patient/monitors/weight/{id}: A weight monitor and its readings */
  getWeightMonitor: (client: MatClient, ...[request]: Args<RequestOf<'/patient/monitors/weight/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['monitors', 'getWeightMonitor', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/monitors/weight/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/monitors/weight/{id}/edit: A weight to edit */
  getWeightReading: (client: MatClient, ...[request]: Args<RequestOf<'/patient/monitors/weight/{id}/edit', 'get'>>) =>
    queryOptions({
      queryKey: ['monitors', 'getWeightReading', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/monitors/weight/{id}/edit', { ...requestInit(request), signal })),
    }),
};

/** Monitors: mutation options. Keys start with 'monitors'. */
export const monitorsMutations = {
  /** PUT /patient/push-devices: Receive push notifications on this phone */
  registerPushDevice: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'registerPushDevice'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/push-devices', 'put'>>) => unwrap(client.PUT('/patient/push-devices', { ...requestInit(request) })),
    }),
  /** DELETE /patient/push-devices: Stop push notifications on this phone */
  removePushDevice: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'removePushDevice'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/push-devices', 'delete'>>) => unwrap(client.DELETE('/patient/push-devices', { ...requestInit(request) })),
    }),
  /** POST /patient/notifications/{id}/read: Mark a notification as read */
  markNotificationRead: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'markNotificationRead'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/notifications/{id}/read', 'post'>>) => unwrap(client.POST('/patient/notifications/{id}/read', { ...requestInit(request) })),
    }),
  /** PUT /patient/monitor-reminders/{id}: Change a reminder */
  updateReminder: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'updateReminder'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/monitor-reminders/{id}', 'put'>>) => unwrap(client.PUT('/patient/monitor-reminders/{id}', { ...requestInit(request) })),
    }),
  /** DELETE /patient/monitor-reminders/{id}: Remove a reminder */
  deleteReminder: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'deleteReminder'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/monitor-reminders/{id}', 'delete'>>) => unwrap(client.DELETE('/patient/monitor-reminders/{id}', { ...requestInit(request) })),
    }),
  /** POST /patient/monitor-reminders: Add a reminder */
  createReminder: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'createReminder'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/monitor-reminders', 'post'>>) => unwrap(client.POST('/patient/monitor-reminders', { ...requestInit(request) })),
    }),
  /** POST /patient/monitor-reminders/{id}/toggle: Switch a reminder on or off */
  toggleReminder: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'toggleReminder'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/monitor-reminders/{id}/toggle', 'post'>>) => unwrap(client.POST('/patient/monitor-reminders/{id}/toggle', { ...requestInit(request) })),
    }),
  /** PUT /patient/monitors/kick-counter/{id}: Save or change a kick count */
  saveKickCountReading: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'saveKickCountReading'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/monitors/kick-counter/{id}', 'put'>>) => unwrap(client.PUT('/patient/monitors/kick-counter/{id}', { ...requestInit(request) })),
    }),
  /** DELETE /patient/monitors/kick-counter/{id}: Remove a kick count or the running timer */
  deleteKickCount: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'deleteKickCount'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/monitors/kick-counter/{id}', 'delete'>>) => unwrap(client.DELETE('/patient/monitors/kick-counter/{id}', { ...requestInit(request) })),
    }),
  /** POST /patient/monitors/kick-counter/create-monitor: Create kick counters for expected babies */
  createKickCounters: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'createKickCounters'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/monitors/kick-counter/create-monitor', 'post'>>) => unwrap(client.POST('/patient/monitors/kick-counter/create-monitor', { ...requestInit(request) })),
    }),
  /** POST /patient/monitors/kick-counter: Start counting kicks (the timer) */
  startKickCount: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'startKickCount'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/monitors/kick-counter', 'post'>>) => unwrap(client.POST('/patient/monitors/kick-counter', { ...requestInit(request) })),
    }),
  /** POST /patient/monitors/kick-counter/kick/{id}: Count one kick */
  addKick: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'addKick'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/monitors/kick-counter/kick/{id}', 'post'>>) => unwrap(client.POST('/patient/monitors/kick-counter/kick/{id}', { ...requestInit(request) })),
    }),
  /** DELETE /patient/monitors/kick-counter/kick/{id}: Take back the last kick */
  removeKick: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'removeKick'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/monitors/kick-counter/kick/{id}', 'delete'>>) => unwrap(client.DELETE('/patient/monitors/kick-counter/kick/{id}', { ...requestInit(request) })),
    }),
  /** POST /patient/monitors/pressure/{id}: Log a blood pressure reading */
  addBloodPressureReading: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'addBloodPressureReading'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/monitors/pressure/{id}', 'post'>>) => unwrap(client.POST('/patient/monitors/pressure/{id}', { ...requestInit(request) })),
    }),
  /** PUT /patient/monitors/pressure/{id}: Change a reading */
  updateBloodPressureReading: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'updateBloodPressureReading'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/monitors/pressure/{id}', 'put'>>) => unwrap(client.PUT('/patient/monitors/pressure/{id}', { ...requestInit(request) })),
    }),
  /** DELETE /patient/monitors/pressure/{id}: Remove a reading */
  deleteBloodPressureReading: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'deleteBloodPressureReading'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/monitors/pressure/{id}', 'delete'>>) => unwrap(client.DELETE('/patient/monitors/pressure/{id}', { ...requestInit(request) })),
    }),
  /** POST /patient/monitors/pressure/sync: Import readings from the paired cuff */
  syncBloodPressureDevice: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'syncBloodPressureDevice'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/monitors/pressure/sync', 'post'>>) => unwrap(client.POST('/patient/monitors/pressure/sync', { ...requestInit(request) })),
    }),
  /** PUT /patient/monitors/weight/{id}: Change a weight */
  updateWeightReading: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'updateWeightReading'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/monitors/weight/{id}', 'put'>>) => unwrap(client.PUT('/patient/monitors/weight/{id}', { ...requestInit(request) })),
    }),
  /** DELETE /patient/monitors/weight/{id}: Remove a weight */
  deleteWeightReading: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'deleteWeightReading'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/monitors/weight/{id}', 'delete'>>) => unwrap(client.DELETE('/patient/monitors/weight/{id}', { ...requestInit(request) })),
    }),
  /** POST /patient/monitors/weight: Log a weight */
  addWeightReading: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'addWeightReading'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/monitors/weight', 'post'>>) => unwrap(client.POST('/patient/monitors/weight', { ...requestInit(request) })),
    }),
};
