import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ComboBox } from './ComboBox';

const insurers = [
  'Aetna',
  'Anthem Blue Cross',
  'Blue Shield of California',
  'Cigna',
  'Health Net',
  'Kaiser Permanente',
  'Molina Healthcare',
  'UnitedHealthcare',
].map((label) => ({ id: label.toLowerCase().replace(/\W+/g, '-'), label }));

const meta = {
  title: 'Inputs/ComboBox',
  // Its layout changes with the width: the visual stage shoots it at phone and desktop sizes.
  tags: ['responsive'],
  component: ComboBox,
  args: { label: 'Insurer', options: insurers },
  render: (args) => (
    <div style={{ maxWidth: '22rem' }}>
      <ComboBox {...args} />
    </div>
  ),
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const TypeToFilter: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Insurer' }), 'blue');
    const options = await body.findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['Anthem Blue Cross', 'Blue Shield of California']);
    await userEvent.click(options[1]!);
    await expect(within(canvasElement).getByRole('combobox')).toHaveValue('Blue Shield of California');
  },
};

export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'zzz');
    await expect(await within(canvasElement.ownerDocument.body).findByText('No matches')).toBeInTheDocument();
  },
};

export const Invalid: Story = { args: { errorMessage: 'Please select one from the dropdown' } };

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { label: 'Aseguradora' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Mostrar opciones/ })).toBeInTheDocument();
  },
};
