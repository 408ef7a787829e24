import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { consoleMessages, withConsole } from '../stories/withConsole';
import { AppointmentRequestsScreen } from './AppointmentRequestsScreen';
import { AssignCareScreen } from './AssignCareScreen';
import { ScheduleSessionScreen } from './ScheduleSessionScreen';
import { VisitSummariesScreen } from './VisitSummariesScreen';
import { staffApi } from '../testing/staffAnswers';

export const sampleRequest = {
  id: 21,
  patient: { id: 8, name: 'Ana Rivera' },
  category: 'Breastfeeding',
  message: 'She slips off the breast after a minute. Could someone look at the latch?',
  preferred_times: 'Weekday mornings',
  status: 'pending' as const,
  decline_reason: null,
  created_at: '2026-11-24T08:00:00Z',
  appointment: null,
};

export const sampleProducts = [
  { id: 4, title: 'Bump circle', type: 'group' as const, appointment_kind: null },
  { id: 6, title: 'Lactation visit', type: 'lactation_visit' as const, appointment_kind: 'lactation_visit' as const },
  { id: 7, title: 'Sleep coaching', type: 'coaching' as const, appointment_kind: null },
];

export const sampleConnections = [
  {
    id: 3,
    patient: { id: 8, name: 'Ana Rivera' },
    status: 'active' as const,
    record_access: true,
    requested_at: '2026-11-01T09:00:00Z',
    responded_at: '2026-11-01T10:00:00Z',
  },
  {
    id: 5,
    patient: { id: 9, name: 'Marisol Díaz' },
    status: 'active' as const,
    record_access: false,
    requested_at: '2026-11-02T09:00:00Z',
    responded_at: '2026-11-02T10:00:00Z',
  },
];

export const sampleVisits = [
  {
    id: 930,
    patient: { id: 8, name: 'Ana Rivera' },
    title: 'Lactation visit',
    starts_at: '2026-11-24T16:00:00Z',
    ends_at: '2026-11-24T16:45:00Z',
    summary: null,
  },
  {
    id: 925,
    patient: { id: 9, name: 'Marisol Díaz' },
    title: 'Nurse call',
    starts_at: '2026-11-20T15:00:00Z',
    ends_at: '2026-11-20T15:30:00Z',
    summary: 'Swelling is normal; rest with feet up.',
  },
];

const meta = {
  title: 'Care team console/Care',
  component: AppointmentRequestsScreen,
  // The samples are shared with the unit tests, not stories.
  excludeStories: /^sample[A-Z]/,
  decorators: [withConsole],
  // No baselines for these forms yet. Play functions and axe run.
  tags: ['no-visual'],
  parameters: {
    messages: consoleMessages,
    staffApi: staffApi({
      'GET /appointment-requests': { body: [sampleRequest] },
      'GET /products': { body: sampleProducts },
      'GET /connections': { body: sampleConnections },
      'GET /appointments': { body: sampleVisits },
    }),
  },
} satisfies Meta<typeof AppointmentRequestsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Requests: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Ana Rivera: Breastfeeding' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirm with a time: Ana Rivera' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Decline: Ana Rivera' })).toBeVisible();
  },
};

export const RequestsInSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Confirmar con una hora: Ana Rivera' })).toBeVisible();
  },
};

export const Schedule: Story = {
  render: () => <ScheduleSessionScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Schedule' })).toBeVisible();
  },
};

export const CarePlan: Story = {
  render: () => <AssignCareScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Add to the care plan' })).toBeVisible();
  },
};

export const Summaries: Story = {
  render: () => <VisitSummariesScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Summary of the visit with Ana Rivera' })).toBeVisible();
    await expect(canvas.getByText('To write')).toBeVisible();
  },
};

export const SummariesPhone: Story = {
  render: () => <VisitSummariesScreen />,
  globals: { locale: 'es', viewport: { value: 'phone' } },
};
