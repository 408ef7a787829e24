import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mergeApis, storyApi } from '../test/fakeApi';
import { withMat } from '../test/storyProviders';
import { BillingScreen } from './BillingScreen';
import { CheckoutScreen } from './CheckoutScreen';
import { DowngradeScreen } from './DowngradeScreen';
import { downgradedUser, goldAnswers, goldUser, mastercard, paidPurchase, subscription, visa } from './fixtures';
import { GoldScreen } from './GoldScreen';
import { ManageMembershipScreen } from './ManageMembershipScreen';
import { ResubscribeScreen } from './ResubscribeScreen';

const meta = {
  title: 'Features/Gold',
  decorators: [withMat],
  // No baselines yet: their play functions and axe run in the storybook stage.
  tags: ['no-visual'],
  parameters: { signedIn: true, padded: false, api: goldAnswers },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const hrefs = {
  downgrade: '/gold/downgrade',
  resubscribe: '/gold/resubscribe',
  prolong: '/membership/prolong',
  billing: '/billing',
  info: '/gold-info',
};

export const Offer: Story = {
  render: () => (
    <GoldScreen variant="offer" hrefs={{ join: '/gold/subscribe', manage: '/manage-membership', info: '/gold-info' }} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Care coordination')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Join Gold' })).toBeVisible();
  },
};

export const Checkout: Story = {
  render: () => (
    <CheckoutScreen
      purpose="subscribe"
      returnUrl="http://localhost/gold/subscribe"
      onPaid={() => {}}
      leave={() => {}}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Order summary' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /Card number/ })).toBeVisible();
  },
};

export const CheckoutSpanish: Story = {
  ...Checkout,
  globals: { locale: 'es' },
  parameters: { api: mergeApis(goldAnswers, storyApi({ 'GET /stripe/user-cards': { body: [visa] } })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Resumen del pedido' })).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: 'Visa terminada en 4242' })).toBeChecked();
  },
};

/** A promo code priced by the server: the summary shows the discount and the pay button the new total. */
export const CheckoutWithPromoCode: Story = {
  ...Checkout,
  parameters: {
    api: mergeApis(
      goldAnswers,
      storyApi({
        'GET /stripe/user-cards': { body: [visa] },
        'POST /stripe/plan/apply-discount': {
          body: { code: 'WELCOME20', percent_off: 20, amount_off_cents: null, months: 1, final_amount_cents: 2400 },
        },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Promo code' }), 'WELCOME20');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('Promo code WELCOME20 applied.')).toBeVisible();
    await expect(canvas.getByText('−$6')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay $24' })).toBeVisible();
  },
};

/** The server's refusal of a code, beside the field, in Spanish. */
export const CheckoutPromoCodeRefusedSpanish: Story = {
  ...Checkout,
  globals: { locale: 'es' },
  parameters: {
    api: mergeApis(
      goldAnswers,
      storyApi({
        'POST /stripe/plan/apply-discount': {
          status: 409,
          body: { code: 'errors.promocodeUsedUp', message: 'The code has no uses left' },
        },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Código promocional' }), 'SAVE10');
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar' }));
    await expect(await canvas.findByText('Este código ya no tiene usos disponibles.')).toBeVisible();
  },
};

export const Manage: Story = {
  parameters: { api: mergeApis(goldAnswers, storyApi({ 'GET /user': { body: goldUser } })) },
  render: () => <ManageMembershipScreen hrefs={hrefs} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Downgrade' })).toBeVisible();
  },
};

export const ManageDowngraded: Story = {
  parameters: { api: mergeApis(goldAnswers, storyApi({ 'GET /user': { body: downgradedUser } })) },
  render: () => <ManageMembershipScreen hrefs={hrefs} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Renew Gold again' })).toBeVisible();
  },
};

export const Downgrade: Story = {
  render: () => <DowngradeScreen keepHref="/manage-membership" manageHref="/manage-membership" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: /Why are you leaving Gold/ })).toBeVisible();
  },
};

export const Billing: Story = {
  parameters: {
    api: mergeApis(
      goldAnswers,
      storyApi({
        'GET /stripe/user-cards': { body: [visa, mastercard] },
        'GET /stripe/user-purchases': { body: [paidPurchase] },
      }),
    ),
  },
  render: () => (
    <BillingScreen
      editHref={(id) => `/payment-method/edit/${id}`}
      deleteHref={(id) => `/payment-method/delete/${id}`}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Visa ending in 4242')).toBeVisible();
    await expect(await canvas.findByText('Mastercard ending in 4444')).toBeVisible();
  },
};

// Renewing Gold again after a downgrade: shot by the visual stage (the rest of the file is not yet).
const downgraded = mergeApis(goldAnswers, storyApi({ 'GET /user': { body: downgradedUser } }));
const resubscribe = <ResubscribeScreen manageHref="/manage-membership" billingHref="/billing" />;

/** Gold ends on 25 December; renewing again keeps it from then on, with the default card. */
export const Resubscribe: Story = {
  tags: ['!no-visual'],
  parameters: { api: downgraded },
  render: () => resubscribe,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Renew Gold again' })).toBeVisible();
    await expect(
      await canvas.findByText('Gold will renew on December 25, 2026 for $30 a month with your default card.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Renew Gold again' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/manage-membership');
  },
};

export const ResubscribeSpanish: Story = {
  ...Resubscribe,
  // Its own, not only through the spread: Storybook's index reads a story's tags from its own
  // object, so without this line the pictures' stage took it for no-visual, as the file's stories are.
  tags: ['!no-visual'],
  globals: { locale: 'es', theme: 'light', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Renovar Gold otra vez' })).toBeVisible();
    await expect(
      await canvas.findByText(
        'Gold se renovará el 25 de diciembre de 2026 por $30 al mes con tu tarjeta predeterminada.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cancelar' })).toBeVisible();
  },
};

/** Renewed: the server answers with the subscription, and the screen says Gold renews monthly again. */
export const Resubscribed: Story = {
  tags: ['!no-visual'],
  parameters: {
    api: mergeApis(downgraded, storyApi({ 'POST /stripe/restore-subscription': { body: subscription('gold') } })),
  },
  render: () => resubscribe,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Renew Gold again' }));
    await expect(await canvas.findByText('Gold renews every month again.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Manage my membership' })).toHaveAttribute(
      'href',
      '/manage-membership',
    );
  },
};

/** No card on file (the server's 402): she is sent to add one instead of being told the payment failed. */
export const ResubscribeWithoutACard: Story = {
  tags: ['!no-visual'],
  parameters: {
    api: mergeApis(
      downgraded,
      storyApi({
        'POST /stripe/restore-subscription': {
          status: 402,
          body: { code: 'errors.paymentFailed', message: 'No card to renew with' },
        },
      }),
    ),
  },
  render: () => resubscribe,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Renew Gold again' }));
    await expect(await canvas.findByText('Add a card first: Gold renews with your default card.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Add a card' })).toHaveAttribute('href', '/billing'));
    await expect(canvas.queryByRole('button', { name: 'Renew Gold again' })).toBeNull();
  },
};
