import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeField } from './CodeField';

const meta = {
  title: 'Inputs/CodeField',
  component: CodeField,
  args: { label: 'Verification code', description: 'Enter the 6-digit code we texted you.', onComplete: fn() },
} satisfies Meta<typeof CodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const TypeDigits: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Verification code' });
    await userEvent.type(input, '12a3456');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

export const Paste: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.click(input);
    await userEvent.paste('654 321');
    await expect(input).toHaveValue('654321');
    await expect(args.onComplete).toHaveBeenCalledWith('654321');
  },
};

export const PartlyFilled: Story = {
  args: { defaultValue: '123' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('textbox'));
  },
};

export const Invalid: Story = {
  args: { defaultValue: '123456', errorMessage: 'Incorrect code. Please double-check & try again.' },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    label: 'Código de verificación',
    description: 'Escribe el código de 6 dígitos que te enviamos.',
    defaultValue: '123456',
    errorMessage: 'Código incorrecto. Revísalo e inténtalo de nuevo.',
  },
};
