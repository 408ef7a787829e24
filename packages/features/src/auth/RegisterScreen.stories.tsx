import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { brokenWords, largeTextGlobals } from '../test/largeText';
import { storyApi } from '../test/fakeApi';
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

/** The first of three steps: who she is. */
export const Default: Story = {};

export const Spanish: Story = { globals: { locale: 'es' } };

type Canvas = ReturnType<typeof within>;
const next = /^(continue|continuar)$/i;

/** Who she is, then a password: the way to the last step. */
async function toLastStep(canvas: Canvas) {
  await userEvent.type(canvas.getByRole('textbox', { name: /first name|nombre/i }), 'Ana');
  await userEvent.type(canvas.getByRole('textbox', { name: /last name|apellido/i }), 'Rivera');
  await userEvent.type(canvas.getByRole('textbox', { name: /e-mail|correo/i }), 'demo@matrona.care');
  await userEvent.click(canvas.getByRole('button', { name: next }));
  await userEvent.type(await canvas.findByLabelText(/^(password|contraseña)$/i, { selector: 'input' }), 'lullaby-2026');
  await userEvent.type(
    canvas.getByLabelText(/^(confirm password|confirma la contraseña)$/i, { selector: 'input' }),
    'lullaby-2026',
  );
  await userEvent.click(canvas.getByRole('button', { name: next }));
  const heading = await canvas.findByRole('heading', { level: 2, name: /phone|teléfono/i });
  // Each step opens with the focus on its heading, so a screen reader says where she is.
  await waitFor(() => expect(heading.parentElement).toHaveFocus());
}

/** Continuing with the first step empty: the domain's rules beside its fields, focus on the first, nothing sent. */
export const MissingFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: next }));
    const first = canvas.getByRole('textbox', { name: /first name|nombre/i });
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(first).toHaveFocus());
    await expect(args.onRegistered).not.toHaveBeenCalled();
  },
};

/** The last step: her phone, zip code and the terms, with Back to the steps before. */
export const LastStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toLastStep(canvas);
    await expect(canvas.getByText(/step 3 of 3|paso 3 de 3/i)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^(back|atrás)$/i })).toBeVisible();
  },
};

export const LastStepSpanish: Story = { ...LastStep, globals: { locale: 'es' } };

/** The last step (the longest: the terms' links) at 200% text on a 320 px phone: words wrap whole. */
export const LastStepLargeText: Story = {
  globals: largeTextGlobals,
  play: async (context) => {
    await LastStep.play!(context);
    await document.fonts.ready;
    await expect(brokenWords(context.canvasElement)).toEqual([]);
  },
};

export const LastStepLargeTextSpanish: Story = { ...LastStepLargeText, globals: { ...largeTextGlobals, locale: 'es' } };

/** The server knows the e-mail already: she is taken back to the first step, focus on the e-mail and its message beside it. */
export const EmailTaken: Story = {
  parameters: {
    api: storyApi({
      'POST /auth/validate-fields': {
        status: 422,
        body: { code: 'errors.validationFailed', message: 'invalid', fields: { email: 'validation.emailTaken' } },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toLastStep(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: /mobile phone|teléfono celular/i }), '3105550142');
    await userEvent.type(canvas.getByRole('textbox', { name: /zip|postal/i }), '90012');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: /create account|crear cuenta/i }));
    const email = await canvas.findByRole('textbox', { name: /e-mail|correo/i });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(canvas.getAllByText(/already registered|ya está registrado/).length).toBeGreaterThan(0);
  },
};

const keepLinks = (links: Record<string, string>) => () => {
  for (const [key, value] of Object.entries(links)) localStorage.setItem(key, value);
  return () => Object.keys(links).forEach((key) => localStorage.removeItem(key));
};
const invite = {
  id: 7,
  code: 'BLOOM-ANA',
  organization: { id: 4, name: 'Bloom Lactation Center' },
  inviter_name: 'Grace Okafor',
  status: 'active',
  expires_at: null,
  benefit: null,
} as const;
const bloomInvite = storyApi({ 'GET /patient/invites/BLOOM-ANA/info': { body: invite } });

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
  parameters: {
    api: storyApi({
      'GET /patient/invites/BLOOM-ANA/info': {
        body: { ...invite, status: 'used' },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/already been used|ya se usó/)).toBeVisible();
  },
};
