import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Inputs/PasswordField',
  component: PasswordField,
  args: { label: 'Password', description: 'At least 8 characters.' },
  render: (args) => (
    <div style={{ maxWidth: '24rem' }}>
      <PasswordField {...args} />
    </div>
  ),
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ShowAndHide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'sunrise-2026');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const KeyboardToggle: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    const toggle = within(canvasElement).getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(within(canvasElement).getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'short', errorMessage: 'Password must be at least 8 characters' },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { label: 'Contraseña', description: 'Al menos 8 caracteres.', errorMessage: 'Las contraseñas deben coincidir' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Mostrar contraseña' })).toBeInTheDocument();
  },
};
