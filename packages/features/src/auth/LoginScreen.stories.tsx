import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyApi } from '../test/fakeApi';
import { withMat } from '../test/storyProviders';
import { LoginScreen } from './LoginScreen';

const meta = {
  title: 'Features/Auth/LoginScreen',
  component: LoginScreen,
  decorators: [withMat],
  args: {
    onLoggedIn: fn(),
    onRedirect: fn(),
    registerHref: '/auth/register',
    forgotPasswordHref: '/auth/reset-password',
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

async function submit(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /e-mail|correo/i }), email);
  await userEvent.type(canvas.getByLabelText(/^(password|contraseña)$/i, { selector: 'input' }), 'lullaby-2026');
  await userEvent.click(canvas.getByRole('button', { name: /^(log in|iniciar sesión)$/i }));
  return canvas;
}

export const WrongPassword: Story = {
  parameters: {
    api: storyApi({
      'POST /plogin': { status: 422, body: { code: 'errors.credentialsMismatch', message: 'mismatch' } },
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await submit(canvasElement, 'ana.rivera@example.org');
    await expect(await canvas.findByText(/do not match our records|no coinciden con nuestros registros/)).toBeVisible();
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
  },
};

export const ProviderAccount: Story = {
  parameters: {
    api: storyApi({
      'POST /plogin': {
        status: 409,
        body: {
          code: 'errors.providerAccount',
          message: 'provider',
          provider_login_url: 'https://providers.example.org/login',
        },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'nurse@example.org');
    await expect(await canvas.findByRole('link', { name: /provider login|proveedores/i })).toHaveAttribute(
      'href',
      'https://providers.example.org/login',
    );
  },
};

export const Spanish: Story = { globals: { locale: 'es' } };
