import type { Schema } from '@mat/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyApi } from '../test/fakeApi';
import { withMat } from '../test/storyProviders';
import { RecordAccessScreen } from './RecordAccessScreen';

const grace: Pick<Schema<'RecordAccessEntry'>, 'actor_name' | 'actor_organization' | 'actor_role'> = {
  actor_name: 'Grace Okafor',
  actor_organization: 'Eastside Care Team',
  actor_role: 'care_team',
};
const accesses: Schema<'RecordAccessEntry'>[] = [
  { ...grace, at: '2026-11-23T16:04:00.000Z', action: 'change', resource: 'conversation' },
  { ...grace, at: '2026-11-23T16:01:00.000Z', action: 'read', resource: 'messages' },
  { ...grace, at: '2026-11-23T16:00:00.000Z', action: 'read', resource: 'attachment' },
  {
    actor_name: 'On-call care team',
    actor_organization: null,
    actor_role: 'care_team',
    at: '2026-11-20T03:30:00.000Z',
    action: 'read',
    resource: 'screening_answer',
  },
];

const meta = {
  title: 'Features/Privacy/Who has seen my record',
  component: RecordAccessScreen,
  decorators: [withMat],
  parameters: {
    signedIn: true,
    api: storyApi({ 'GET /patient/record-access': { body: { page: 1, has_more: true, data: accesses } } }),
  },
} satisfies Meta<typeof RecordAccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Accesses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Changed a conversation with you')).toBeVisible();
    // The story's patient lives in Los Angeles: 16:04 UTC is 8:04 AM there.
    await expect(canvas.getByText('Nov 23, 2026, 8:04 AM')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeVisible();
  },
};

export const AccessesSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Cambió una conversación contigo')).toBeVisible();
  },
};

export const NoOneYet: Story = {
  parameters: { api: storyApi({ 'GET /patient/record-access': { body: { page: 1, has_more: false, data: [] } } }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No one else has opened your record')).toBeVisible();
  },
};
