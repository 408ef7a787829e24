// The console's frame: the brand, who is signed in, the language switch and sign-out, then the page.
import { Button, Link, MAIN_ID, SkipLink, Text } from '@mat/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../browser';
import { shellMessages as m } from '../messages';
import * as styles from './console.css';
import { consoleNavigation } from './navigation';

export type ShellMember = { first_name: string; last_name: string; organization: { name: string } };

export function LanguageSwitch({
  locale,
  onLocaleChange,
}: {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
}) {
  const intl = useIntl();
  const other: Locale = locale === 'en' ? 'es' : 'en';
  return (
    <Button variant="tertiary" onPress={() => onLocaleChange(other)}>
      <span lang={other} className={styles.word}>
        {intl.formatMessage(m.switchLanguage)}
      </span>
    </Button>
  );
}

export function ConsoleShell({
  locale,
  onLocaleChange,
  member,
  onSignOut,
  children,
}: {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  /** Null on the sign-in page. */
  member: ShellMember | null;
  onSignOut?: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <>
      <SkipLink />
      <header className={styles.header}>
        <Link href="/">{intl.formatMessage(m.brand)}</Link>
        {member && (
          <nav aria-label={intl.formatMessage(m.navigation)} className={styles.row}>
            {consoleNavigation.map((link) => (
              <Link key={link.href} href={link.href}>
                {intl.formatMessage(link.label)}
              </Link>
            ))}
          </nav>
        )}
        <div className={styles.row}>
          {member && (
            <Text as="span" size="small" tone="muted">
              {intl.formatMessage(m.signedInAs, {
                name: `${member.first_name} ${member.last_name}`,
                organization: member.organization.name,
              })}
            </Text>
          )}
          <LanguageSwitch locale={locale} onLocaleChange={onLocaleChange} />
          {member && onSignOut && (
            <Button variant="secondary" onPress={onSignOut}>
              {intl.formatMessage(m.signOut)}
            </Button>
          )}
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className={styles.page}>
        {children}
      </main>
    </>
  );
}
