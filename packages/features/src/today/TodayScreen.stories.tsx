import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withMat } from '../test/storyProviders';
import { TodayScreen } from './TodayScreen';

const meta = {
  title: 'Features/Today',
  component: TodayScreen,
  decorators: [withMat],
  parameters: {
    signedIn: true,
    api: {
      'GET /patient/pregnancies/active': { status: 204 },
      'GET /patient/monitors': {
        body: [
          { id: 17, type: 'pressure', name: 'Blood pressure', child_id: null, last_reading_at: '2026-11-21T16:10:00Z', reminder: null },
          { id: 18, type: 'weight', name: "Mateo's weight", child_id: 302, last_reading_at: null, reminder: null },
        ],
      },
    },
  },
} satisfies Meta<typeof TodayScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Greeting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Hi, Ana|Hola, Ana/ })).toBeVisible();
    await expect((await canvas.findAllByRole('link', { name: /Open|Abrir/ })).map((link) => link.getAttribute('href'))).toEqual(['/blood-pressure/17', '/weight-monitor/18']);
  },
};

export const Spanish: Story = { ...Greeting, globals: { locale: 'es' } };
