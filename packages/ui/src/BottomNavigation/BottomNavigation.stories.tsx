import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createIcon } from '../icons';
import { BottomNavigation } from './BottomNavigation';

const SunIcon = createIcon('SunIcon', <><circle cx="12" cy="12" r="4" /><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" /></>);
const TeamIcon = createIcon('TeamIcon', <><circle cx="9" cy="8" r="3.5" /><path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M16 4.5a3.5 3.5 0 0 1 0 7M18 14c2.2.6 3.5 2.8 3.5 6" /></>);
const HeartIcon = createIcon('HeartIcon', <path d="M12 20s-7.5-4.6-9.2-9.2C1.7 7.6 3.9 4.5 7.1 4.5c2 0 3.4 1.1 4.9 3 1.5-1.9 2.9-3 4.9-3 3.2 0 5.4 3.1 4.3 6.3C19.5 15.4 12 20 12 20z" />);
const MeIcon = createIcon('MeIcon', <><circle cx="12" cy="8" r="4" /><path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" /></>);

const dashboards = (labels: [string, string, string, string]) => [
  { href: '/dashboard', label: labels[0], icon: <SunIcon width="100%" height="100%" /> },
  { href: '/team', label: labels[1], icon: <TeamIcon width="100%" height="100%" /> },
  { href: '/care', label: labels[2], icon: <HeartIcon width="100%" height="100%" /> },
  { href: '/me', label: labels[3], icon: <MeIcon width="100%" height="100%" /> },
];

const meta = {
  title: 'Actions/BottomNavigation',
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
