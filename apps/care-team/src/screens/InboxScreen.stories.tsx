import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { consoleMessages, sampleAlert, sampleInbox, withConsole } from '../stories/withConsole';
import { InboxScreen } from './InboxScreen';

const meta = {
  title: 'Care team console/Inbox',
  component: InboxScreen,
  decorators: [withConsole],
  tags: ['no-visual'],
  parameters: {
    messages: consoleMessages,
    staffApi: { 'GET /alerts': { body: [sampleAlert] }, 'GET /conversations': { body: sampleInbox } },
  },
} satisfies Meta<typeof InboxScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AlertOnTop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sections = await canvas.findAllByRole('heading', { level: 2 });
    await expect(sections.map((h) => h.textContent)).toEqual(['Urgent alerts', 'Waiting for an answer', 'Answered', 'Handled']);
    await expect(canvas.getByText('Waiting for 3 hours')).toBeVisible();
    await expect(canvas.getByText('Waiting for 25 minutes')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Alertas urgentes' })).toBeVisible();
    await expect(canvas.getByText('Esperando desde hace 3 horas')).toBeVisible();
  },
};

export const Phone: Story = { globals: { locale: 'es' }, parameters: { viewport: { defaultViewport: 'phone' } } };

export const NothingWaiting: Story = {
  parameters: { staffApi: { 'GET /alerts': { body: [] }, 'GET /conversations': { body: { data: [], page: 1, has_more: false } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No question is waiting for an answer.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Urgent alerts' })).toBeNull();
  },
};
