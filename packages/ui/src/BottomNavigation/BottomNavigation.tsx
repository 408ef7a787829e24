import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { useIntl } from 'react-intl';
import * as styles from './BottomNavigation.css';
import { bottomNavigationMessages } from './BottomNavigation.messages';

export interface BottomNavigationItem {
  href: string;
  label: string;
  /** A decorative icon; the label names the link. */
  icon?: ReactNode;
}

export interface BottomNavigationProps {
  /** The four dashboards: Today, Team, Care, Me. */
  items: readonly BottomNavigationItem[];
  /** The href of the current dashboard, marked with aria-current="page". */
  currentHref: string;
}

/** The app's main navigation along the bottom of the screen. */
export function BottomNavigation({ items, currentHref }: BottomNavigationProps) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(bottomNavigationMessages.label)} className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className={styles.link} aria-current={item.href === currentHref ? 'page' : undefined}>
              {item.icon && (
                <span className={styles.icon} aria-hidden="true">
                  {item.icon}
                </span>
              )}
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
