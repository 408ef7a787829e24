import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import * as styles from './Link.css';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style'> {
  /** A link on its own line gets a full-size touch target; inside a sentence it stays inline. */
  isStandalone?: boolean;
  className?: string;
}

/** Navigation. With `href` and a UiProvider `navigate`, the app's router handles it. */
export function Link({ isStandalone, className, ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      className={[styles.link, isStandalone && styles.standalone, className].filter(Boolean).join(' ')}
    />
  );
}
