// The app's two layouts (spec section 2, "Layouts"): auth for sign-in and sign-up with the
// language switch, and the signed-in app with its places (Today, Me) in a tab bar on phones and
// a rail on desktops, notifications and an account menu (settings, language, log out) in the header.
import { useSession, useUnreadNotifications, type Locale } from '@mat/features';
import {
  AppLayout,
  AuthLayout,
  NotificationsIcon,
  BottomNavigation,
  Button,
  IconButton,
  IconLink,
  Link,
  MainHeader,
  Menu,
  MenuIcon,
  MenuItem,
  MeIcon,
  PublicFooter,
  PublicHeader,
  PublicLayout,
  TodayIcon,
  UnreadBadge,
} from '@mat/ui';
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { marketingOrigin } from './browser';
import { placeHrefs, placeOf } from './places';
import { shellMessages as m } from './shell.messages';
import * as styles from './Shell.css';

export type ShellProps = { locale: Locale; onLocaleChange: (locale: Locale) => void; children: ReactNode };

const otherLocale = (locale: Locale): Locale => (locale === 'en' ? 'es' : 'en');

function LanguageSwitch({ locale, onLocaleChange }: Omit<ShellProps, 'children'>) {
  const intl = useIntl();
  const other = otherLocale(locale);
  return (
    <Button variant="tertiary" onPress={() => onLocaleChange(other)}>
      <span lang={other} className={styles.word}>{intl.formatMessage(m.switchLanguage)}</span>
    </Button>
  );
}

function Brand() {
  const intl = useIntl();
  return (
    <Link href="/" aria-label={intl.formatMessage(m.brand)}>
      Matrona
    </Link>
  );
}

function Footer() {
  const intl = useIntl();
  return (
    <PublicFooter>
      <Link href={`${marketingOrigin}/terms`}>{intl.formatMessage(m.terms)}</Link>
      <Link href={`${marketingOrigin}/privacy`}>{intl.formatMessage(m.privacy)}</Link>
      <span>{intl.formatMessage(m.contact)}</span>
    </PublicFooter>
  );
}

export function AuthShell({ locale, onLocaleChange, children }: ShellProps) {
  return (
    <AuthLayout
      brand={
        <>
          <Brand /> <LanguageSwitch locale={locale} onLocaleChange={onLocaleChange} />
        </>
      }
      footer={<Footer />}
    >
      {children}
    </AuthLayout>
  );
}

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
