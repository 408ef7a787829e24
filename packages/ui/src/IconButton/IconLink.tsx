import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-aria-components';
import * as styles from './IconButton.css';

export interface IconLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children' | 'aria-label'> {
  /** Required: the icon says nothing to a screen reader. Include what a badge beside it counts. */
  label: string;
  /** The icon, and perhaps an `<UnreadBadge>` on its corner. */
  children: ReactNode;
}

/** A link that shows only an icon (notifications in the header), with IconButton's 44px target. */
export function IconLink({ label, children, ...props }: IconLinkProps) {
  return (
    <Link {...props} aria-label={label} className={`${styles.iconButton} ${styles.withBadge}`}>
      {children}
    </Link>
  );
}
