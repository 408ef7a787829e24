import { forwardRef, type ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';
import type { ButtonVariant } from './variants';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style'> {
  variant?: ButtonVariant;
  isFullWidth?: boolean;
  /** An icon of `@mat/ui`'s set, drawn before the label; a running request shows the spinner in its place. */
  icon?: ReactNode;
  className?: string;
}

export function buttonClassName(variant: ButtonVariant, isFullWidth?: boolean, className?: string): string {
  return [styles.base, styles.variant[variant], isFullWidth && styles.fullWidth, className].filter(Boolean).join(' ');
}

/**
 * An action. `isPending` keeps the button focusable and announces progress while a request
 * runs, instead of disabling it (a disabled button loses focus and says nothing).
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', isFullWidth, icon, className, children, ...props },
  ref,
) {
  return (
    <AriaButton ref={ref} {...props} className={buttonClassName(variant, isFullWidth, className)}>
      {(renderProps) => (
        <>
          {renderProps.isPending ? <Spinner size="small" tone="inherit" /> : icon}
          {typeof children === 'function' ? children(renderProps) : children}
        </>
      )}
    </AriaButton>
  );
});
