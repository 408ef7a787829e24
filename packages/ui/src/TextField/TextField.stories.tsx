import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Inputs/TextField',
  component: TextField,
  args: { label: 'Email', name: 'email', type: 'email', autoComplete: 'email' },
  render: (args) => (
    <div style={{ maxWidth: '24rem' }}>
      <TextField {...args} />
    </div>
  ),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ana@example.com');
    await expect(input).toHaveValue('ana@example.com');
  },
};

export const WithDescription: Story = {
  args: { description: 'We send your appointment reminders here.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription(
      'We send your appointment reminders here.',
    );
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'ana@', errorMessage: 'Invalid email' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid email');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeRequired();
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox')).toHaveFocus();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'ana@example.com' } };

export const LongLabel: Story = {
  args: {
    label: 'Nombre con el que te gustaría que tu equipo de cuidados se dirija a ti en los mensajes',
    description: 'Puedes cambiarlo cuando quieras desde tu perfil.',
    errorMessage: 'Solo se permiten letras y espacios',
    type: 'text',
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { label: 'Correo electrónico', description: 'Te enviaremos aquí los recordatorios.' },
};
