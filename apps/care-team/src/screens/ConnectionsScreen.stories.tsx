import type { StaffSchemas } from '@mat/api/staff';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { consoleMessages, withConsole } from '../stories/withConsole';
import { staffApi } from '../testing/staffAnswers';
import { ConnectionsScreen } from './ConnectionsScreen';

type Connection = StaffSchemas['PatientConnection'];

const ana: Connection = {
  id: 9,
  patient: { id: 41, name: 'Ana Rivera' },
  status: 'pending',
  record_access: true,
  requested_at: '2026-11-19T09:00:00Z',
  responded_at: null,
};
const marisol: Connection = {
  id: 5,
  patient: { id: 43, name: 'Marisol Díaz' },
  status: 'active',
  record_access: true,
  requested_at: '2026-11-02T09:00:00Z',
  responded_at: '2026-11-02T11:30:00Z',
};
const luz: Connection = {
  id: 7,
  patient: { id: 42, name: 'Luz Morales' },
  status: 'archived',
  record_access: false,
  requested_at: '2026-10-01T09:00:00Z',
  responded_at: '2026-10-02T09:00:00Z',
};

/** The two lists the screen asks for (`?status=pending` and `?status=connected`), Ana's confirmed on request. */
function connections() {
  let confirmed = false;
  return staffApi({
    'GET /connections': (call) => {
      const waiting = call.search.get('status') === 'pending';
      if (waiting) return { body: confirmed ? [] : [ana] };
      return { body: confirmed ? [{ ...ana, status: 'active' as const }, marisol, luz] : [marisol, luz] };
    },
    'POST /connections/9/confirm': () => {
      confirmed = true;
      return { body: { ...ana, status: 'active' as const, responded_at: '2026-11-24T20:00:00Z' } };
    },
  });
}

const meta = {
  title: 'Care team console/Connections',
  component: ConnectionsScreen,
  decorators: [withConsole],
  parameters: { messages: consoleMessages },
} satisfies Meta<typeof ConnectionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A request waiting for the care team, and the patients already connected with what each shares. */
export const Requests: Story = {
  parameters: { staffApi: connections() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const waiting = within(await canvas.findByRole('region', { name: 'Waiting for your answer' }));
    await expect(await waiting.findByRole('button', { name: 'Confirm Ana Rivera' })).toBeVisible();
    const connected = within(canvas.getByRole('region', { name: 'Connected patients' }));
    await expect(await connected.findByText('Marisol Díaz')).toBeVisible();
    await expect(connected.getByText('Medical profile not shared')).toBeVisible();
    await expect(connected.getByText('Archived by the patient')).toBeVisible();
  },
};

/** Confirming moves her to the connected list and says so. */
export const Confirmed: Story = {
  // Ends on a toast that leaves on a timer: its point is the play function's.
  tags: ['no-visual'],
  parameters: { staffApi: connections() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm Ana Rivera' }));
    // The toast is in a region of its own, outside the story's canvas.
    await expect(await within(document.body).findByText('Ana Rivera is now connected.')).toBeVisible();
    const waiting = within(canvas.getByRole('region', { name: 'Waiting for your answer' }));
    await expect(await waiting.findByText('No requests are waiting.')).toBeVisible();
  },
};

export const RequestsSpanish: Story = {
  parameters: { staffApi: connections() },
  globals: { locale: 'es', theme: 'light', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Pacientes' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Confirmar a Ana Rivera' })).toBeVisible();
  },
};
