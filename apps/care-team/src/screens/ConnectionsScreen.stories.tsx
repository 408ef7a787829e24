import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { consoleMessages, withConsole } from '../stories/withConsole';
import { ConnectionsScreen } from './ConnectionsScreen';
import { connections } from './ConnectionsScreen.fixtures';

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
