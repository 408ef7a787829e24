import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withMat } from '../test/storyProviders';
import { RegisterScreen } from './RegisterScreen';

const meta = {
  title: 'Features/Auth/RegisterScreen',
  component: RegisterScreen,
  decorators: [withMat],
  args: { onRegistered: fn(), loginHref: '/auth/login', privacyHref: '/privacy', termsHref: '/terms' },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Spanish: Story = { globals: { locale: 'es' } };

/** Submitting an empty form: the domain's rules beside each field, and nothing sent. */
export const MissingFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /create account|crear cuenta/i }));
    await expect(canvas.getByRole('textbox', { name: /first name|nombre/i })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onRegistered).not.toHaveBeenCalled();
  },
};

/** The server knows the e-mail already: its message shows beside the e-mail field. */
export const EmailTaken: Story = {
  parameters: {
    api: {
      'POST /auth/validate-fields': {
        status: 422,
        body: { code: 'errors.validationFailed', message: 'invalid', fields: { email: 'validation.emailTaken' } },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /first name|nombre/i }), 'Ana');
    await userEvent.type(canvas.getByRole('textbox', { name: /last name|apellido/i }), 'Rivera');
    await userEvent.type(canvas.getByRole('textbox', { name: /e-mail|correo/i }), 'demo@matrona.care');
    await userEvent.type(canvas.getByLabelText(/^(password|contraseña)$/i, { selector: 'input' }), 'lullaby-2026');
    await userEvent.type(canvas.getByLabelText(/^(confirm password|confirma la contraseña)$/i, { selector: 'input' }), 'lullaby-2026');
    await userEvent.type(canvas.getByRole('textbox', { name: /zip|postal/i }), '90012');
    await userEvent.type(canvas.getByRole('textbox', { name: /mobile phone|teléfono celular/i }), '3105550142');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: /create account|crear cuenta/i }));
    const email = canvas.getByRole('textbox', { name: /e-mail|correo/i });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getAllByText(/already registered|ya está registrado/).length).toBeGreaterThan(0);
  },
};
