import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'Inputs/NumberField',
  component: NumberField,
  args: { label: 'Months', minValue: 1, maxValue: 10, defaultValue: 3, description: 'From 1 to 10 months.' },
  render: (args) => (
    <div style={{ maxWidth: '16rem' }}>
      <NumberField {...args} />
    </div>
  ),
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(canvas.getByRole('textbox')).toHaveValue('4');
  },
};

export const Reading: Story = {
  args: {
    label: 'Systolic (mmHg)',
    unit: 'mmHg',
    hasStepper: false,
    defaultValue: 128,
    minValue: 60,
    maxValue: 300,
    description: undefined,
  },
};

export const Invalid: Story = {
  args: { defaultValue: 12, errorMessage: 'Please select value between 1 and 10 months' },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { label: 'Meses', description: 'De 1 a 10 meses.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Aumentar/ })).toBeInTheDocument();
  },
};
