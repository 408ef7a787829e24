import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { buttonClassName } from './Button';
import type { ButtonVariant } from './variants';

export interface LinkButtonProps extends Omit<AriaLinkProps, 'className' | 'style'> {
  variant?: ButtonVariant;
  isFullWidth?: boolean;
  className?: string;
}

/** A link that looks like a button: it goes somewhere (an `href`), it does not act. */
export function LinkButton({ variant = 'primary', isFullWidth, className, ...props }: LinkButtonProps) {
  return <AriaLink {...props} className={buttonClassName(variant, isFullWidth, className)} />;
}
