import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from '../Link';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Inputs/Checkbox',
  component: Checkbox,
  args: { children: 'Send me reminders by text message' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Selected: Story = { args: { defaultSelected: true } };

export const WithLinks: Story = {
  args: {
    isRequired: true,
    children: (
      <>
        I agree to the <Link href="/terms">terms of use</Link> and the <Link href="/privacy">privacy policy</Link>
      </>
    ),
  },
};

export const Invalid: Story = {
  args: { children: 'I agree to the subscription terms', errorMessage: 'Please complete this field.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Please complete this field.');
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const Focused: Story = {
  // Default's play function ends with the box focused by keyboard too: the picture would be the same.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('checkbox')).toHaveFocus();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    children: 'Acepto los términos de la suscripción y entiendo que se renueva cada mes',
    errorMessage: 'Completa este campo.',
  },
};
