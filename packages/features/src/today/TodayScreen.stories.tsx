import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withMat } from '../test/storyProviders';
import { TodayScreen } from './TodayScreen';

const meta = {
  title: 'Features/Today',
  component: TodayScreen,
  decorators: [withMat],
  parameters: { signedIn: true },
} satisfies Meta<typeof TodayScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Greeting: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: /Hi, Ana|Hola, Ana/ })).toBeVisible();
  },
};

export const Spanish: Story = { ...Greeting, globals: { locale: 'es' } };
