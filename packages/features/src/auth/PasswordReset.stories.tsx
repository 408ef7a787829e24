import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyApi } from '../test/fakeApi';
import { withMat } from '../test/storyProviders';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';
import { ResetPasswordScreen } from './ResetPasswordScreen';

// Signed out: the e-mail that asks for a link, and the page the link opens.
const meta = {
  title: 'Features/Auth/PasswordReset',
  decorators: [withMat],
  parameters: { signedIn: false },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const spanishPhone = { locale: 'es', theme: 'light', viewport: { value: 'phone' } };
const onSent = fn();
const onReset = fn();

/** The e-mail of her account, and the way back to log in. */
export const ForgotPassword: Story = {
  render: () => <ForgotPasswordScreen onSent={onSent} loginHref="/auth/login" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toBeRequired();
    await expect(canvas.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/auth/login');
  },
};

export const ForgotPasswordSpanish: Story = {
  ...ForgotPassword,
  globals: spanishPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Restablece tu contraseña' })).toBeVisible();
  },
};

const token = 'c9f2a71e4b08d3e65f1a';
const resetPage = <ResetPasswordScreen token={token} onReset={onReset} forgotPasswordHref="/auth/reset-password" />;

/** The new password twice, with the rule it must meet. */
export const ResetPassword: Story = {
  render: () => resetPage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expect(canvas.getByLabelText('New password', { selector: 'input' })).toHaveAccessibleDescription(
      'At least 8 characters.',
    );
    await expect(canvas.getByRole('button', { name: 'Save the new password' })).toBeVisible();
  },
};

export const ResetPasswordSpanish: Story = {
  ...ResetPassword,
  globals: spanishPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Elige una contraseña nueva' })).toBeVisible();
    await expect(canvas.getByLabelText('Repite la contraseña nueva', { selector: 'input' })).toBeVisible();
  },
};

async function saveNewPassword(canvasElement: HTMLElement, labels: { password: RegExp; again: RegExp; save: RegExp }) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(labels.password, { selector: 'input' }), 'lullaby-2027');
  await userEvent.type(canvas.getByLabelText(labels.again, { selector: 'input' }), 'lullaby-2027');
  await userEvent.click(canvas.getByRole('button', { name: labels.save }));
  return canvas;
}

// The server answers 410 to a link used already or older than 60 minutes (apps/server's password-resets).
const expiredLink = storyApi({
  'POST /auth/password/reset': {
    status: 410,
    body: { code: 'errors.expiredToken', message: 'Invalid or expired token' },
  },
});

/** The link expired: the spec's message, and a way to ask for a new one (spec 8). */
export const ResetPasswordExpired: Story = {
  parameters: { api: expiredLink },
  render: () => resetPage,
  play: async ({ canvasElement }) => {
    const canvas = await saveNewPassword(canvasElement, {
      password: /^New password$/,
      again: /^New password again$/,
      save: /^Save the new password$/,
    });
    await expect(await canvas.findByText('Invalid or expired token. Request lost password again')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
      'href',
      '/auth/reset-password',
    );
    await expect(onReset).not.toHaveBeenCalled();
  },
};

export const ResetPasswordExpiredSpanish: Story = {
  ...ResetPasswordExpired,
  globals: spanishPhone,
  play: async ({ canvasElement }) => {
    const canvas = await saveNewPassword(canvasElement, {
      password: /^Contraseña nueva$/,
      again: /^Repite la contraseña nueva$/,
      save: /^Guardar la contraseña nueva$/,
    });
    await expect(
      await canvas.findByText('El enlace no es válido o ya venció. Vuelve a pedir el cambio de contraseña'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Enviarme un enlace nuevo' })).toBeVisible();
  },
};
