import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Inputs/TextArea',
  component: TextArea,
  args: { label: 'Gift message', description: 'Optional. The recipient sees it with the gift.', maxLength: 500 },
  render: (args) => (
    <div style={{ maxWidth: '28rem' }}>
      <TextArea {...args} />
    </div>
  ),
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'Congratulations!');
    await expect(canvas.getByText('16 of 500 characters')).toBeInTheDocument();
  },
};

export const OverTheLimit: Story = {
  args: {
    maxLength: 20,
    defaultValue: 'A message that is far too long for this field',
    errorMessage: 'Please enter less than 500 characters',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('25 characters too many')).toBeInTheDocument();
  },
};

export const WithoutCount: Story = { args: { maxLength: undefined, label: 'Your question' } };

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { label: 'Mensaje de regalo', description: 'Opcional.', defaultValue: '¡Felicidades!' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('13 de 500 caracteres')).toBeInTheDocument();
  },
};
