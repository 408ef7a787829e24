import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { buttonClassName } from './Button';
import type { ButtonVariant } from './variants';

export interface LinkButtonProps extends Omit<AriaLinkProps, 'className' | 'style'> {
  variant?: ButtonVariant;
  isFullWidth?: boolean;
  /** An icon of `@mat/ui`'s set, drawn before the label. */
  icon?: ReactNode;
  className?: string;
}

/** A link that looks like a button: it goes somewhere (an `href`), it does not act. */
export function LinkButton({ variant = 'primary', isFullWidth, icon, className, children, ...props }: LinkButtonProps) {
  return (
    <AriaLink {...props} className={buttonClassName(variant, isFullWidth, className)}>
      {(renderProps) => (
        <>
          {icon}
          {typeof children === 'function' ? children(renderProps) : children}
        </>
      )}
    </AriaLink>
  );
}
