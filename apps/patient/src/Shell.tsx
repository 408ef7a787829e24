// The app's two layouts (spec section 2, "Layouts"): auth for sign-in and sign-up with the
// language switch (here, in the first chunk every page loads), and the signed-in app
// (./MainShell, a chunk of its own, so the login page does not load its menu and navigation).
import type { Locale } from '@mat/features';
import { AuthLayout, BrandMark, Button, Link, PublicFooter } from '@mat/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { marketingOrigin } from './browser';
import { shellMessages as m } from './shell.messages';
import * as styles from './Shell.css';

export type ShellProps = { locale: Locale; onLocaleChange: (locale: Locale) => void; children: ReactNode };

export const otherLocale = (locale: Locale): Locale => (locale === 'en' ? 'es' : 'en');

export function LanguageSwitch({ locale, onLocaleChange }: Omit<ShellProps, 'children'>) {
  const intl = useIntl();
  const other = otherLocale(locale);
  return (
    <Button variant="tertiary" onPress={() => onLocaleChange(other)}>
      <span lang={other} className={styles.word}>
        {intl.formatMessage(m.switchLanguage)}
      </span>
    </Button>
  );
}

export function Brand() {
  const intl = useIntl();
  return <BrandMark href="/" label={intl.formatMessage(m.brand)} />;
}

export function Footer() {
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
