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
  /** Beside the icon: an `<UnreadBadge>` (Team's unread conversations), read as part of the link's name. */
  badge?: ReactNode;
}

export interface BottomNavigationProps {
  /** The dashboards: Today, Team, Care, Me (those the app serves). */
  items: readonly BottomNavigationItem[];
  /** The href of the current dashboard, marked with aria-current="page". */
  currentHref: string;
}

/**
 * The app's main navigation: a tab bar along the bottom of the screen on phones and tablets, a
 * rail down the side on desktops. The current place is marked by a bar and bold text as well
 * as colour; labels never break inside a word.
 */
export function BottomNavigation({ items, currentHref }: BottomNavigationProps) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(bottomNavigationMessages.label)} className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              className={styles.link}
              aria-current={item.href === currentHref ? 'page' : undefined}
            >
              {item.icon && (
                <span className={styles.icon} aria-hidden="true">
                  {item.icon}
                </span>
              )}
              <span className={styles.label}>{item.label}</span>
              {item.badge && <span className={styles.badge}>{item.badge}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
