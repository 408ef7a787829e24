import type { ReactNode } from 'react';
import { Button, type ButtonProps } from 'react-aria-components';
import * as styles from './IconButton.css';

export interface IconButtonProps extends Omit<ButtonProps, 'className' | 'style' | 'children' | 'aria-label'> {
  /** Required: the icon says nothing to a screen reader. */
  label: string;
  children: ReactNode;
}

/** A button that shows only an icon, with a 44px target and a required accessible name. */
export function IconButton({ label, children, ...props }: IconButtonProps) {
  return (
    <Button {...props} aria-label={label} className={styles.iconButton}>
      {children}
    </Button>
  );
}
