import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { ChevronRightIcon, ExternalLinkIcon } from '../icons';
import { RowContent } from './List';
import * as styles from './List.css';

export interface LinkListProps {
  children: ReactNode;
  /** Name the list when the heading above it does not (`aria-labelledby` that heading otherwise). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
}

/**
 * A group of rows that each lead to a page (a settings screen's rows): one link, one tab stop per
 * row, the whole row its target, an icon before and a chevron after.
 */
export function LinkList({ children, className, ...props }: LinkListProps) {
  return (
    <ul {...props} className={[styles.list, className].filter(Boolean).join(' ')}>
      {children}
    </ul>
  );
}

export interface LinkListItemProps {
  href: string;
  title: ReactNode;
  description?: ReactNode;
  /** A decorative icon from @mat/ui's set: the title names the row. */
  icon?: ReactNode;
  /** A page of another site (the terms on the website): an outward arrow instead of the chevron. */
  isExternal?: boolean;
}

export function LinkListItem({ href, title, description, icon, isExternal }: LinkListItemProps) {
  return (
    <li className={styles.linkItem}>
      <AriaLink href={href} className={styles.linkRow}>
        {icon && <span className={styles.rowIcon}>{icon}</span>}
        <RowContent
          title={title}
          description={description}
          end={
            isExternal ? (
              <ExternalLinkIcon className={styles.chevron} />
            ) : (
              <ChevronRightIcon className={styles.chevron} />
            )
          }
        />
      </AriaLink>
    </li>
  );
}
