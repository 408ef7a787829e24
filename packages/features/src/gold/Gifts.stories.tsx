import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mergeApis, storyApi } from '../test/fakeApi';
import { withMat } from '../test/storyProviders';
import { goldAnswers, visa } from './fixtures';
import { GiftPurchaseScreen } from './GiftPurchaseScreen';
import { ApplyGiftCodeScreen, GiftWelcomeScreen } from './GiftRedeemScreens';

const meta = {
  title: 'Features/Gifts',
  decorators: [withMat],
  // No baselines yet: their play functions and axe run in the storybook stage.
  tags: ['no-visual'],
  parameters: {
    signedIn: true,
    padded: false,
    api: mergeApis(goldAnswers, storyApi({ 'GET /stripe/user-cards': { body: [visa] } })),
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Purchase: Story = {
  render: () => <GiftPurchaseScreen redeemHref="/gift-codes/apply-gift-code" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Gift 1' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay $30' })).toBeVisible();
  },
};

export const PurchaseSpanish: Story = {
  ...Purchase,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Regalo 1' })).toBeVisible();
    await expect(canvas.getByText('Las membresías de regalo no se reembolsan.')).toBeVisible();
  },
};

export const ApplyCode: Story = {
  render: () => <ApplyGiftCodeScreen membershipHref="/manage-membership" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: /Gift code/ })).toBeVisible();
  },
};

export const ApplyCodeSpanish: Story = {
  ...ApplyCode,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Canjear' })).toBeVisible();
  },
};

export const Welcome: Story = {
  parameters: { signedIn: false },
  render: () => <GiftWelcomeScreen code="GIFT-AAAA-BBBB" registerHref="/auth/register" loginHref="/auth/login" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'I already have an account' })).toBeVisible();
  },
};

export const WelcomeSpanish: Story = {
  ...Welcome,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Ya tengo una cuenta' })).toBeVisible();
  },
};
