// The signed-in app's layout: its places (Today, Me) in a tab bar on phones and a rail on
// desktops, notifications and an account menu (settings, the other language, log out) in the
// header. Loaded with the first page of the main layout.
import { useSession, useUnreadNotifications } from '@mat/features';
import {
  AppLayout,
  BottomNavigation,
  IconButton,
  IconLink,
  MainHeader,
  Menu,
  MenuIcon,
  MenuItem,
  MeIcon,
  NotificationsIcon,
  PublicHeader,
  PublicLayout,
  TodayIcon,
  UnreadBadge,
} from '@mat/ui';
import { Outlet, useRouteContext, useRouterState } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { placeHrefs, placeOf } from './places';
import { Brand, Footer, LanguageSwitch, otherLocale, type ShellProps } from './Shell';
import { shellMessages as m } from './shell.messages';

function NotificationsLink() {
  const intl = useIntl();
  const unread = useUnreadNotifications();
  return (
    <IconLink href="/notifications" label={intl.formatMessage(m.notifications, { unread })}>
      <NotificationsIcon width="1.5rem" height="1.5rem" />
      {unread > 0 && (
        <span data-badge aria-hidden="true">
          <UnreadBadge count={unread} />
        </span>
      )}
    </IconLink>
  );
}

/** Settings, the other language and logging out: where a phone app keeps them, behind one button. */
function AccountMenu({ locale, onLocaleChange }: Omit<ShellProps, 'children'>) {
  const intl = useIntl();
  const { signOut } = useSession();
  const other = otherLocale(locale);
  return (
    <Menu
      aria-label={intl.formatMessage(m.accountMenu)}
      trigger={
        <IconButton label={intl.formatMessage(m.accountMenu)}>
          <MenuIcon width="1.5rem" height="1.5rem" />
        </IconButton>
      }
    >
      <MenuItem id="settings" href="/settings">
        {intl.formatMessage(m.settings)}
      </MenuItem>
      <MenuItem id="language" textValue={intl.formatMessage(m.switchLanguage)} onAction={() => onLocaleChange(other)}>
        <span lang={other}>{intl.formatMessage(m.switchLanguage)}</span>
      </MenuItem>
      <MenuItem id="logOut" onAction={() => void signOut()}>
        {intl.formatMessage(m.logOut)}
      </MenuItem>
    </Menu>
  );
}

function Places() {
  const intl = useIntl();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const items = [
    { href: placeHrefs.today, label: intl.formatMessage(m.today), icon: <TodayIcon width="100%" height="100%" /> },
    { href: placeHrefs.me, label: intl.formatMessage(m.me), icon: <MeIcon width="100%" height="100%" /> },
  ];
  return <BottomNavigation items={items} currentHref={placeHrefs[placeOf(pathname)]} />;
}

/** The signed-in app; for a visitor (a public page of the main layout), the plain public layout. */
export function MainShell({ locale, onLocaleChange, children }: ShellProps) {
  const { user } = useSession();
  if (!user) {
    return (
      <PublicLayout header={<PublicHeader brand={<Brand />} actions={<LanguageSwitch locale={locale} onLocaleChange={onLocaleChange} />} />} footer={<Footer />}>
        {children}
      </PublicLayout>
    );
  }
  return (
    <AppLayout
      header={
        <MainHeader
          brand={<Brand />}
          actions={
            <>
              <NotificationsLink />
              <AccountMenu locale={locale} onLocaleChange={onLocaleChange} />
            </>
          }
        />
      }
      navigation={<Places />}
      footer={<Footer />}
    >
      {children}
    </AppLayout>
  );
}

/** The main layout route's component: the shell around the matched page. */
export function MainLayout() {
  const { shell } = useRouteContext({ strict: false }) as { shell: Omit<ShellProps, 'children'> };
  return (
    <MainShell {...shell}>
      <Outlet />
    </MainShell>
  );
}
