import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyApi } from '../test/fakeApi';
import { withMat } from '../test/storyProviders';
import { fakeMedia, localConnect, visit } from './fixtures';
import type { VideoCallFactory } from './videoCall';
import { VideoCallScreen } from './VideoCallScreen';
import { VideoLinkScreen } from './VideoLinkScreen';

const meta = {
  title: 'Features/Video',
  decorators: [withMat],
  // No baselines: a camera preview is not the same picture twice. Play functions and axe run.
  tags: ['no-visual'],
  parameters: { signedIn: true, padded: false },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// The room never opens in these stories: they show the waiting room, not a call.
const closedRoom = storyApi({
  'GET /video/sessions': { body: [visit] },
  'GET /video/session/12/token': { body: localConnect },
  'POST /video/session/12/info': { body: visit },
});
const neverJoins: VideoCallFactory = () => ({ join: () => new Promise(() => undefined), leave: () => undefined });

export const WaitingRoom: Story = {
  parameters: { api: closedRoom },
  render: () => (
    <VideoCallScreen
      uuid={visit.uuid}
      careHref="/care"
      media={fakeMedia({ real: true }).media}
      createCall={neverJoins}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Lactation visit' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on camera and microphone' }));
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Check your camera and microphone' }),
    ).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Microphone level' })).toBeVisible();
  },
};

export const WaitingRoomSpanish: Story = {
  ...WaitingRoom,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Activar cámara y micrófono' })).toBeVisible();
  },
};

export const CameraBlocked: Story = {
  parameters: { api: closedRoom },
  render: () => (
    <VideoCallScreen
      uuid={visit.uuid}
      careHref="/care"
      media={fakeMedia({ refuse: 'NotAllowedError' }).media}
      createCall={neverJoins}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Turn on camera and microphone' }));
    await expect(await canvas.findByText('Camera and microphone are blocked')).toBeVisible();
  },
};

export const ExpiredLink: Story = {
  parameters: {
    api: storyApi({
      'GET /video/session/code/K7Q2M9XW4P': {
        status: 410,
        body: { code: 'errors.videoLinkExpired', message: 'expired' },
      },
    }),
  },
  render: () => <VideoLinkScreen code="K7Q2M9XW4P" signedIn loginHref="/login" onOpen={() => {}} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/ask your provider for a new link/)).toBeVisible();
  },
};
