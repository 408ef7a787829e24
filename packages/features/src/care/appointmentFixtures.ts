// The demo patient's booked visits as the API answers for them, for tests and stories.
import type { Schema } from '@mat/api';
import { storyApi } from '../test/fakeApi';

type Appointment = Schema<'Appointment'>;

const grace = {
  id: 77,
  first_name: 'Grace',
  last_name: 'Okafor',
  avatar: null,
  degrees: ['IBCLC', 'RN'],
  specialties: ['Lactation'],
  languages: ['English'],
  bio: null,
  organization: { id: 2, name: 'Sunrise Maternity Care' },
};

/** A lactation visit tomorrow at 17:30 UTC (9:30 AM in Los Angeles, the patient's zone), paid with a credit. */
export const upcomingVisit: Appointment = {
  id: 930,
  uuid: '4b7e0c2d-9f1a-4d3b-8c6e-5a4b3c2d1e0f',
  type: 'lactation_visit',
  title: 'Lactation consult',
  status: 'upcoming',
  starts_at: '2026-11-26T17:30:00Z',
  ends_at: '2026-11-26T18:15:00Z',
  timezone: 'America/New_York',
  virtual: true,
  location: {
    type: 'virtual',
    video_session_uuid: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    video_url: null,
    address: null,
  },
  practitioner: grace,
  organization: { id: 2, name: 'Sunrise Maternity Care' },
  reservation: {
    uuid: '1e2d3c4b-5a69-4788-9a0b-c1d2e3f4a5b6',
    reserved_at: '2026-11-20T16:00:00Z',
    cancelled_at: null,
    cancel_reason: null,
    paid_with_credit: true,
  },
  summary_available: false,
};

/** The same kind of visit, held last week, its summary written. */
export const finishedVisit: Appointment = {
  ...upcomingVisit,
  id: 931,
  uuid: '5c8f1d3e-0a2b-4e4c-9d7f-6b5c4d3e2f10',
  status: 'finished',
  starts_at: '2026-11-18T17:30:00Z',
  ends_at: '2026-11-18T18:15:00Z',
  summary_available: true,
};

export const calendarEvent: Schema<'CalendarEvent'> = {
  title: 'Lactation consult',
  description: 'Sunrise Maternity Care · Grace Okafor',
  location: 'Online',
  starts_at: upcomingVisit.starts_at,
  ends_at: upcomingVisit.ends_at,
  timezone: upcomingVisit.timezone,
  url: null,
};

/** The finished visit's summary as the token's answer carries it (the PDF has the same). */
export const visitSummary: Schema<'VisitSummaryToken'> = {
  token: 'tok.931.sig',
  expires_at: '2026-11-25T12:00:00Z',
  summary: {
    patient: 'Ana Rivera',
    visit_type: 'Lactation visit',
    date: finishedVisit.starts_at,
    practitioner: 'Grace Okafor',
    notes: 'Latch is deeper on the left.\nTry laid-back feeding twice a day and call us if feeding hurts.',
  },
};

/** What the API answers about both visits. */
export const appointmentAnswers = storyApi({
  'GET /appointments/931/summary/token': { body: visitSummary },
  'GET /patient/appointments/4b7e0c2d-9f1a-4d3b-8c6e-5a4b3c2d1e0f': { body: upcomingVisit },
  'GET /patient/appointments/5c8f1d3e-0a2b-4e4c-9d7f-6b5c4d3e2f10': { body: finishedVisit },
  'GET /patient/appointments/930/calendar-event/json': { body: calendarEvent },
});
