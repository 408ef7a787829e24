import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withMat } from '../test/storyProviders';
import { MembershipScreen } from './MembershipScreen';

// /membership: the public page about Gold. It asks the API nothing: the price is the spec's.
const meta = {
  title: 'Features/Membership',
  component: MembershipScreen,
  decorators: [withMat],
  parameters: { padded: false },
  args: { registerHref: '/auth/register', eligibilityHref: '/membership/eligibility' },
} satisfies Meta<typeof MembershipScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: what Gold gives for $30 a month, her account first, and the health plan's way in. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Matrona Gold membership' })).toBeVisible();
    await expect(canvas.getByText('$30 a month, renewed monthly. Cancel any time.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create your account' })).toHaveAttribute('href', '/auth/register');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Covered by your health plan?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Check your eligibility' })).toHaveAttribute(
      'href',
      '/membership/eligibility',
    );
  },
};

export const VisitorSpanish: Story = {
  ...Visitor,
  globals: { locale: 'es', theme: 'light', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Membresía Matrona Gold' })).toBeVisible();
    await expect(canvas.getByText('$30 al mes, con renovación mensual. Cancela cuando quieras.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Crea tu cuenta' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Comprueba tu elegibilidad' })).toBeVisible();
  },
};

/** A signed-in patient where no health plan pays: straight to joining Gold, no account step, no eligibility offer. */
export const SignedIn: Story = {
  parameters: { signedIn: true },
  args: { joinHref: '/gold/subscribe', eligibilityHref: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Join Gold' })).toHaveAttribute('href', '/gold/subscribe');
    await expect(canvas.queryByRole('link', { name: 'Create your account' })).toBeNull();
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};
