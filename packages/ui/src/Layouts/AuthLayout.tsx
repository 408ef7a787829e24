import type { ReactNode } from 'react';
import * as styles from './Layouts.css';
import { MAIN_ID, SkipLink } from './SkipLink';

export interface AuthLayoutProps {
  /** The logo, usually a link home. */
  brand?: ReactNode;
  /** Links under the card (help, privacy, language). */
  footer?: ReactNode;
  children: ReactNode;
}

/** Login, register and password screens: one narrow column, a card from tablet width up. */
export function AuthLayout({ brand, footer, children }: AuthLayoutProps) {
  return (
    <div className={styles.page}>
      <SkipLink />
      <main id={MAIN_ID} tabIndex={-1} className={styles.authMain}>
        <div className={styles.authCard}>
          {brand && <div className={styles.authBrand}>{brand}</div>}
          {children}
        </div>
      </main>
      {footer && <footer className={styles.authFooter}>{footer}</footer>}
    </div>
  );
}
