import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Text } from '../Text';
import { Link } from './Link';

const meta = {
  title: 'Actions/Link',
  component: Link,
  args: { href: '/auth/reset-password', children: 'Forgot your password?' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standalone: Story = { args: { isStandalone: true } };

export const InSentence: Story = {
  render: (args) => (
    <Text>
      Questions about your membership?{' '}
      <Link {...args} href="/faq">
        Read the FAQ
      </Link>{' '}
      or write to your care team.
    </Text>
  ),
};

export const KeyboardFocus: Story = {
  args: { isStandalone: true },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'Forgot your password?' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { isStandalone: true, children: '¿Olvidaste tu contraseña?' },
};
