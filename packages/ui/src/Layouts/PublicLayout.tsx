import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './Layouts.css';
import { layoutMessages } from './Layouts.messages';
import { MAIN_ID, SkipLink } from './SkipLink';

export interface PublicHeaderProps {
  /** The logo, usually a link home. */
  brand: ReactNode;
  /** Navigation links, placed in a labelled nav landmark. */
  children?: ReactNode;
  /** Buttons at the end (log in, language). */
  actions?: ReactNode;
}

export function PublicHeader({ brand, children, actions }: PublicHeaderProps) {
  const intl = useIntl();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <div className={styles.brand}>{brand}</div>
        {children && (
          <nav aria-label={intl.formatMessage(layoutMessages.mainNavigation)} className={styles.nav}>
            {children}
          </nav>
        )}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </header>
  );
}

export function PublicFooter({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <footer className={styles.footer}>
      <nav aria-label={intl.formatMessage(layoutMessages.footerNavigation)} className={styles.footerInner}>
        {children}
      </nav>
    </footer>
  );
}

export interface PublicLayoutProps {
  /** A `<PublicHeader>`. */
  header: ReactNode;
  /** A `<PublicFooter>`. */
  footer: ReactNode;
  children: ReactNode;
}

/** Public pages (articles, membership, gift): header, a centred content column, footer. */
export function PublicLayout({ header, footer, children }: PublicLayoutProps) {
  return (
    <div className={styles.page}>
      <SkipLink />
      {header}
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        <div className={styles.content}>{children}</div>
      </main>
      {footer}
    </div>
  );
}
