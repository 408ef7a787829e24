import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Text } from '../Text';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

function Referrals({ pending, declined }: { pending: string; declined: string }) {
  return (
    <Tabs>
      <TabList aria-label="Referrals">
        <Tab id="pending">{pending}</Tab>
        <Tab id="declined">{declined}</Tab>
      </TabList>
      <TabPanel id="pending">
        <Text>Two organizations are waiting for your answer.</Text>
      </TabPanel>
      <TabPanel id="declined">
        <Text>You declined one referral.</Text>
      </TabPanel>
    </Tabs>
  );
}

const meta = {
  title: 'Actions/Tabs',
  component: Referrals,
  args: { pending: 'Pending', declined: 'Declined' },
} satisfies Meta<typeof Referrals>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Keyboard: Story = {
  // Left out of the screenshots: in Storybook's production build simulated key presses race React
  // Aria's focus effects. The storybook stage runs this play function.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Focus and selection follow in React effects, so the checks wait for them.
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Pending' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Declined' })).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('You declined one referral.');
  },
};

export const Spanish: Story = { globals: { locale: 'es' }, args: { pending: 'Pendientes', declined: 'Rechazadas' } };
