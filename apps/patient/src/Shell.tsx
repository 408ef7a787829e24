// The app's two layouts (spec section 2, "Layouts"): auth for sign-in and sign-up, main for the
// rest, each with the language switch and the links every page carries.
import { useSession, useUnreadNotifications, type Locale } from '@mat/features';
import { AuthLayout, Button, Link, PublicFooter, PublicHeader, PublicLayout, UnreadBadge } from '@mat/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { marketingOrigin } from './browser';
import { shellMessages as m } from './shell.messages';

export type ShellProps = { locale: Locale; onLocaleChange: (locale: Locale) => void; children: ReactNode };

function LanguageSwitch({ locale, onLocaleChange }: Omit<ShellProps, 'children'>) {
  const intl = useIntl();
  const other: Locale = locale === 'en' ? 'es' : 'en';
  return (
    <Button variant="tertiary" onPress={() => onLocaleChange(other)}>
      <span lang={other}>{intl.formatMessage(m.switchLanguage)}</span>
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

/** The signed-in user's own places: Me, and notifications with the count of unread ones. */
function AccountLinks() {
  const intl = useIntl();
  const unread = useUnreadNotifications();
  return (
    <>
      <Link href="/notifications" isStandalone>
        {intl.formatMessage(m.notifications)} <UnreadBadge count={unread} />
      </Link>
      <Link href="/me" isStandalone>{intl.formatMessage(m.me)}</Link>
    </>
  );
}

export function MainShell({ locale, onLocaleChange, children }: ShellProps) {
  const intl = useIntl();
  const { user, signOut } = useSession();
  return (
    <PublicLayout
      header={
        <PublicHeader
          brand={<Brand />}
          actions={
            <>
              {user && <AccountLinks />}
              <LanguageSwitch locale={locale} onLocaleChange={onLocaleChange} />
              {user && (
                <Button variant="secondary" onPress={() => void signOut()}>
                  {intl.formatMessage(m.logOut)}
                </Button>
              )}
            </>
          }
        />
      }
      footer={<Footer />}
    >
      {children}
    </PublicLayout>
  );
}
