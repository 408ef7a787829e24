import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkButton } from '../Button';
import { LoadMore } from '../LoadMore';
import { PaywallOverlay } from '../Paywall';
import { Text } from '../Text';
import { NeedsRefreshPopup, OfflinePopup } from './AppPopups';

const meta = {
  title: 'Feedback/App popups, paywall and load more',
  // Its layout changes with the width: the visual stage shoots it at phone and desktop sizes.
  tags: ['responsive'],
  component: OfflinePopup,
  args: { isOpen: true, onRetry: fn() },
} satisfies Meta<typeof OfflinePopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog', { name: 'No internet connection' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const OfflineSpanish: Story = {
  globals: { locale: 'es' },
  play: async () => {
    await expect(
      await within(document.body).findByRole('alertdialog', { name: 'No hay conexión a internet' }),
    ).toBeInTheDocument();
  },
};

/** Where the app still works offline, it says what works and lets her go on without a connection. */
export const OfflineContinue: Story = {
  tags: ['no-visual'],
  args: { onContinueOffline: fn(), children: <Text>Readings logged now wait on this phone.</Text> },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'No internet connection' });
    await expect(within(dialog).getByText('Readings logged now wait on this phone.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue offline' }));
    await expect(args.onContinueOffline).toHaveBeenCalledTimes(1);
  },
};

export const NeedsRefresh: Story = {
  render: () => <NeedsRefreshPopup isOpen onRefresh={() => {}} />,
  play: async () => {
    await expect(await within(document.body).findByRole('button', { name: 'Reload' })).toBeInTheDocument();
  },
};

export const Paywall: Story = {
  render: () => (
    <PaywallOverlay
      isOpen
      title="Gold members get unlimited messages"
      actions={
        <LinkButton href="/membership" isFullWidth>
          See membership
        </LinkButton>
      }
    >
      <Text>Message your nurse, doula and lactation consultant any day of the week.</Text>
    </PaywallOverlay>
  ),
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Gold members get unlimited messages' });
    await expect(within(dialog).getByRole('link', { name: 'See membership' })).toHaveAttribute('href', '/membership');
  },
};

export const More: Story = {
  render: () => <LoadMore shown={10} total={34} hasMore onLoadMore={() => {}} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Showing 10 of 34')).toBeInTheDocument();
  },
};

export const MoreSpanish: Story = {
  globals: { locale: 'es' },
  render: () => <LoadMore shown={10} total={34} hasMore onLoadMore={() => {}} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Cargar más' })).toBeInTheDocument();
  },
};
