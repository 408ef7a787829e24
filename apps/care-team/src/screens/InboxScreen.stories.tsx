import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { consoleMessages, sampleAlert, sampleBloodPressureAlert, sampleInbox, withConsole } from '../stories/withConsole';

const sampleCounts = { urgent_alerts: 1, unanswered: 2, waiting_longest: 0, mine: 1 };
import { InboxScreen } from './InboxScreen';

const meta = {
  title: 'Care team console/Inbox',
  component: InboxScreen,
  decorators: [withConsole],
  tags: ['no-visual'],
  parameters: {
    messages: consoleMessages,
    staffApi: { 'GET /alerts': { body: [sampleAlert] }, 'GET /conversations': { body: sampleInbox }, 'GET /inbox/counts': { body: sampleCounts } },
  },
} satisfies Meta<typeof InboxScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AlertOnTop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sections = await canvas.findAllByRole('heading', { level: 2 });
    await expect(sections.map((h) => h.textContent)).toEqual(['Urgent alerts', 'Waiting for an answer', 'Answered', 'Handled']);
    await expect(canvas.getByText('Waiting 3 h 10 min')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unanswered (2)' })).toBeVisible();
    await expect(canvas.getByText('Waiting for 25 minutes')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Alertas urgentes' })).toBeVisible();
    await expect(canvas.getByText('Esperando desde hace 3 h 10 min')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sin responder (2)' })).toBeVisible();
  },
};

export const Phone: Story = { globals: { locale: 'es', viewport: { value: 'phone' } } };

export const NothingWaiting: Story = {
  parameters: {
    staffApi: {
      'GET /alerts': { body: [] },
      'GET /conversations': { body: { data: [], page: 1, has_more: false } },
      'GET /inbox/counts': { body: { urgent_alerts: 0, unanswered: 0, waiting_longest: 0, mine: 0 } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No question is waiting for an answer.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Urgent alerts' })).toBeNull();
  },
};

/** A severe reading confirmed on recheck tops the list, with its numbers, signs and the recheck. */
export const BloodPressureAlert: Story = {
  parameters: {
    staffApi: { 'GET /alerts': { body: [sampleBloodPressureAlert, sampleAlert] }, 'GET /conversations': { body: sampleInbox }, 'GET /inbox/counts': { body: { ...sampleCounts, urgent_alerts: 2 } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Sofía Díaz logged a blood pressure of 165/112 mmHg (Severe) with Headache that will not go away. Reach out now.'),
    ).toBeVisible();
    await expect(canvas.getByText('Severe again on recheck')).toBeVisible();
    await expect(canvas.getByText(/^Recheck at .+: 168\/114 mmHg\. Severe blood pressure confirmed/)).toBeVisible();
  },
};

export const BloodPressureAlertSpanish: Story = {
  ...BloodPressureAlert,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Sofía Díaz registró una presión arterial de 165\/112 mmHg \(.+\) con .+\. Comuníquese ahora\.$/)).toBeVisible();
    await expect(canvas.getByText('Sigue grave al volver a medir')).toBeVisible();
  },
};
