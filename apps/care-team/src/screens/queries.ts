// The console's server state: one key per staff call, so a reply or a resolve refreshes what shows it.
export const staffKeys = {
  me: ['staff', 'me'] as const,
  alerts: ['staff', 'alerts'] as const,
  inbox: ['staff', 'inbox'] as const,
  inboxCounts: ['staff', 'inbox-counts'] as const,
  conversation: (id: number) => ['staff', 'conversation', id] as const,
  messages: (id: number) => ['staff', 'messages', id] as const,
  record: (id: number) => ['staff', 'record', id] as const,
  products: ['staff', 'products'] as const,
  appointmentRequests: ['staff', 'appointment-requests'] as const,
  finishedAppointments: ['staff', 'appointments', 'finished'] as const,
};

export const connectionKeys = {
  all: ['staff', 'connections'] as const,
  list: (status: 'pending' | 'connected') => ['staff', 'connections', status] as const,
};

/** The inbox is looked at again every 30 s (the spec's polling interval for messages). */
export const POLL_MS = 30_000;

/**
 * Urgent alerts much sooner: a severe blood pressure or a crisis answer must be on an open console
 * within 5 seconds. The list is small (open alerts only) and indexed, so a practice's consoles
 * asking every 4 s cost little.
 */
export const ALERT_POLL_MS = 4_000;
