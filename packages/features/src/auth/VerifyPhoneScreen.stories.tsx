import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyApi } from '../test/fakeApi';
import { withMat } from '../test/storyProviders';
import { VerifyPhoneScreen } from './VerifyPhoneScreen';

const meta = {
  title: 'Features/Auth/VerifyPhoneScreen',
  component: VerifyPhoneScreen,
  decorators: [withMat],
  parameters: { signedIn: true },
  args: { onVerified: fn() },
} satisfies Meta<typeof VerifyPhoneScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/ending in 0142|termina en 0142/)).toBeVisible();
  },
};

export const IncorrectCode: Story = {
  parameters: {
    api: storyApi({
      'POST /auth/phone-validate-code': { status: 422, body: { code: 'errors.incorrectCode', message: 'incorrect' } },
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/ending in 0142|termina en 0142/);
    await userEvent.type(canvas.getByRole('textbox', { name: /verification code|código de verificación/i }), '000000');
    await expect(await canvas.findByText(/Incorrect code|Código incorrecto/)).toBeVisible();
    await expect(args.onVerified).not.toHaveBeenCalled();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es', theme: 'light', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/termina en 0142/)).toBeVisible();
  },
};
