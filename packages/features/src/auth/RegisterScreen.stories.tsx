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

const keepLinks = (links: Record<string, string>) => () => {
  for (const [key, value] of Object.entries(links)) localStorage.setItem(key, value);
  return () => Object.keys(links).forEach((key) => localStorage.removeItem(key));
};
const bloomInvite = {
  'GET /patient/invites/BLOOM-ANA/info': {
    body: {
      id: 7, code: 'BLOOM-ANA', organization: { id: 4, name: 'Bloom Lactation Center' }, inviter_name: 'Grace Okafor', status: 'active',
      expires_at: null, benefit: null,
    },
  },
};

/** From an invite link and a care team code: who invited her, and the team she will ask to join. */
export const FromInviteLink: Story = {
  tags: ['no-visual'],
  beforeEach: keepLinks({ register_invite: 'BLOOM-ANA', register_assign_code: 'SUNRISE' }),
  parameters: { api: bloomInvite },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Grace Okafor.*Bloom Lactation Center/)).toBeVisible();
    await expect(canvas.getByText(/SUNRISE/)).toBeVisible();
  },
};

// Its tags are written out: Storybook's index reads a story's tags from its own object, not through a spread.
export const FromInviteLinkSpanish: Story = { ...FromInviteLink, tags: ['no-visual'], globals: { locale: 'es' } };

/** An invite link already used: she is told, and the form goes on without it. */
export const UsedInviteLink: Story = {
  tags: ['no-visual'],
  beforeEach: keepLinks({ register_invite: 'BLOOM-ANA' }),
  parameters: { api: { 'GET /patient/invites/BLOOM-ANA/info': { body: { ...bloomInvite['GET /patient/invites/BLOOM-ANA/info'].body, status: 'used' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/already been used|ya se usó/)).toBeVisible();
  },
};
