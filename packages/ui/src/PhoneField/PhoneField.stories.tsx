import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PhoneField } from './PhoneField';

const meta = {
  title: 'Inputs/PhoneField',
  component: PhoneField,
  args: { label: 'Phone number', description: 'We text you a 6-digit code to check it.' },
  render: (args) => (
    <div style={{ maxWidth: '24rem' }}>
      <PhoneField {...args} />
    </div>
  ),
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Phone number/ });
    await userEvent.type(input, '(555) 123-4567 89');
    await expect(input).toHaveValue('5551234567');
  },
};

export const Invalid: Story = {
  args: { defaultValue: '55512', errorMessage: 'Phone number must be 10 digits' },
};

export const SameAsMain: Story = {
  args: {
    label: 'Alternate phone number',
    defaultValue: '5551234567',
    errorMessage: 'Alternate phone number must not be the same as main phone number',
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { label: 'Número de teléfono', description: 'Te enviaremos un código de 6 dígitos.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Número de teléfono (código de país +1)' }),
    ).toBeInTheDocument();
  },
};
