import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'Inputs/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Who is this care for?',
    children: (
      <>
        <Radio value="expecting">An expecting parent</Radio>
        <Radio value="baby">A new baby</Radio>
      </>
    ),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'An expecting parent' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'A new baby' })).toBeChecked();
  },
};

export const Selected: Story = { args: { defaultValue: 'baby' } };

export const Invalid: Story = { args: { errorMessage: 'Please pick one of the options' } };

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    label: '¿Para quién es este cuidado?',
    children: (
      <>
        <Radio value="expecting">Una persona embarazada</Radio>
        <Radio value="baby">Un bebé recién nacido</Radio>
      </>
    ),
  },
};
