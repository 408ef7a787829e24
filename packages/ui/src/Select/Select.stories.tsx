import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const units = [
  { id: 'imperial', label: 'Imperial (lb, in)' },
  { id: 'metric', label: 'Metric (kg, cm)' },
];

const meta = {
  title: 'Inputs/Select',
  // Its layout changes with the width: the visual stage shoots it at phone and desktop sizes.
  tags: ['responsive'],
  component: Select,
  args: { label: 'Measurement unit', options: units },
  render: (args) => (
    <div style={{ maxWidth: '20rem' }}>
      <Select {...args} />
    </div>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Choose: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Measurement unit/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Metric (kg, cm)' }));
    await expect(within(canvasElement).getByRole('button', { name: /Metric/ })).toBeInTheDocument();
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Measurement unit/ }));
    await within(canvasElement.ownerDocument.body).findByRole('listbox');
  },
};

export const Invalid: Story = { args: { errorMessage: 'Please select one from the dropdown' } };

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    label: 'Unidad de medida',
    options: [
      { id: 'imperial', label: 'Imperial (lb, in)' },
      { id: 'metric', label: 'Métrico (kg, cm)' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Elige una opción')).toBeInTheDocument();
  },
};
