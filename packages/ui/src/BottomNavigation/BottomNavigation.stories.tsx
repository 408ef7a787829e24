import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CareIcon, MeIcon, TeamIcon, TodayIcon } from '../icons';
import { BottomNavigation } from './BottomNavigation';

const dashboards = (labels: [string, string, string, string]) => [
  { href: '/dashboard', label: labels[0], icon: <TodayIcon width="100%" height="100%" /> },
  { href: '/team', label: labels[1], icon: <TeamIcon width="100%" height="100%" /> },
  { href: '/care', label: labels[2], icon: <CareIcon width="100%" height="100%" /> },
  { href: '/me', label: labels[3], icon: <MeIcon width="100%" height="100%" /> },
];

const meta = {
  title: 'Actions/BottomNavigation',
  // Its layout changes with the width: the visual stage shoots it at phone and desktop sizes.
  tags: ['responsive'],
  component: BottomNavigation,
  parameters: { padded: false },
  args: { items: dashboards(['Today', 'Team', 'Care', 'Me']), currentHref: '/dashboard' },
  // Shown where it lives: at the foot of a screen-high page.
  render: (args) => (
    <div style={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', justifyContent: 'flex-end' }}>
      <BottomNavigation {...args} />
    </div>
  ),
} satisfies Meta<typeof BottomNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Today: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Dashboards' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(4);
    await expect(within(nav).getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Team: Story = { args: { currentHref: '/team' } };

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { items: dashboards(['Hoy', 'Equipo', 'Cuidados', 'Yo']), currentHref: '/care' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Paneles' })).toBeInTheDocument();
  },
};
