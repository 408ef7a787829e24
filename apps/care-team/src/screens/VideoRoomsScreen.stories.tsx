import type { StaffSchemas } from '@mat/api/staff';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { consoleMessages, withConsole } from '../stories/withConsole';
import { VideoRoomsScreen } from './VideoRoomsScreen';
import { staffApi } from '../testing/staffAnswers';

export const closedRoom: StaffSchemas['StaffVideoSession'] = {
  id: 12,
  uuid: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  title: 'Lactation visit',
  starts_at: '2026-12-04T17:30:00Z',
  ends_at: '2026-12-04T18:15:00Z',
  status: 'upcoming' as const,
  capacity: 1,
  reserved: 1,
  started: false,
  ended: false,
  connected_session_id: null,
  link: null,
  link_expires_at: null,
};
export const openRoom: StaffSchemas['StaffVideoSession'] = {
  ...closedRoom,
  status: 'inProgress' as const,
  started: true,
  connected_session_id: 'RM_7f3a',
  link: 'http://localhost:5173/video/connect/K7Q2M9XW4P',
  link_expires_at: '2026-12-04T19:30:00Z',
};

const meta = {
  title: 'Care team console/Video visits',
  component: VideoRoomsScreen,
  decorators: [withConsole],
  // No baselines: a call's videos differ every run. Play functions and axe run.
  tags: ['no-visual'],
  parameters: {
    messages: consoleMessages,
    staffApi: staffApi({
      'GET /video-sessions': {
        body: [openRoom, { ...closedRoom, id: 13, title: 'New moms circle', capacity: 5, reserved: 3 }],
      },
    }),
  },
} satisfies Meta<typeof VideoRoomsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rooms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Lactation visit' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Join: Lactation visit' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open the room' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Abrir la sala' })).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
