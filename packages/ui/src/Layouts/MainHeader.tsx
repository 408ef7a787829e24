import type { ReactNode } from 'react';
import * as styles from './Layouts.css';

export interface MainHeaderProps {
  /** The logo, usually a link to Today. */
  brand: ReactNode;
  /** The screen's title or a back link. */
  children?: ReactNode;
  /** Icon buttons at the end (messages, notifications). */
  actions?: ReactNode;
}

/** The signed-in app's header above the dashboards. The notch area is kept clear on phones. */
export function MainHeader({ brand, children, actions }: MainHeaderProps) {
  return (
    <header className={`${styles.header} ${styles.notch}`}>
      <div className={styles.bar}>
        <div className={styles.brand}>{brand}</div>
        {children}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </header>
  );
}
