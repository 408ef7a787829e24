import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { UnreadBadge } from '../Badge';
import { BottomNavigation } from '../BottomNavigation';
import { Heading } from '../Heading';
import { IconButton, IconLink } from '../IconButton';
import { NotificationsIcon, MenuIcon, MeIcon, TodayIcon } from '../icons';
import { Link } from '../Link';
import { Text } from '../Text';
import { AppLayout } from './AppLayout';
import { MainHeader } from './MainHeader';
import { PublicFooter } from './PublicLayout';

type Words = {
  today: string;
  me: string;
  notifications: string;
  menu: string;
  title: string;
  body: string;
  terms: string;
  otherLanguage: string;
};

const words: Record<'en' | 'es', Words> = {
  en: {
    today: 'Today',
    me: 'Me',
    notifications: 'Notifications, 2 unread',
    menu: 'Menu',
    title: 'Good morning, Rosa',
    body: 'Your blood pressure is due today.',
    terms: 'Terms of Use',
    otherLanguage: 'Español',
  },
  es: {
    today: 'Hoy',
    me: 'Yo',
    notifications: 'Notificaciones, 2 sin leer',
    menu: 'Menú',
    title: 'Buenos días, Rosa',
    body: 'Hoy te toca tomarte la presión.',
    terms: 'Términos de uso',
    otherLanguage: 'English',
  },
};

/** `firstRun`: a new account's first steps, without the places (nothing leads away from a step half done). */
function Shell({
  language,
  current,
  firstRun = false,
}: {
  language: 'en' | 'es';
  current: '/dashboard' | '/me';
  firstRun?: boolean;
}) {
  const w = words[language];
  return (
    <AppLayout
      header={
        <MainHeader
          brand={<Link href="/dashboard">Matrona</Link>}
          actions={
            <>
              <Link href="?language" lang={language === 'en' ? 'es' : 'en'}>
                {w.otherLanguage}
              </Link>
              <IconLink href="/notifications" label={w.notifications}>
                <NotificationsIcon width="1.5rem" height="1.5rem" />
                <span data-badge aria-hidden="true">
                  <UnreadBadge count={2} />
                </span>
              </IconLink>
              <IconButton label={w.menu}>
                <MenuIcon width="1.5rem" height="1.5rem" />
              </IconButton>
            </>
          }
        />
      }
      navigation={
        firstRun ? undefined : (
          <BottomNavigation
            currentHref={current}
            items={[
              { href: '/dashboard', label: w.today, icon: <TodayIcon width="100%" height="100%" /> },
              { href: '/me', label: w.me, icon: <MeIcon width="100%" height="100%" /> },
            ]}
          />
        )
      }
      footer={
        firstRun ? undefined : (
          <PublicFooter>
            <Link href="/terms">{w.terms}</Link>
          </PublicFooter>
        )
      }
    >
      <Heading level={1}>{w.title}</Heading>
      <Text>{w.body}</Text>
    </AppLayout>
  );
}

const meta = {
  title: 'Layouts/App shell',
  // Its layout changes with the width: the visual stage shoots it at phone and desktop sizes.
  tags: ['responsive'],
  component: Shell,
  parameters: { padded: false },
  args: { language: 'en', current: '/dashboard' },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PhoneToday: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    const nav = canvas.getByRole('navigation', { name: 'Dashboards' });
    await expect(within(nav).getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    // The footer's link is a 24 px target at least, and the footer follows the tab bar (on a
    // phone) or the rail beside it (on a desktop): the bar never lies over it.
    const terms = canvas.getByRole('link', { name: 'Terms of Use' }).getBoundingClientRect();
    await expect(terms.height).toBeGreaterThanOrEqual(24);
    const bar = nav.getBoundingClientRect();
    await expect(terms.top >= bar.bottom - 0.5 || terms.left >= bar.right - 0.5).toBe(true);
    // At the default text size the header stays on top as the page scrolls.
    await expect(getComputedStyle(canvas.getByRole('banner').parentElement!).position).toBe('sticky');
  },
};

export const PhoneMeSpanish: Story = {
  globals: { locale: 'es', viewport: { value: 'phone' } },
  args: { language: 'es', current: '/me' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Paneles' });
    await expect(within(nav).getByRole('link', { name: 'Yo' })).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * At 200% text on a 320 px phone in Spanish the header wraps to two rows and the tab bar's labels
 * take two lines: held on screen together they would cover over 40% of it, so the header scrolls
 * away with the page and the scroll padding no longer keeps room for it. The tab bar stays.
 */
export const PhoneLargeTextSpanish: Story = {
  globals: { locale: 'es', textSize: '200%', viewport: { value: 'narrow', isRotated: false } },
  args: { language: 'es', current: '/dashboard' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headerBox = canvas.getByRole('banner').parentElement!;
    const navigation = canvas.getByRole('navigation', { name: 'Paneles' });
    const bars = headerBox.getBoundingClientRect().height + navigation.getBoundingClientRect().height;
    const scrolls = bars > 0.4 * window.innerHeight;
    // On this story's 320 × 720 phone they do (the visual stage opens it on a taller phone first).
    if (window.innerWidth <= 320) await expect(scrolls).toBe(true);
    await waitFor(() => expect(getComputedStyle(headerBox).position).toBe(scrolls ? 'static' : 'sticky'));
    if (scrolls) await expect(parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)).toBeLessThan(16);
    await expect(getComputedStyle(navigation.parentElement!).position).toBe('sticky');
  },
};

export const DesktopToday: Story = { globals: { viewport: { value: 'desktop' } } };

export const DesktopSpanishHighContrast: Story = {
  globals: { locale: 'es', theme: 'highContrast', viewport: { value: 'desktop' } },
  args: { language: 'es' },
};

/** A first run: no places, so no tab bar on a phone and no rail on a desktop; the page takes the whole width. */
export const FirstRun: Story = {
  args: { firstRun: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Dashboards' })).toBeNull();
    await expect(canvas.getByRole('main').getBoundingClientRect().left).toBeLessThan(1);
  },
};

export const FirstRunDesktopSpanish: Story = {
  ...FirstRun,
  globals: { locale: 'es', viewport: { value: 'desktop' } },
  args: { language: 'es', firstRun: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Paneles' })).toBeNull();
    await expect(canvas.getByRole('main').getBoundingClientRect().left).toBeLessThan(1);
  },
};
