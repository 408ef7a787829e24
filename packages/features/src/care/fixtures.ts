// The demo patient's care plan as the API answers for it, for tests and stories.
import type { Schema } from '@mat/api';
import { storyApi } from '../test/fakeApi';
import { storyUser } from '../test/storyProviders';
import { circleOffer, classOffer, credits } from './supportFixtures';

type Item = Schema<'CarePlanItem'>;

/** A care item as the API answers it, planned for `date`, with the values given. */
export const careItemWith = (id: number, date: string, values: Partial<Item>): Item => ({
  id,
  uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  type: 'task',
  title: `Item ${id}`,
  description: null,
  date,
  completed: false,
  completed_at: null,
  animated: false,
  archived: false,
  milestone: false,
  status: null,
  reading: null,
  location: null,
  appointment: null,
  ...values,
});

export const milestone = careItemWith(7, '2026-11-25', {
  type: 'milestone',
  milestone: true,
  title: 'Three weeks with Mateo',
});
export const walk = careItemWith(8, '2026-11-25', {
  title: 'Take a 10-minute walk',
  description: 'Gentle movement helps recovery; stop if you feel pain or bleed more.',
});
export const checkIn = careItemWith(9, '2026-11-25', {
  type: 'questionnaire',
  title: 'How are you feeling? (Edinburgh check-in)',
});

export const todayPage = {
  page: 1,
  has_more: false,
  data: [{ date: '2026-11-25', items: [milestone, walk, checkIn] }],
};

const visit = careItemWith(10, '2026-11-26', {
  type: 'appointment',
  title: 'Lactation visit',
  status: 'upcoming',
  location: {
    type: 'virtual',
    video_session_uuid: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    video_url: null,
    address: null,
  },
  appointment: { id: 930, uuid: '4b7e0c2d-9f1a-4d3b-8c6e-5a4b3c2d1e0f' },
});
export const futurePage = { page: 1, has_more: true, data: [{ date: '2026-11-26', items: [visit] }] };
export const futurePage2 = {
  page: 2,
  has_more: false,
  data: [
    {
      date: '2026-12-04',
      items: [careItemWith(12, '2026-12-04', { type: 'milestone', milestone: true, title: 'One month with Mateo' })],
    },
  ],
};

export const latch = careItemWith(3, '2026-11-23', {
  type: 'article',
  title: 'Read: Getting a good latch',
  completed: true,
  completed_at: '2026-11-23T11:00:00Z',
});
export const sleep = careItemWith(5, '2026-11-24', { title: 'Check in on your sleep', archived: true });
export const historyPage = {
  page: 1,
  has_more: false,
  data: [
    { date: '2026-11-24', items: [sleep] },
    { date: '2026-11-23', items: [latch] },
  ],
};

export const careFilters = {
  locations: [
    { value: 'virtual', label: 'Online' },
    { value: 'in_person', label: 'In person' },
  ],
  types: [
    { value: 'appointment', label: 'Appointments' },
    { value: 'task', label: 'Tasks' },
  ],
  categories: [{ value: 'breastfeeding', label: 'Breastfeeding' }],
};

/** The patient's requests: one waiting, one declined with the care team's reason. */
export const myAppointmentRequests = [
  {
    id: 31,
    organization: { id: 3, name: 'Latch Lab' },
    category: 'Breastfeeding',
    message: 'He slips off after a minute.',
    preferred_times: 'Weekday mornings',
    status: 'pending' as const,
    decline_reason: null,
    created_at: '2026-11-24T09:00:00Z',
    decided_at: null,
  },
  {
    id: 30,
    organization: { id: 5, name: 'Valley Doulas' },
    category: 'Birth planning',
    message: 'Could a doula visit at home?',
    preferred_times: null,
    status: 'declined' as const,
    decline_reason: 'We do not visit homes in your area; our nurse line can help by phone.',
    created_at: '2026-11-20T09:00:00Z',
    decided_at: '2026-11-20T11:30:00Z',
  },
];

/** Every list of the care page, answered. */
export const carePlanAnswers = storyApi({
  'GET /user': { body: storyUser },
  'GET /patient/care-plan/today': { body: todayPage },
  'GET /patient/care-plan/future': { body: futurePage },
  'GET /patient/care-plan/history': { body: historyPage },
  'GET /patient/care/filters': { body: careFilters },
  'GET /patient/request-appointments': { body: [] },
  'POST /patient/support-product/groups': { body: { page: 1, has_more: false, data: [classOffer, circleOffer] } },
  'GET /stripe/get-balance': credits(1),
});
